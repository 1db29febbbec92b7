/**
 * Which of the spec's places shows the plans: /recurring and /recurring-new (invoice mode) or
 * /payment-recurring (payment-link mode). The plans are the same; the words follow the menu's.
 */
export type RecurringPlace = 'invoices' | 'payment-links';
