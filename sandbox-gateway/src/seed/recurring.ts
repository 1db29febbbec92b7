import type { SandboxDatabase } from '../db/connection';
import { addDays, businessTimeZone, dayIn } from '../store/business-calendar';
import { insertRecurringPlan, issueDueCycles, pausePlan, recurringPlanOf, stopPlan, type NewPlanRow } from '../store/recurring-plans';

const DAY = 24 * 3_600_000;

interface PlanExample extends Omit<NewPlanRow, 'start_date' | 'currency'> {
  /** Days from the seed's day to the first cycle (negative: it started before). */
  startsIn: number;
  /** What happened after, that many days before the seed's moment. */
  then?: ['paused' | 'stopped', number];
}

// Toko Ku's plans (decision 0082), so a first look at Recurring is not empty: one billing every
// month, one paused, one stopped, one starting soon. Their cycles' invoices are issued as the
// sandbox issues them (as of each cycle's day) and never paid: a paid one would move money that the
// balance and its tests count. All start more than two days back or ahead, so the invoices examples
// (seed/getting-paid.ts) stay the newest of the list.
const TOKO_KU: readonly PlanExample[] = [
  { name: 'Batik of the month club', description: 'One hand-stamped batik shirt every month.', amount: 250_000, interval: 'MONTHLY', total_cycles: null, end_date: null,
    customer_name: 'Sari Wulandari', customer_email: 'sari@example.test', startsIn: -65 },
  { name: 'Weekly fabric restock', description: 'Ten rolls of cotton for Toko Melati.', amount: 1_200_000, interval: 'WEEKLY', total_cycles: 12, end_date: null,
    customer_name: 'Toko Melati', customer_email: 'orders@melati.example.test', startsIn: -20, then: ['paused', 4] },
  { name: 'Shop rent share', description: 'Half of the market stall rent.', amount: 750_000, interval: 'MONTHLY', total_cycles: null, end_date: null,
    customer_name: 'Rudi Hartono', customer_email: 'rudi@example.test', startsIn: -100, then: ['stopped', 12] },
  { name: 'Sewing class, ten lessons', description: 'Saturday sewing class.', amount: 120_000, interval: 'WEEKLY', total_cycles: 10, end_date: null,
    customer_name: 'Dewi Lestari', customer_email: 'dewi@example.test', startsIn: 3 },
];

/** Made by the store's own functions, as the routes make them, at moments before `now`. */
export function insertRecurringExamples(db: SandboxDatabase, now: number): void {
  const scope = { businessId: 'biz_tokoku', environment: 'PRODUCTION' as const, timeZone: businessTimeZone('Indonesia') };
  const today = dayIn(scope.timeZone, now);
  for (const { startsIn, then, ...example } of TOKO_KU) {
    const created = now - Math.max(1 - startsIn, 1) * DAY;
    const plan = insertRecurringPlan(db, scope, { ...example, currency: 'IDR', start_date: addDays(today, startsIn) }, created);
    const changedAt = then ? now - then[1] * DAY : now;
    issueDueCycles(db, scope, changedAt, plan.id, { email: false });
    if (then?.[0] === 'paused') pausePlan(db, plan.id, changedAt);
    if (then?.[0] === 'stopped') stopPlan(db, plan.id, changedAt);
    if (!recurringPlanOf(db, scope, plan.id)) throw new Error(`the example plan ${example.name} was not written`);
  }
}
