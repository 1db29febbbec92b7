import { UNLOCK_LINK_LIFETIME_MS } from 'shared-contracts/areas/shell/account-recovery';
import type { SandboxDatabase } from '../db/connection';
import { issueAccountToken } from './account-tokens';
import { recordOutboxMessage } from './environment-data';
import { endSignIns } from './sign-ins';

/** The user's PIN hash (migration 11), or null when no PIN is set. */
export function pinHashOf(db: SandboxDatabase, userId: string): string | null {
  return (db.prepare('SELECT pin_hash FROM users WHERE id = ?').pluck().get(userId) as string | null | undefined) ?? null;
}

export function storePin(db: SandboxDatabase, userId: string, pinHash: string): void {
  db.prepare('UPDATE users SET pin_hash = ?, is_pin_set = 1 WHERE id = ?').run(pinHash, userId);
}

/**
 * Locks the account and ends every sign-in it has (token families revoked, cookie sessions deleted),
 * so the dashboard's next call ends its session and it lands on the login page, where sign-in answers
 * USER_LOCKED_ERROR until the account is unlocked. The unlock link is emailed (the outbox) at once
 * (docs/decisions/0062).
 */
export function lockUser(db: SandboxDatabase, userId: string, now: number, reason: string): void {
  db.transaction(() => {
    db.prepare('UPDATE users SET is_locked = 1 WHERE id = ?').run(userId);
    const email = db.prepare('SELECT email FROM users WHERE id = ?').pluck().get(userId) as string;
    const unlock = issueAccountToken(db, 'UNLOCK', userId, now, UNLOCK_LINK_LIFETIME_MS);
    recordOutboxMessage(db, { kind: 'ACCOUNT_UNLOCK_EMAIL', recipient: email, subject: `Unlock your account: /unlock_user/${unlock}` }, now);
    endSignIns(db, { userId }, now, reason);
  })();
}

/** The business's bank account with this id, if it has one (a removed account takes no withdrawal). */
export function ownsBankAccount(db: SandboxDatabase, businessId: string, bankAccountId: string): boolean {
  return db.prepare('SELECT 1 FROM bank_accounts WHERE business_id = ? AND id = ? AND removed_at IS NULL').pluck().get(businessId, bankAccountId) !== undefined;
}
