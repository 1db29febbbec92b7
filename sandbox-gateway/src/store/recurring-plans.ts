import { invoiceExpiry } from 'shared-contracts/areas/getting-paid/getting-paid-rules';
import type { InvoiceStatus } from 'shared-contracts/areas/getting-paid/getting-paid';
import { newId } from '../auth/secrets';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import { dayIn, startOfDay } from './business-calendar';
import type { ListScope } from './getting-paid-lists';
import { expireDue, insertInvoice, invoiceSettingsOf, mailInvoice, type PageOrigin } from './invoices';
import { decodeListCursor, encodeListCursor, type ListCursor } from './list-cursor';
import type { RecurringPlan, RecurringPlanStatus } from 'shared-contracts/areas/getting-paid/recurring';
import { firstStepFrom, isWithinPlan, stepDate } from './recurring-schedule';
import { chargeCycle } from './recurring-charges';
import type { HostedPayment } from './hosted-payments';

/**
 * Recurring plans (issue 44, docs/decisions/0082-recurring-payments.md): a customer billed the same
 * amount every day, week or month, each cycle an ordinary invoice (its hosted page, expiry, email and
 * payment are the invoices'). ACTIVE issues its cycles; PAUSED issues none (the cycles missed are
 * skipped on resuming); STOPPED (the merchant) and COMPLETED (its last cycle issued) are final.
 */

/** A stored plan: the wire type's fields, with its customer flat, whose it is and where its schedule stands. */
export interface RecurringPlanRow extends Omit<RecurringPlan, 'customer'> {
  business_id: string;
  environment: ListScope['environment'];
  customer_name: string;
  customer_email: string;
  next_index: number;
}

/** A plan's scope: whose, and the calendar its days are counted in. */
export interface PlanScope extends ListScope {
  timeZone: string;
}

export type NewPlanRow = Pick<RecurringPlanRow, 'name' | 'description' | 'currency' | 'amount' | 'interval' | 'total_cycles' | 'end_date' | 'start_date' | 'customer_name' | 'customer_email'>;

