/**
 * Payouts (issue 45, decision 0071): a payout link a recipient claims on a page of their own by
 * giving the bank account or e-wallet the money goes to. The amount and its fee leave the available
 * balance when the link is made (a PAYOUT entry of the ledger); a voided or expired link gives them
 * back (PAYOUT_RETURN). Making one is authorised by the withdrawal PIN, as a disbursement is
 * (decision 0078). Amounts in minor units.
 */
import type { Currency } from '../../rules/format';

export const PAYOUTS_API = {
  /** GET (PayoutsQuery): ten at a time, newest first (spec 01 §3). POST (NewPayout): a new payout link. */
  payouts: '/api/payouts',
  /** GET: one payout (PayoutDetail). */
  payout: (id: string) => `/api/payouts/${encodeURIComponent(id)}`,
  /** POST: an ACTIVE payout is VOIDED and its money comes back. */
  voidPayout: (id: string) => `/api/payouts/${encodeURIComponent(id)}/void`,
} as const;

/** The recipient's page: public, on the gateway, its code the key. */
export const PAYOUT_CLAIM_PREFIX = '/api/payouts/claim/';

/** ACTIVE until the recipient claims it (CLAIMED), the merchant voids it (VOIDED) or its time passes (EXPIRED). */
export const PAYOUT_STATUSES = ['ACTIVE', 'CLAIMED', 'VOIDED', 'EXPIRED'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** How long a payout link may be claimed. */
export const PAYOUT_TTL_DAYS = 7;
export const PAYOUT_DESCRIPTION_MAX = 100;

export interface NewPayout {
  /** Minor units. */
  amount: number;
  description: string;
  recipient_email?: string;
  /** The same key makes one payout. */
  idempotency_key: string;
  /** The user's withdrawal PIN, six digits: it authorises the money leaving (decisions 0075, 0078). */
  pin: string;
}

export interface Payout {
  id: string;
  amount: number;
  fee: number;
  currency: Currency;
  description: string;
  recipient_email: string | null;
  status: PayoutStatus;
  /** The recipient's page. */
  claim_url: string;
  expiry_date: string;
  created: string;
  /** Once claimed: when, and where the money went ("BCA ••••7890", the holder's name). */
  claimed_at: string | null;
  claimed_to: string | null;
  claimed_name: string | null;
}

/** One payout with the balance entries it wrote (its PAYOUT, and its PAYOUT_RETURN once voided or expired): GET, POST and void answer it. */
export interface PayoutDetail extends Payout {
  ledger_entry_ids: string[];
}

export interface PayoutsQuery {
  status?: PayoutStatus;
  after?: string;
  limit?: number;
}

export interface PayoutsAnswer {
  docs: Payout[];
  has_next: boolean;
  next_cursor: string | null;
}
