import type { Clock } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import { newOpaqueToken, tokenHash } from './secrets';
import { ABSOLUTE_SESSION_LIFETIME_MS } from './tokens';

/** Old-mode sessions: an opaque id in an httpOnly cookie, stored hashed, ending with the absolute lifetime. */
export const SESSION_LIFETIME_MS = ABSOLUTE_SESSION_LIFETIME_MS;

export interface SessionRow {
  id_hash: string;
  user_id: string;
  business_id: string;
  expires_at: number;
}

export class SessionStore {
  constructor(
    private readonly db: SandboxDatabase,
    private readonly clock: Clock,
  ) {}

  create(userId: string, businessId: string): { sessionId: string; expiresAt: number } {
    const sessionId = newOpaqueToken();
    const now = this.clock();
    const expiresAt = now + SESSION_LIFETIME_MS;
    this.db
      .prepare('INSERT INTO sessions (id_hash, user_id, business_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(tokenHash(sessionId), userId, businessId, now, expiresAt);
    return { sessionId, expiresAt };
  }

  /** The live session for a cookie value, if any. */
  find(sessionId: string): SessionRow | undefined {
    const row = this.db.prepare('SELECT * FROM sessions WHERE id_hash = ?').get(tokenHash(sessionId)) as SessionRow | undefined;
    return row && row.expires_at > this.clock() ? row : undefined;
  }

  moveTo(idHash: string, businessId: string): void {
    this.db.prepare('UPDATE sessions SET business_id = ? WHERE id_hash = ?').run(businessId, idHash);
  }

  end(sessionId: string): void {
    this.db.prepare('DELETE FROM sessions WHERE id_hash = ?').run(tokenHash(sessionId));
  }
}
