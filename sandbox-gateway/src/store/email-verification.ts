import { randomBytes } from 'node:crypto';
import { EMAIL_VERIFICATION_LIFETIME_MS } from 'shared-contracts/areas/shell/email-verification';
import { tokenHash } from '../auth/secrets';
import type { SandboxDatabase } from '../db/connection';
import { recordOutboxMessage } from './environment-data';

/**
 * Sends the email confirmation link (/confirm_email/{token}) to the outbox, which stands for the
 * email: only the token's hash is kept, and a newer link makes the older ones invalid. Run inside the
 * caller's transaction when there is one (better-sqlite3 nests it).
 */
export function sendEmailVerification(db: SandboxDatabase, user: { id: string; email: string }, now: number): void {
  const token = randomBytes(24).toString('base64url');
  db.transaction(() => {
    db.prepare('DELETE FROM email_verifications WHERE user_id = ?').run(user.id);
    db.prepare('INSERT INTO email_verifications (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
      tokenHash(token),
      user.id,
      now,
      now + EMAIL_VERIFICATION_LIFETIME_MS,
    );
    recordOutboxMessage(db, { kind: 'EMAIL_VERIFICATION', recipient: user.email, subject: `Confirm your email: /confirm_email/${token}` }, now);
  })();
}
