import type { RecurringChargeFailure, RecurringPaymentMethod, RecurringPlan, RecurringPlanDetail } from 'shared-contracts/areas/getting-paid/recurring';
import type { PageOrigin } from '../store/invoices';
import { hostedUrl, type PlanCycleRow, type RecurringPlanRow } from '../store/recurring-plans';

/** A stored plan as /api/recurring-plans answers it (decision 0082; the shapes: shared-contracts' getting-paid/recurring). */
export const toRecurringPlan = (row: RecurringPlanRow): RecurringPlan => ({
  id: row.id, name: row.name, description: row.description, currency: row.currency, amount: row.amount, interval: row.interval,
  total_cycles: row.total_cycles, end_date: row.end_date, start_date: row.start_date, customer: { name: row.customer_name, email: row.customer_email },
  status: row.status, next_charge_date: row.status === 'ACTIVE' ? row.next_charge_date : null, cycles_issued: row.cycles_issued, created: row.created, updated: row.updated,
  paused_at: row.paused_at, stopped_at: row.stopped_at, completed_at: row.completed_at,
});

/** What the detail tells of the plan's card on file and its last failed charge (decision 0089). */
export interface PlanCharging {
  payment_method: RecurringPaymentMethod | null;
  last_charge_failure: RecurringChargeFailure | null;
}

export const toRecurringPlanDetail = (row: RecurringPlanRow, cycles: PlanCycleRow[], origin: PageOrigin, charging: PlanCharging): RecurringPlanDetail => ({
  ...toRecurringPlan(row),
  ...charging,
  cycles: cycles.map((cycle) => ({
    cycle: cycle.cycle, scheduled_date: cycle.scheduled_date, issued_at: cycle.issued_at,
    invoice: { id: cycle.invoice_id, status: cycle.invoice_status, amount: cycle.amount, short_invoice_url: hostedUrl(origin, cycle.code), paid_at: cycle.paid_at },
  })),
});
