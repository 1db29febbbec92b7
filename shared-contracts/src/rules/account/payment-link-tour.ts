import type { AccountNotification, Business, User } from '../../contract/entities';

/** Spec 01 §3: the account-notification entry of the payment-link tour. */
export const PAYMENT_LINK_TOUR_NOTIFY = 'paymentLinkTour';

/**
 * "The business was created recently enough" (spec 01 §4; no number in the spec): within 30 days of
 * its creation, the time a new merchant is still setting up how it gets paid (decision 0033).
 */
export const PAYMENT_LINK_TOUR_RECENT_MS = 30 * 24 * 60 * 60 * 1000;

/** The tour's steps, each pointing at a payment-links menu entry (by its menu key). */
export type PaymentLinkTourStep = 'payment-links' | 'payment-recurring';
export const PAYMENT_LINK_TOUR_STEPS: readonly PaymentLinkTourStep[] = ['payment-links', 'payment-recurring'];

/**
 * Spec 01 §4: the tour shows when its entry is missing or ACTIVE and the business was created
 * recently enough; a missing entry is created ACTIVE as it starts (like the sidebar tour), INACTIVE
 * never starts. Only where the payment links are in the menu (the business is in payment-link mode
 * and the user may see them): a tour of entries that are not there would point at nothing.
 */
export function paymentLinkTourStart(
  user: Pick<User, 'account_notifications'>,
  business: Pick<Business, 'created'>,
  paymentLinksInMenu: boolean,
  now: number,
): 'start' | 'createAndStart' | 'none' {
  if (!paymentLinksInMenu) return 'none';
  const created = Date.parse(business.created);
  if (Number.isNaN(created) || now - created > PAYMENT_LINK_TOUR_RECENT_MS) return 'none';
  const entry = user.account_notifications.find((candidate) => candidate.notify === PAYMENT_LINK_TOUR_NOTIFY);
  if (!entry) return 'createAndStart';
  return entry.status === 'ACTIVE' ? 'start' : 'none';
}

export const paymentLinkTourCreated = (): AccountNotification => ({ notify: PAYMENT_LINK_TOUR_NOTIFY, status: 'ACTIVE', remind_me: false });

/** Finished or skipped: INACTIVE, never again. */
export const paymentLinkTourEnded = (): AccountNotification => ({ notify: PAYMENT_LINK_TOUR_NOTIFY, status: 'INACTIVE', remind_me: false });
