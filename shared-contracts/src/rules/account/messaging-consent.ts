import type { Business, GoLiveStatus, User } from '../../contract/entities';

/** Issue 20: a consent not given ("Not now") is asked for again after 14 days. */
export const MESSAGING_CONSENT_REASK_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Spec 01 §4 "the account is not in the early states": before the activation form is confirmed
 * (REGISTERED, AWAITING_DOCS, FORM_CONFIRMED) the business has nothing to send messages about yet.
 */
export const EARLY_GO_LIVE_STATUSES: readonly GoLiveStatus[] = ['REGISTERED', 'AWAITING_DOCS', 'FORM_CONFIRMED'];

/**
 * The messaging consent modal (spec 01 §4): shown when consent is not recorded yet, a phone number
 * exists and the account is past the early states; a "Not now" answer is asked again 14 days after
 * it was given, an "Allow" never.
 */
export function showsMessagingConsent(
  user: Pick<User, 'phone_number' | 'instant_messaging_consent'>,
  business: Pick<Business, 'go_live_status'>,
  now: number,
): boolean {
  if (!user.phone_number || EARLY_GO_LIVE_STATUSES.includes(business.go_live_status)) return false;
  const consent = user.instant_messaging_consent;
  if (!consent) return true;
  if (consent.accepted) return false;
  const answeredAt = Date.parse(consent.timestamp);
  return Number.isNaN(answeredAt) || now - answeredAt >= MESSAGING_CONSENT_REASK_MS;
}
