/**
 * On-demand links (issue 44, docs/decisions/0079-checkout-and-on-demand.md; spec 01 §3's local list
 * state `on_demand_link`, `on_demand_url`; spec 02 §2's `/invoices?on_demand_link=`): a permanent,
 * reusable link a business shares; each customer who opens it gets an invoice of their own, for a
 * fixed amount or one the customer enters between a minimum and a maximum, paid as any invoice.
 * Imported as `shared-contracts/areas/getting-paid/on-demand`.
 */
import type { Currency } from '../../rules/format';
import { AMOUNT_MAX } from '../../rules/limits';
import { AMOUNT_MIN_MINOR } from './getting-paid';

export const ON_DEMAND_API = {
  /** GET: the business's on-demand links, newest first. POST (NewOnDemandLink): make one. */
  links: '/api/on-demand-links',
  /** POST: an ACTIVE link becomes INACTIVE for good: it makes no more invoices (those made stay payable). */
  deactivate: (id: string) => `/api/on-demand-links/${encodeURIComponent(id)}/deactivate`,
} as const;

/** The invoices list's query parameter (and the address's) of the invoices one link made. */
export const ON_DEMAND_LINK_PARAM = 'on_demand_link';

/** FIXED: every customer pays `amount`; CUSTOMER_CHOOSES: the customer enters it, from `min_amount` to `max_amount`. */
export const ON_DEMAND_AMOUNT_TYPES = ['FIXED', 'CUSTOMER_CHOOSES'] as const;
export type OnDemandAmountType = (typeof ON_DEMAND_AMOUNT_TYPES)[number];
export type OnDemandLinkStatus = 'ACTIVE' | 'INACTIVE';

/** A business's links at most (active or not): a few, shared widely, not one per customer. */
export const ON_DEMAND_LINKS_MAX = 50;
export const ON_DEMAND_TITLE_MAX = 100;
export const ON_DEMAND_DESCRIPTION_MAX = 255;

export interface OnDemandLink {
  /** `odl_…`: the `on_demand_link` of spec 01 §3. */
  id: string;
  title: string;
  description: string;
  currency: Currency;
  amount_type: OnDemandAmountType;
  /** FIXED: the amount; minor units. Null otherwise. */
  amount: number | null;
  /** CUSTOMER_CHOOSES: the bounds, minor units, both included. Null otherwise. */
  min_amount: number | null;
  max_amount: number | null;
  status: OnDemandLinkStatus;
  /** The link customers open (spec 01 §3's `on_demand_url`). */
  on_demand_url: string;
  /** Invoices made from it, and how many of them are paid. */
  invoices: number;
  paid_invoices: number;
  created: string;
  deactivated_at: string | null;
}

export interface OnDemandLinksAnswer {
  docs: OnDemandLink[];
}

export interface NewOnDemandLink {
  title: string;
  description?: string;
  currency: Currency;
  amount_type: OnDemandAmountType;
  amount?: number;
  min_amount?: number;
  max_amount?: number;
}

export type OnDemandAmountField = 'amount' | 'min_amount' | 'max_amount';
export type OnDemandAmountProblem = 'requiredField' | 'amountBelowMin' | 'amountAboveMax' | 'maxBelowMin';

/** What is wrong with a new link's amounts (empty when none): the gateway's refusals and the form's messages. */
export function onDemandAmountProblems(link: Pick<NewOnDemandLink, 'currency' | 'amount_type' | 'amount' | 'min_amount' | 'max_amount'>): Partial<Record<OnDemandAmountField, OnDemandAmountProblem>> {
  const problems: Partial<Record<OnDemandAmountField, OnDemandAmountProblem>> = {};
  const check = (field: OnDemandAmountField, value: number | undefined) => {
    if (value === undefined) problems[field] = 'requiredField';
    else if (value < AMOUNT_MIN_MINOR[link.currency]) problems[field] = 'amountBelowMin';
    else if (value > AMOUNT_MAX) problems[field] = 'amountAboveMax';
  };
  if (link.amount_type === 'FIXED') {
    check('amount', link.amount);
    return problems;
  }
  check('min_amount', link.min_amount);
  check('max_amount', link.max_amount);
  if (!problems.min_amount && !problems.max_amount && link.max_amount! < link.min_amount!) problems.max_amount = 'maxBelowMin';
  return problems;
}

/** The amount a customer entered for a CUSTOMER_CHOOSES link, checked against its bounds (the fixed amount otherwise). */
export function onDemandInvoiceAmount(link: Pick<OnDemandLink, 'amount_type' | 'amount' | 'min_amount' | 'max_amount'>, entered: number | undefined): number | 'outOfRange' {
  if (link.amount_type === 'FIXED') return link.amount!;
  if (entered === undefined || !Number.isInteger(entered) || entered < link.min_amount! || entered > link.max_amount!) return 'outOfRange';
  return entered;
}
