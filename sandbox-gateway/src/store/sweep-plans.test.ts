/** @jest-environment node */
// Every read of invoices and recurring plans first sweeps what fell due (reminders, card retries).
// Those sweeps must start from the few due rows (each table's partial index), not from the
// business's invoices: with no statistics SQLite's planner walked every PENDING invoice, ~10 ms a
// read at 50,000 invoices (the CI's invoices-list budget check missed by 2 ms). The plans are
// checked here, which a timing cannot be on a busy machine.
import Database from 'better-sqlite3';
import { migrate } from '../db/migrate';
import { DUE_REMINDERS_SQL } from './invoice-reminders';
import { dueRetriesSql } from './recurring-retries';

let db: Database.Database;
beforeAll(() => {
  db = new Database(':memory:');
  migrate(db);
});
afterAll(() => db.close());

const planOf = (sql: string, ...params: string[]): string[] =>
  (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((step) => step.detail);

test('the reminder sweep starts from the unsent reminders due, then finds each one\'s invoice by id', () => {
  const plan = planOf(DUE_REMINDERS_SQL, '2026-12-02T00:00:00.000Z');
  expect(plan[0]).toMatch(/^SEARCH r USING INDEX invoice_reminders_unsent \(due_at<\?\)/);
  expect(plan[1]).toMatch(/^SEARCH i USING INDEX sqlite_autoindex_invoices_1 \(id=\?\)/);
});

test.each([
  ['every plan', false, /^SEARCH r USING INDEX recurring_charge_retries_due \(next_retry_at>\? AND next_retry_at<\?\)/],
  ['one plan', true, /^SEARCH r USING INDEX sqlite_autoindex_recurring_charge_retries_\d \(plan_id=\?\)/],
])('the card retry sweep of %s starts from its retries, then finds plan and invoice by id', (_name, onePlan, first) => {
  const now = '2026-12-02T00:00:00.000Z';
  const plan = planOf(dueRetriesSql(onePlan), now, 'biz_tokoku', 'PRODUCTION', now, ...(onePlan ? ['rplan_1'] : []));
  expect(plan[0]).toMatch(first);
  expect(plan.slice(1, 3)).toEqual([expect.stringMatching(/^SEARCH p USING INDEX sqlite_autoindex_recurring_plans_1 \(id=\?\)/), expect.stringMatching(/^SEARCH i USING INDEX sqlite_autoindex_invoices_1 \(id=\?\)/)]);
});
