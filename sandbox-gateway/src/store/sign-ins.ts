import { createHash } from 'node:crypto';
import type { SandboxDatabase } from '../db/connection';

/** The sign-in that asks (its session's id hash, or its token family): kept when the others end. */
export interface ThisSignIn {
  sessionIdHash?: string;
  familyId?: string;
}

/**
 * Ends a user's sign-ins — in one business, or in all of them without `businessId` — as a removal
 * from a team, a lock or a new password does: every token family of theirs is revoked (a refresh
 * answers 401 INVALIDATED_TOKEN, with the reason kept) and every cookie session deleted, except
 * `keep` (the profile's own password change keeps the sign-in that made it). Run inside the
 * caller's transaction. Answers how many ended.
 */
export function endSignIns(
  db: SandboxDatabase,
  { userId, businessId, keep }: { userId: string; businessId?: string; keep?: ThisSignIn },
  now: number,
  reason: string,
): number {
  const inBusiness = businessId === undefined ? '' : ' AND business_id = ?';
  const scope = businessId === undefined ? [userId] : [userId, businessId];
  const families = db
    .prepare(`UPDATE token_families SET revoked_at = ?, revoked_reason = ? WHERE user_id = ?${inBusiness} AND revoked_at IS NULL AND id IS NOT ?`)
    .run(now, reason, ...scope, keep?.familyId ?? null).changes;
  const sessions = db.prepare(`DELETE FROM sessions WHERE user_id = ?${inBusiness} AND id_hash IS NOT ?`).run(...scope, keep?.sessionIdHash ?? null).changes;
  return families + sessions;
}

/** Where a new sign-in comes from (the profile's list of sign-ins shows it). */
export interface SignInOrigin {
  userAgent?: string | null;
  ipAddress?: string | null;
}

/** The longest user agent kept: enough for any real browser's. */
const USER_AGENT_MAX = 512;

export function recordSignInOrigin(db: SandboxDatabase, signIn: ThisSignIn, origin: SignInOrigin, now: number): void {
  const values = [origin.userAgent?.slice(0, USER_AGENT_MAX) ?? null, origin.ipAddress ?? null, now];
  if (signIn.sessionIdHash) db.prepare('UPDATE sessions SET user_agent = ?, ip_address = ?, last_used_at = ? WHERE id_hash = ?').run(...values, signIn.sessionIdHash);
  if (signIn.familyId) db.prepare('UPDATE token_families SET user_agent = ?, ip_address = ?, last_used_at = ? WHERE id = ?').run(...values, signIn.familyId);
}

/** "Last used" is kept to the minute: a signed-in request writes at most once a minute per sign-in. */
const LAST_USED_RESOLUTION_MS = 60_000;

export function recordSignInUse(db: SandboxDatabase, signIn: ThisSignIn, now: number): void {
  const stale = now - LAST_USED_RESOLUTION_MS;
  if (signIn.sessionIdHash) {
    db.prepare('UPDATE sessions SET last_used_at = ? WHERE id_hash = ? AND (last_used_at IS NULL OR last_used_at < ?)').run(now, signIn.sessionIdHash, stale);
  }
  if (signIn.familyId) {
    db.prepare('UPDATE token_families SET last_used_at = ? WHERE id = ? AND (last_used_at IS NULL OR last_used_at < ?)').run(now, signIn.familyId, stale);
  }
}

/** A live sign-in of a user, as the profile lists it. */
export interface SignInRow {
  /** `ses_…` (derived from the session's stored hash, never the hash itself) or the family's id. */
  id: string;
  sessionIdHash?: string;
  familyId?: string;
  businessName: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: number;
  lastUsedAt: number;
}

/** A session's public id: a one-way name of its stored hash, so the list never shows what finds a session. */
const sessionPublicId = (idHash: string): string => `ses_${createHash('sha256').update(`sign-in:${idHash}`).digest('base64url').slice(0, 22)}`;

interface StoredSignIn {
  key: string;
  business_name: string | null;
  user_agent: string | null;
  ip_address: string | null;
  created_at: number;
  last_used_at: number | null;
}

/** The user's sign-ins that still work (not expired, not revoked), most recently used first. */
export function listSignIns(db: SandboxDatabase, userId: string, now: number): SignInRow[] {
  const sessions = db
    .prepare(
      `SELECT s.id_hash AS key, b.name AS business_name, s.user_agent, s.ip_address, s.created_at, s.last_used_at
       FROM sessions s LEFT JOIN businesses b ON b.id = s.business_id WHERE s.user_id = ? AND s.expires_at > ?`,
    )
    .all(userId, now) as StoredSignIn[];
  const families = db
    .prepare(
      `SELECT f.id AS key, b.name AS business_name, f.user_agent, f.ip_address, f.created_at, f.last_used_at
       FROM token_families f LEFT JOIN businesses b ON b.id = f.business_id
       WHERE f.user_id = ? AND f.revoked_at IS NULL AND f.expires_at > ?`,
    )
    .all(userId, now) as StoredSignIn[];
  const row = (stored: StoredSignIn, ids: Pick<SignInRow, 'id' | 'sessionIdHash' | 'familyId'>): SignInRow => ({
    ...ids,
    businessName: stored.business_name ?? '',
    userAgent: stored.user_agent,
    ipAddress: stored.ip_address,
    createdAt: stored.created_at,
    lastUsedAt: stored.last_used_at ?? stored.created_at,
  });
  return [
    ...sessions.map((s) => row(s, { id: sessionPublicId(s.key), sessionIdHash: s.key })),
    ...families.map((f) => row(f, { id: f.key, familyId: f.key })),
  ].sort((a, b) => b.lastUsedAt - a.lastUsedAt || b.createdAt - a.createdAt);
}

export const isThisSignIn = (row: SignInRow, current: ThisSignIn): boolean =>
  (row.sessionIdHash !== undefined && row.sessionIdHash === current.sessionIdHash) || (row.familyId !== undefined && row.familyId === current.familyId);

/** Ends one sign-in: its session is deleted, or its family revoked (its access tokens stop at once: authenticate checks the family). */
export function endSignIn(db: SandboxDatabase, row: SignInRow, now: number, reason: string): void {
  if (row.sessionIdHash) db.prepare('DELETE FROM sessions WHERE id_hash = ?').run(row.sessionIdHash);
  if (row.familyId) db.prepare('UPDATE token_families SET revoked_at = ?, revoked_reason = ? WHERE id = ? AND revoked_at IS NULL').run(now, reason, row.familyId);
}
