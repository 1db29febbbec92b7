/**
 * Recurring plans (issue 44, docs/decisions/0082-recurring-payments.md): a customer billed the same
 * amount every day, week or month, each cycle an ordinary invoice. The gateway's paths, limits and
 * wire shapes, shared by the getting-paid remote and the sandbox gateway (one copy: 0082's "Where the
 * shapes live"); imported as `shared-contracts/areas/getting-paid/recurring`. Amounts are minor units.
 */
import type { Currency } from '../../rules/format';
import { CUSTOMER_NAME_MAX, INVOICE_DUE_DAYS_MAX, type InvoiceStatus } from './getting-paid';

export type RecurringPlanAction = 'pause' | 'resume' | 'stop' | 'issue-next';

export const RECURRING_API = {
  /** GET (`status` comma-separated, `after`, `limit`): newest first, by cursor. POST (NewRecurringPlan): make one. */
  plans: '/api/recurring-plans',
  /** GET: the plan and its cycles' invoices. PATCH (RecurringPlanChanges, ACTIVE or PAUSED): its future cycles' terms (decision 0088). */
  plan: (id: string) => `/api/recurring-plans/${encodeURIComponent(id)}`,
  /** POST `{}`: pause (ACTIVE), resume (PAUSED), stop (ACTIVE or PAUSED), issue-next (the sandbox's, ACTIVE). */
  action: (id: string, action: RecurringPlanAction) => `/api/recurring-plans/${encodeURIComponent(id)}/${action}`,
  /** DELETE: remove the plan's card on file (decision 0089); its next cycles are paid on their pages. */
  paymentMethod: (id: string) => `/api/recurring-plans/${encodeURIComponent(id)}/payment-method`,
} as const;

export const RECURRING_INTERVALS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type RecurringInterval = (typeof RECURRING_INTERVALS)[number];

/** ACTIVE issues its cycles; PAUSED issues none; STOPPED (the merchant) and COMPLETED (its last cycle issued) are final. */
export const RECURRING_PLAN_STATUSES = ['ACTIVE', 'PAUSED', 'STOPPED', 'COMPLETED'] as const;
export type RecurringPlanStatus = (typeof RECURRING_PLAN_STATUSES)[number];

/** The gateway's limits (decision 0082). */
export const RECURRING_LIMITS = {
  nameMax: 100,
  descriptionMax: 255,
  customerNameMax: CUSTOMER_NAME_MAX,
  totalCyclesMax: 1000,
  /** The first cycle is at most this many days ahead (the invoices' due-date reach). */
  startDaysMax: INVOICE_DUE_DAYS_MAX,
  /** The end date is at most five years after the start. */
  endDaysMax: 1826,
  /** ACTIVE or PAUSED plans per business and environment. */
  livePlansMax: 100,
} as const;

export interface RecurringPlan {
  id: string;
  name: string;
  description: string;
  currency: Currency;
  /** Each cycle's invoice, in minor units. */
  amount: number;
  interval: RecurringInterval;
  total_cycles: number | null;
  end_date: string | null;
  start_date: string;
  customer: { name: string; email: string };
  status: RecurringPlanStatus;
  /** The business's calendar day of the next cycle; null unless ACTIVE (a paused plan's next day is decided when it resumes). */
  next_charge_date: string | null;
  cycles_issued: number;
  created: string;
  updated: string;
  paused_at: string | null;
  stopped_at: string | null;
  completed_at: string | null;
}

export interface RecurringPlansAnswer {
  docs: RecurringPlan[];
  has_next: boolean;
  next_cursor: string | null;
}

export interface RecurringCycle {
  cycle: number;
  scheduled_date: string;
  issued_at: string;
  invoice: { id: string; status: InvoiceStatus; amount: number; short_invoice_url: string; paid_at: string | null };
}

/**
 * The card a customer saved for a plan on a cycle's hosted page (decision 0089): its later cycles are
 * charged to it when issued. Only what a receipt shows: never the number.
 */
export interface RecurringPaymentMethod {
  type: 'CARD';
  brand: string;
  last_four: string;
  /** MM/YY. */
  expiry: string;
  /** The multi-use token the automatic charges use. */
  token_id: string;
  /** When the customer agreed, and the email they paid with. */
  consented_at: string;
  payer_email: string | null;
}

/**
 * Why an automatic charge failed (the card networks' answers, with spec 02 §8's decline reasons'
 * names). Gateways before decision 0092 answer CARD_DECLINED only.
 */
export const RECURRING_CHARGE_FAILURES = ['CARD_DECLINED', 'INSUFFICIENT_BALANCE', 'EXPIRED_CARD', 'STOLEN_CARD', 'INACTIVE_CARD'] as const;
export type RecurringChargeFailureReason = (typeof RECURRING_CHARGE_FAILURES)[number];