export function insertRecurringPlan(db: SandboxDatabase, scope: ListScope, input: NewPlanRow, now: number): RecurringPlanRow {
  const at = isoAt(now);
  const row: RecurringPlanRow = {
    id: newId('rcp'), business_id: scope.businessId, environment: scope.environment, ...input, status: 'ACTIVE', next_index: 0,
    next_charge_date: input.start_date, cycles_issued: 0, created: at, updated: at, paused_at: null, stopped_at: null, completed_at: null,
  };
  const columns = Object.keys(row) as (keyof RecurringPlanRow)[];
  db.prepare(`INSERT INTO recurring_plans (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(columns.map((column) => row[column]));
  return row;
}

/** Plans that still bill (ACTIVE or PAUSED): the ones the limit counts. */
export const countLivePlans = (db: SandboxDatabase, scope: ListScope): number =>
  db.prepare("SELECT COUNT(*) FROM recurring_plans WHERE business_id = ? AND environment = ? AND status IN ('ACTIVE', 'PAUSED')").pluck().get(scope.businessId, scope.environment) as number;

export const recurringPlanOf = (db: SandboxDatabase, scope: ListScope, id: string): RecurringPlanRow | undefined =>
  db.prepare('SELECT * FROM recurring_plans WHERE id = ? AND business_id = ? AND environment = ?').get(id, scope.businessId, scope.environment) as RecurringPlanRow | undefined;

export const decodePlanCursor = (text: string): ListCursor | undefined => decodeListCursor(text, 'rcp');

/** One page of the plans, newest first by (created, id), optionally of some statuses. */
export function recurringPlanPage(
  db: SandboxDatabase,
  scope: ListScope,
  filter: { statuses?: readonly RecurringPlanStatus[]; after?: ListCursor; limit: number },
): { rows: RecurringPlanRow[]; nextCursor: string | null } {
  const where = ['business_id = ?', 'environment = ?'];
  const params: (string | number)[] = [scope.businessId, scope.environment];
  if (filter.statuses && filter.statuses.length > 0) {
    where.push(`status IN (${filter.statuses.map(() => '?').join(', ')})`);
    params.push(...filter.statuses);
  }
  if (filter.after) {
    where.push('(created < ? OR (created = ? AND id < ?))');
    params.push(filter.after.created, filter.after.created, filter.after.id);
  }
  const rows = db.prepare(`SELECT * FROM recurring_plans WHERE ${where.join(' AND ')} ORDER BY created DESC, id DESC LIMIT ?`).all(...params, filter.limit + 1) as RecurringPlanRow[];
  const last = rows.length > filter.limit ? rows[filter.limit - 1] : undefined;
  return { rows: rows.slice(0, filter.limit), nextCursor: last ? encodeListCursor(last) : null };
}

export interface IssueOptions {
  /** false: no outbox message (the seed: like its invoice examples, its cycles' emails went out before the sandbox's outbox began). */
  email?: boolean;
}

/** After issuing step `index` (the plan's `issued`-th invoice): the next step, or null when that was the last. */
function nextAfter(plan: RecurringPlanRow, index: number, issued: number): { index: number; date: string } | null {
  const next = index + 1;
  return isWithinPlan(plan, plan.start_date, plan.interval, next, issued) ? { index: next, date: stepDate(plan.start_date, plan.interval, next) } : null;
}

/** An issued cycle: the automatic charge to the plan's card on file it paid with, if any (decision 0089). */
export interface IssuedCycle {
  charge: HostedPayment | undefined;
}

/**
 * Issues the plan's next cycle as an invoice made at `at`, in one guarded write: undefined (nothing
 * written) when the plan is no longer ACTIVE at that step, so two issuers never issue (or charge) one
 * cycle twice. The plan is COMPLETED when this was its last cycle. With a card on file the invoice is
 * charged at once (decision 0089); otherwise, or when the charge is declined, it is emailed to the
 * customer to pay on its page.
 */
export function issueCycle(db: SandboxDatabase, scope: ListScope, plan: RecurringPlanRow, at: number, options: IssueOptions = {}): IssuedCycle | undefined {
  const issued = plan.cycles_issued + 1;
  const next = nextAfter(plan, plan.next_index, issued);
  const stamp = isoAt(at);
  const moved = db
    .prepare(
      `UPDATE recurring_plans SET next_index = ?, next_charge_date = ?, cycles_issued = ?, status = ?, completed_at = ?, updated = ?
       WHERE id = ? AND status = 'ACTIVE' AND next_index = ?`,
    )
    .run(next?.index ?? plan.next_index + 1, next?.date ?? null, issued, next ? 'ACTIVE' : 'COMPLETED', next ? null : stamp, stamp, plan.id, plan.next_index).changes;
  if (moved !== 1) return undefined;
  const ttl = invoiceSettingsOf(db, scope.businessId).invoice_ttl;
  const invoice = insertInvoice(db, scope, {
    externalId: `${plan.id}-${issued}`, currency: plan.currency, description: plan.name, items: [{ name: plan.name, quantity: 1, price: plan.amount }],
    customerName: plan.customer_name, payerEmail: plan.customer_email, shouldSendEmail: true, dueDate: null, expiry: invoiceExpiry(at, ttl),
  }, at);
  db.prepare('INSERT INTO recurring_cycles (plan_id, cycle, scheduled_date, invoice_id, issued_at) VALUES (?, ?, ?, ?, ?)').run(
    plan.id, issued, stepDate(plan.start_date, plan.interval, plan.next_index), invoice.id, stamp,
  );
  const charge = chargeCycle(db, invoice, plan.id, issued, at);
  if (charge.kind === 'charged') return { charge: charge.payment };
  if (options.email !== false) mailInvoice(db, invoice, at);
  return { charge: undefined };
}

/** The most cycles one sweep issues for a plan (a daily plan nobody read for a year is 365). */
const SWEEP_MAX = 400;

/**
 * The sandbox's scheduler: every cycle whose day has come (in the business's calendar) is issued, as
 * of that day's start (or the plan's creation, for a plan starting today), before the plans are read.
 * Answers the automatic charges it made, whose callbacks the caller sends once the writes are done.
 */
export function issueDueCycles(db: SandboxDatabase, scope: PlanScope, now: number, planId?: string, options: IssueOptions = {}): HostedPayment[] {
  const today = dayIn(scope.timeZone, now);
  const due = db
    .prepare(`SELECT * FROM recurring_plans WHERE business_id = ? AND environment = ? AND status = 'ACTIVE' AND next_charge_date <= ?${planId ? ' AND id = ?' : ''}`)
    .all(scope.businessId, scope.environment, today, ...(planId ? [planId] : [])) as RecurringPlanRow[];
  const charges: HostedPayment[] = [];
  for (const first of due) {
    db.transaction(() => {
      let plan: RecurringPlanRow | undefined = first;
      for (let step = 0; plan && plan.status === 'ACTIVE' && plan.next_charge_date !== null && plan.next_charge_date <= today && step < SWEEP_MAX; step += 1) {
        const at = Math.min(now, Math.max(startOfDay(scope.timeZone, plan.next_charge_date), Date.parse(plan.created)));
        const issued = issueCycle(db, scope, plan, at, options);
        if (!issued) break;
        if (issued.charge) charges.push(issued.charge);
        plan = recurringPlanOf(db, scope, plan.id);
      }
    }).immediate();
  }
  return charges;
}

const stateChange = (db: SandboxDatabase, sql: string, params: (string | number | null)[]): boolean => db.prepare(sql).run(...params).changes === 1;

/** ACTIVE becomes PAUSED; false (nothing changes) otherwise. */
export const pausePlan = (db: SandboxDatabase, id: string, now: number): boolean =>
  stateChange(db, "UPDATE recurring_plans SET status = 'PAUSED', paused_at = ?, updated = ? WHERE id = ? AND status = 'ACTIVE'", [isoAt(now), isoAt(now), id]);

/** ACTIVE or PAUSED becomes STOPPED, for good; the invoices already issued stay payable. */
export const stopPlan = (db: SandboxDatabase, id: string, now: number): boolean =>
  stateChange(db, "UPDATE recurring_plans SET status = 'STOPPED', next_charge_date = NULL, stopped_at = ?, updated = ? WHERE id = ? AND status IN ('ACTIVE', 'PAUSED')", [isoAt(now), isoAt(now), id]);

/**
 * PAUSED becomes ACTIVE at its first step from today (the cycles missed while paused are skipped, not
 * billed at once), or COMPLETED when its end date passed meanwhile; false when it was not PAUSED.
 */
export function resumePlan(db: SandboxDatabase, scope: PlanScope, plan: RecurringPlanRow, now: number): boolean {
  const index = firstStepFrom(plan.start_date, plan.interval, plan.next_index, dayIn(scope.timeZone, now));
  const open = isWithinPlan(plan, plan.start_date, plan.interval, index, plan.cycles_issued);
  const at = isoAt(now);
  return stateChange(
    db,
    `UPDATE recurring_plans SET status = ?, next_index = ?, next_charge_date = ?, paused_at = NULL, completed_at = ?, updated = ? WHERE id = ? AND status = 'PAUSED'`,
    [open ? 'ACTIVE' : 'COMPLETED', index, open ? stepDate(plan.start_date, plan.interval, index) : null, open ? null : at, at, plan.id],
  );
}

/** An edit's new terms (decision 0088): the fields given change, the end as a whole when given. */
export type PlanChangeRow = Partial<Pick<RecurringPlanRow, 'name' | 'description' | 'amount' | 'customer_name' | 'customer_email' | 'total_cycles' | 'end_date'>>;

/**
 * Writes an edit of a live plan, guarded by the state it was checked against (its status and the
 * cycles it issued), so an edit checked against a plan that has moved since writes nothing (false).
 * Only its future cycles read the new terms: an issued cycle's invoice keeps its own. A count equal
 * to the cycles issued completes the plan at once.
 */
export function changePlan(db: SandboxDatabase, plan: RecurringPlanRow, changes: PlanChangeRow, now: number): boolean {
  const at = isoAt(now);
  const completes = changes.total_cycles != null && changes.total_cycles <= plan.cycles_issued;
  const columns = Object.keys(changes) as (keyof PlanChangeRow)[];
  const sets = [...columns.map((column) => `${column} = ?`), 'updated = ?'];
  const values: (string | number | null)[] = [...columns.map((column) => changes[column] ?? null), at];
  if (completes) sets.push("status = 'COMPLETED'", 'next_charge_date = NULL', 'paused_at = NULL', 'completed_at = ?');
  if (completes) values.push(at);
  return stateChange(
    db,
    `UPDATE recurring_plans SET ${sets.join(', ')} WHERE id = ? AND status = ? AND status IN ('ACTIVE', 'PAUSED') AND next_index = ? AND cycles_issued = ?`,
    [...values, plan.id, plan.status, plan.next_index, plan.cycles_issued],
  );
}

export interface PlanCycleRow {
  cycle: number;
  scheduled_date: string;
  issued_at: string;
  invoice_id: string;
  invoice_status: InvoiceStatus;
  code: string;
  amount: number;
  paid_at: string | null;
}

/** The plan's cycles, newest first, with their invoices as they stand (expired ones swept first). */
export function cyclesOf(db: SandboxDatabase, planId: string, now: number): PlanCycleRow[] {
  expireDue(db, now);
  return db
    .prepare(
      `SELECT c.cycle, c.scheduled_date, c.issued_at, c.invoice_id, i.status AS invoice_status, i.code, i.amount, i.paid_at
       FROM recurring_cycles c JOIN invoices i ON i.id = c.invoice_id WHERE c.plan_id = ? ORDER BY c.cycle DESC`,
    )
    .all(planId) as PlanCycleRow[];
}

export const hostedUrl = (origin: PageOrigin, code: string): string => `${origin}/api/pay/${code}`;
