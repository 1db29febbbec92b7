/**
 * Where a submitted activation stands (issue 41 §2, docs/decisions/0064): what GET
 * /api/common-company-detail adds about the review, and the working-day arithmetic of its expected
 * end. Shared by the activation remote's status page and the sandbox gateway.
 */
/** The review's facts; null before the first submission. */
export interface ActivationReview {
  /** Working days a review usually takes (the submission's thank-you modal says the same number). */
  review_days: number;
  /** The working day the review is expected to end by (YYYY-MM-DD), counted from the last submission. */
  expected_by: string;
  /** What the reviewers asked for when they sent the form back for documents, and when; else null. */
  documents_request: { note: string; requested_at: string } | null;
}

/** Longest note the reviewers may attach to a request for documents. */
export const DOCUMENTS_REQUEST_NOTE_MAX = 500;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The date `workingDays` working days (Monday to Friday) after the day of `fromIso`, as YYYY-MM-DD
 * (UTC calendar): a Friday submission with three days to go is expected by Wednesday.
 */
export function workingDaysAfter(fromIso: string, workingDays: number): string {
  let at = Date.parse(fromIso.slice(0, 10));
  for (let left = workingDays; left > 0; ) {
    at += DAY_MS;
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(at).toISOString().slice(0, 10);
}
