import type { GoLiveStatus } from 'shared-contracts';
import { workingDaysAfter, type ActivationReview } from 'shared-contracts/areas/activation/activation-review';
import { isInstantLive } from 'shared-contracts/rules';
import type { SandboxDatabase } from '../db/connection';

/** How long the sandbox says a review takes, in working days (the thank-you modal and the status page). */
export const REVIEW_DAYS = 3;

/** Where a business's review stands (migration 22); null before its first submission. */
export function activationReview(db: SandboxDatabase, businessId: string): ActivationReview | null {
  const submitted = db.prepare('SELECT submitted_date FROM businesses WHERE id = ?').pluck().get(businessId) as string | null | undefined;
  if (!submitted) return null;
  const request = db.prepare('SELECT note, requested_at FROM activation_documents_requests WHERE business_id = ?').get(businessId) as
    | { note: string; requested_at: string }
    | undefined;
  return { review_days: REVIEW_DAYS, expected_by: workingDaysAfter(submitted, REVIEW_DAYS), documents_request: request ?? null };
}

/**
 * A submission: the form is confirmed (FORM_CONFIRMED), then waits for verification (spec 02 §4), in
 * its instant-live variant for an instant-live business; an earlier request for documents is answered.
 */
export function recordSubmission(db: SandboxDatabase, businessId: string, from: GoLiveStatus, now: string): GoLiveStatus {
  const pending: GoLiveStatus = isInstantLive(from) ? 'INSTANT_LIVE_PENDING_VERIFICATION' : 'PENDING_VERIFICATION';
  db.transaction(() => {
    db.prepare("UPDATE businesses SET go_live_status = 'FORM_CONFIRMED', submitted_date = ? WHERE id = ?").run(now, businessId);
    db.prepare("UPDATE businesses SET go_live_status = ?, kyc_verification_status = 'DATA_PROVIDED' WHERE id = ?").run(pending, businessId);
    db.prepare('DELETE FROM activation_documents_requests WHERE business_id = ?').run(businessId);
  })();
  return pending;
}

export type ReviewDecision = 'APPROVE' | 'DECLINE' | 'REQUEST_DOCUMENTS';

/** The provider's review of a business waiting for verification (the control API's stand-in). */
export function decideReview(db: SandboxDatabase, businessId: string, from: GoLiveStatus, decision: ReviewDecision, note: string | null, now: string) {
  const instant = isInstantLive(from);
  const [goLive, kyc]: [GoLiveStatus, string] =
    decision === 'APPROVE' ? ['LIVE', 'PASSED'] : decision === 'DECLINE' ? ['AWAITING_DOCS', 'DECLINED'] : [instant ? 'INSTANT_LIVE_AWAITING_DOCS' : 'AWAITING_DOCS', 'AWAITING_DATA'];
  db.transaction(() => {
    db.prepare('UPDATE businesses SET go_live_status = ?, kyc_verification_status = ? WHERE id = ?').run(goLive, kyc, businessId);
    db.prepare('DELETE FROM activation_documents_requests WHERE business_id = ?').run(businessId);
    if (decision === 'REQUEST_DOCUMENTS' && note) db.prepare('INSERT INTO activation_documents_requests VALUES (?, ?, ?)').run(businessId, note, now);
  })();
  return { business_id: businessId, go_live_status: goLive, kyc_verification_status: kyc };
}
