import type { SandboxDatabase } from '../db/connection';

/**
 * Ends a user's sign-ins — in one business, or in all of them without `businessId` — as a removal
 * from a team, a lock or a new password does: every token family of theirs is revoked (a refresh
 * answers 401 INVALIDATED_TOKEN, with the reason kept) and every cookie session deleted. Run inside
 * the caller's transaction.
 */
export function endSignIns(db: SandboxDatabase, { userId, businessId }: { userId: string; businessId?: string }, now: number, reason: string): void {
  const inBusiness = businessId === undefined ? '' : ' AND business_id = ?';
  const scope = businessId === undefined ? [userId] : [userId, businessId];
  db.prepare(`UPDATE token_families SET revoked_at = ?, revoked_reason = ? WHERE user_id = ?${inBusiness} AND revoked_at IS NULL`).run(now, reason, ...scope);
  db.prepare(`DELETE FROM sessions WHERE user_id = ?${inBusiness}`).run(...scope);
}
