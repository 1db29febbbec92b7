import type { InvoiceStatus } from 'shared-contracts/areas/getting-paid/getting-paid';
import type { Currency } from 'shared-contracts/rules';
import type { PageOrigin } from '../store/invoices';
import { hostedUrl, type PlanCycleRow, type RecurringPlanRow, type RecurringPlanStatus } from '../store/recurring-plans';
import type { RecurringInterval } from '../store/recurring-schedule';

/**
 * What /api/recurring-plans answers (decision 0082). The remote keeps the same shapes in its
 * src/api/recurring-plans.ts: they belong in shared-contracts' getting-paid area, which this change
 * was not to touch (the decision says so).
 */
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

export interface RecurringPlanDetail extends RecurringPlan {
  /** Newest first. */
  cycles: RecurringCycle[];
}

export const toRecurringPlan = (row: RecurringPlanRow): RecurringPlan => ({
  id: row.id, name: row.name, description: row.description, currency: row.currency, amount: row.amount, interval: row.interval,
  total_cycles: row.total_cycles, end_date: row.end_date, start_date: row.start_date, customer: { name: row.customer_name, email: row.customer_email },
  status: row.status, next_charge_date: row.status === 'ACTIVE' ? row.next_charge_date : null, cycles_issued: row.cycles_issued, created: row.created, updated: row.updated,
  paused_at: row.paused_at, stopped_at: row.stopped_at, completed_at: row.completed_at,
});

export const toRecurringPlanDetail = (row: RecurringPlanRow, cycles: PlanCycleRow[], origin: PageOrigin): RecurringPlanDetail => ({
  ...toRecurringPlan(row),
  cycles: cycles.map((cycle) => ({
    cycle: cycle.cycle, scheduled_date: cycle.scheduled_date, issued_at: cycle.issued_at,
    invoice: { id: cycle.invoice_id, status: cycle.invoice_status, amount: cycle.amount, short_invoice_url: hostedUrl(origin, cycle.code), paid_at: cycle.paid_at },
  })),
});
