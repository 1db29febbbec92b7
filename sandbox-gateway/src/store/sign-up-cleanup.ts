import { EMAIL_VERIFICATION_LIFETIME_MS } from 'shared-contracts/areas/shell/email-verification';
import type { SandboxDatabase } from '../db/connection';

/**
 * Unconfirmed sign-ups are cleaned up (issue 41, decision 0081): a sign-up whose email was never
 * confirmed is removed, its owner and its test-mode business, once its newest confirmation link has
 * expired and a grace period has passed; the email may then register again from scratch. A
 * confirmed owner is never touched, nor an owner who belongs to another business, nor a business
 * someone else has joined (an invitation accepted): those are no longer only an abandoned sign-up.
 */
export const SIGN_UP_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

interface Candidate {
  business_id: string;
  user_id: string;
  created_at: string;
  link_expires_at: number | null;
}

/** The abandoned sign-ups at `now`: unconfirmed, alone in their business and their business alone theirs. */
function abandoned(db: SandboxDatabase, now: number): Candidate[] {
  const rows = db
    .prepare(
      `SELECT r.business_id, r.user_id, r.created_at,
        (SELECT MAX(v.expires_at) FROM email_verifications v WHERE v.user_id = r.user_id) AS link_expires_at
      FROM registrations r JOIN users u ON u.id = r.user_id
      WHERE u.email_verification_status = 'PENDING'
        AND NOT EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = r.user_id AND m.business_id <> r.business_id)
        AND NOT EXISTS (SELECT 1 FROM memberships m WHERE m.business_id = r.business_id AND m.user_id <> r.user_id)`,
    )
    .all() as Candidate[];
  // Without a link row (none was ever stored) the sign-up's own link is counted from its creation.
  return rows.filter((row) => (row.link_expires_at ?? Date.parse(row.created_at) + EMAIL_VERIFICATION_LIFETIME_MS) + SIGN_UP_GRACE_MS <= now);
}

/**
 * Removes the abandoned sign-ups in one transaction: the owner first (users.default_business_id
 * names the business), then the business; their rows go with them by their foreign keys (CASCADE). Run when the gateway starts and at the start of
 * every register's own transaction, so an expired sign-up never blocks its email. Answers how many.
 */
export function sweepAbandonedSignUps(db: SandboxDatabase, now: number): number {
  return db.transaction((): number => {
    const found = abandoned(db, now);
    for (const row of found) {
      db.prepare('DELETE FROM users WHERE id = ?').run(row.user_id);
      db.prepare('DELETE FROM businesses WHERE id = ?').run(row.business_id);
    }
    return found.length;
  })();
}
