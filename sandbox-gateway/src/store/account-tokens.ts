import { newOpaqueToken, tokenHash } from '../auth/secrets';
import type { SandboxDatabase } from '../db/connection';
import { endSignIns } from './sign-ins';

/** What a single-use account link or step is for (migration 20; docs/decisions/0062). */
export type AccountTokenPurpose = 'PASSWORD_RESET' | 'UNLOCK' | 'EXPIRED_PASSWORD';

/** A claim on a token while its request awaits the password's hashing. */
export interface TokenClaim {
  userId: string;
  /** The work succeeded: the token is gone for good. */
  spend(): void;
  /** The work failed (e.g. the password was the old one): the link works again. */
  release(): void;
}

/**
 * A new single-use token for the user and purpose; older ones of the same purpose stop working (the
 * newest email is the one that counts). Only its hash is stored.
 */
export function issueAccountToken(db: SandboxDatabase, purpose: AccountTokenPurpose, userId: string, now: number, lifetimeMs: number): string {
  const token = newOpaqueToken();
  db.transaction(() => {
    db.prepare('DELETE FROM account_tokens WHERE user_id = ? AND purpose = ?').run(userId, purpose);
    db.prepare('INSERT INTO account_tokens (token_hash, purpose, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
      tokenHash(token),
      purpose,
      userId,
      now,
      now + lifetimeMs,
    );
  })();
  return token;
}

/** The live token's user and end, without spending it (a reset link's page reads it first). */
export function readAccountToken(
  db: SandboxDatabase,
  purpose: AccountTokenPurpose,
  token: string,
  now: number,
): { userId: string; expiresAt: number } | undefined {
  const row = db
    .prepare('SELECT user_id, expires_at FROM account_tokens WHERE token_hash = ? AND purpose = ? AND expires_at > ? AND claimed_at IS NULL')
    .get(tokenHash(token), purpose, now) as { user_id: string; expires_at: number } | undefined;
  return row && { userId: row.user_id, expiresAt: row.expires_at };
}

/** Spends a token at once (nothing to await): the row goes as it is read, so a burst spends it once. */
export function spendAccountToken(db: SandboxDatabase, purpose: AccountTokenPurpose, token: string, now: number): string | undefined {
  return db
    .prepare('DELETE FROM account_tokens WHERE token_hash = ? AND purpose = ? AND expires_at > ? AND claimed_at IS NULL RETURNING user_id')
    .pluck()
    .get(tokenHash(token), purpose, now) as string | undefined;
}

/**
 * Claims a token for a request that must await before it is done (hashing a password): the claim is
 * one synchronous UPDATE, so of a parallel burst one request claims it and the others find no live
 * token. The claim ends with `spend` or `release`.
 */
export function claimAccountToken(db: SandboxDatabase, purpose: AccountTokenPurpose, token: string, now: number): TokenClaim | undefined {
  const hash = tokenHash(token);
  const userId = db
    .prepare(
      'UPDATE account_tokens SET claimed_at = ? WHERE token_hash = ? AND purpose = ? AND expires_at > ? AND claimed_at IS NULL RETURNING user_id',
    )
    .pluck()
    .get(now, hash, purpose, now) as string | undefined;
  if (userId === undefined) return undefined;
  return {
    userId,
    spend: () => void db.prepare('DELETE FROM account_tokens WHERE token_hash = ?').run(hash),
    release: () => void db.prepare('UPDATE account_tokens SET claimed_at = NULL WHERE token_hash = ?').run(hash),
  };
}

/**
 * A new password, and what it ends: the expiry cleared, the account unlocked (the link proved the
 * mailbox, as an unlock link does), every sign-in of the user ended (token families revoked, cookie
 * sessions and second-factor challenges deleted), and every other reset or expired-password token
 * spent. Unlock links go too: the account is unlocked.
 */
export function replacePassword(db: SandboxDatabase, userId: string, passwordHash: string, now: number): void {
  db.transaction(() => {
    db.prepare('UPDATE users SET password_hash = ?, password_expires_at = NULL, is_locked = 0 WHERE id = ?').run(passwordHash, userId);
    endSignIns(db, { userId }, now, 'password changed');
    db.prepare('DELETE FROM mfa_challenges WHERE user_id = ?').run(userId);
    db.prepare('DELETE FROM account_tokens WHERE user_id = ?').run(userId);
  })();
}

/** Unlocks the account; its sign-ins ended when it was locked, and unlock links left are spent. */
export function unlockUser(db: SandboxDatabase, userId: string): void {
  db.transaction(() => {
    db.prepare('UPDATE users SET is_locked = 0 WHERE id = ?').run(userId);
    db.prepare("DELETE FROM account_tokens WHERE user_id = ? AND purpose = 'UNLOCK'").run(userId);
  })();
}
