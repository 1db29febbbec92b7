import type { SandboxDatabase } from '../db/connection';
import { endSignIns, type ThisSignIn } from './sign-ins';

export function setFullName(db: SandboxDatabase, userId: string, fullName: string): void {
  db.prepare('UPDATE users SET full_name = ? WHERE id = ?').run(fullName, userId);
}

/**
 * The profile's password change: the new hash, every other sign-in ended (this one stays: the user
 * is looking at it), and the reset links still out spent — one of them may be why the password changes.
 * Answers how many sign-ins ended.
 */
export function changeOwnPassword(db: SandboxDatabase, userId: string, passwordHash: string, keep: ThisSignIn, now: number): number {
  return db.transaction(() => {
    db.prepare('UPDATE users SET password_hash = ?, password_expires_at = NULL WHERE id = ?').run(passwordHash, userId);
    const ended = endSignIns(db, { userId, keep }, now, 'password changed');
    db.prepare("DELETE FROM account_tokens WHERE user_id = ? AND purpose = 'PASSWORD_RESET'").run(userId);
    return ended;
  })();
}