/**
 * The hard declines (decision 0092): the card itself can never be charged again (expired, reported
 * stolen, closed or blocked by its bank), so the charge is not retried and the card leaves the plan;
 * the card networks forbid charging such a card again. The others are soft: the same card may pass
 * later (a generic decline, not enough money today), so they are retried on RECURRING_CHARGE_RETRY_DAYS.
 */
export const RECURRING_HARD_DECLINES = ['EXPIRED_CARD', 'STOLEN_CARD', 'INACTIVE_CARD'] as const satisfies readonly RecurringChargeFailureReason[];

/** Whether a failed automatic charge is a hard decline (decision 0092): no retry, the card removed from the plan. */
export const isHardDecline = (reason: RecurringChargeFailureReason): boolean => (RECURRING_HARD_DECLINES as readonly string[]).includes(reason);

/**
 * When a declined automatic charge is tried again (decision 0090): this many days after the decline,
 * through the same charge, while its invoice is still open, the plan ACTIVE or COMPLETED and the card on file.
 */
export const RECURRING_CHARGE_RETRY_DAYS = [1, 3, 5] as const;

/**
 * The plan's last failed automatic charge (decision 0089): its cycle's invoice stays open, to be paid
 * on its page, and the card is tried again on a fixed schedule (0090). The fields after `reason` are
 * absent from gateways before 0090.
 */
export interface RecurringChargeFailure {
  cycle: number;
  failed_at: string;
  reason: RecurringChargeFailureReason;
  /** The declined attempt's card payment (status FAILED), in the card payments list. */
  card_payment_id?: string | null;
  /** How many retries (of RECURRING_CHARGE_RETRY_DAYS' length) were made. */
  retries_made?: number;
  /** When the card is tried next; null when no retry is coming (all made, a hard decline, the plan paused or stopped, the invoice no longer open, no card). */
  next_retry_at?: string | null;
}

export interface RecurringPlanDetail extends RecurringPlan {
  /** Newest first. */
  cycles: RecurringCycle[];
  /** The card on file (decision 0089); null: each cycle is paid on its page. Absent from gateways before it. */
  payment_method?: RecurringPaymentMethod | null;
  /** The last automatic charge that failed, until one succeeds; null when none did. */
  last_charge_failure?: RecurringChargeFailure | null;
}

/** POST /api/recurring-plans: ends after `total_cycles`, or on `end_date`, or when stopped (neither). */
export interface NewRecurringPlan {
  name: string;
  description?: string;
  currency: Currency;
  amount: number;
  interval: RecurringInterval;
  start_date: string;
  total_cycles?: number;
  end_date?: string;
  customer_name: string;
  customer_email: string;
}

/**
 * PATCH /api/recurring-plans/:id (decision 0088): a live plan's terms for its future cycles; the
 * invoices already issued stay as they are. A field left out is unchanged. The end is replaced as a
 * whole: sending `total_cycles` or `end_date` sets both (the one not sent becomes null), and both null
 * is "until stopped". Interval, currency and start date are not editable.
 */
export interface RecurringPlanChanges {
  name?: string;
  description?: string;
  amount?: number;
  customer_name?: string;
  customer_email?: string;
  total_cycles?: number | null;
  end_date?: string | null;
}

/** The fields a plan's edit may carry (RecurringPlanChanges' keys). */
export const RECURRING_EDITABLE_FIELDS = ['name', 'description', 'amount', 'customer_name', 'customer_email', 'total_cycles', 'end_date'] as const satisfies readonly (keyof RecurringPlanChanges)[];

/** An edited end's problem, named by its message key (the form's translations, the gateway's messages). */
export type PlanEndProblem = 'cyclesBelowIssued' | 'endDateBeforeNext';

/**
 * The first day an edited plan may end on (decision 0088): its next cycle's day when ACTIVE; a PAUSED
 * plan has none yet (it is decided when it resumes), so today, the earliest it could bill again; never
 * before its start. Days are the business's (YYYY-MM-DD).
 */
export const earliestEndDate = (plan: Pick<RecurringPlan, 'status' | 'next_charge_date' | 'start_date'>, today: string): string => {
  const next = plan.status === 'ACTIVE' && plan.next_charge_date !== null ? plan.next_charge_date : today;
  return next > plan.start_date ? next : plan.start_date;
};

/**
 * An edited end checked against what the plan already did (decision 0088): a count below the cycles
 * already issued, or an end date before `earliestEndDate`, is refused. A count equal to the cycles
 * issued is taken: the plan has issued its last cycle and completes. The bounds creation checks (1 to
 * 1,000 cycles, five years from the start) are checked beside this one.
 */
export function planEndProblem(
  end: { total_cycles: number | null; end_date: string | null },
  plan: Pick<RecurringPlan, 'status' | 'next_charge_date' | 'start_date' | 'cycles_issued'>,
  today: string,
): PlanEndProblem | null {
  if (end.total_cycles !== null && end.total_cycles < plan.cycles_issued) return 'cyclesBelowIssued';
  if (end.end_date !== null && end.end_date < earliestEndDate(plan, today)) return 'endDateBeforeNext';
  return null;
}
