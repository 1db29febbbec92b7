import { RECURRING_CHARGE_RETRY_DAYS } from 'shared-contracts/areas/getting-paid/recurring';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import type { ListScope } from './getting-paid-lists';

/**
 * The retries of a declined automatic charge (issue 44, docs/decisions/0090-recurring-charge-retries.md):
 * a cycle's invoice whose charge to the card on file was declined is charged again 1, 3 and 5 days
 * after that decline (RECURRING_CHARGE_RETRY_DAYS), while it is still PENDING, the plan ACTIVE (or
 * COMPLETED: its last invoice is still owed) and a card on file. The sandbox has no scheduler: the reads of the plans make the retries that are due,
 * as they issue the cycles that are due (decision 0082), each claimed by a guarded UPDATE.
 */
const DAY_MS = 86_400_000;

export interface RetryRow {
  invoice_id: string;
  plan_id: string;
  cycle: number;
  declined_at: string;
  retries_made: number;
  next_retry_at: string | null;
  last_payment_id: string;
}

/** When the retry after `made` retries falls (days after the first decline); null when all were made. */
export const retryAt = (declinedAt: string, made: number): string | null => {
  const days = RECURRING_CHARGE_RETRY_DAYS[made];
  return days === undefined ? null : isoAt(Date.parse(declinedAt) + days * DAY_MS);
};

/**
 * A declined attempt. The first schedules the retries (none after a hard decline, `retried` false:
 * decision 0092) and keeps its invoice open as long as they would take: its expiry moves to the last
 * retry's time plus the business's invoice lifetime (when that is later), so the customer can still
 * pay it on its page, with another card after a hard decline. A retry's (claimed already) keeps its
 * FAILED payment as the last one, and ends the retries when it was a hard decline.
 */
export function recordDeclinedAttempt(
  db: SandboxDatabase,
  attempt: { invoiceId: string; planId: string; cycle: number; at: string; paymentId: string; ttlSeconds: number; retried: boolean },
): void {
  const kept = db
    .prepare(`UPDATE recurring_charge_retries SET last_payment_id = ?${attempt.retried ? '' : ', next_retry_at = NULL'} WHERE invoice_id = ?`)
    .run(attempt.paymentId, attempt.invoiceId).changes === 1;
  if (kept) return;
  db.prepare('INSERT INTO recurring_charge_retries (invoice_id, plan_id, cycle, declined_at, retries_made, next_retry_at, last_payment_id) VALUES (?, ?, ?, ?, 0, ?, ?)').run(
    attempt.invoiceId, attempt.planId, attempt.cycle, attempt.at, attempt.retried ? retryAt(attempt.at, 0) : null, attempt.paymentId,
  );
  const lastRetry = Date.parse(retryAt(attempt.at, RECURRING_CHARGE_RETRY_DAYS.length - 1)!);
  db.prepare('UPDATE invoices SET expiry_date = MAX(expiry_date, ?) WHERE id = ?').run(isoAt(lastRetry + attempt.ttlSeconds * 1000), attempt.invoiceId);
}

/**
 * The retries whose time has come, whose invoices still wait (PENDING and not past their expiry:
 * the sweep expires nothing itself, so a refused read writes nothing), of the scope's
 * plans that still collect: ACTIVE, or COMPLETED (its last invoice is still owed). A PAUSED plan's wait
 * until it resumes; a STOPPED plan's are not made (the merchant stopped charging). CROSS JOIN: the
 * due retries' partial index leads, not every PENDING invoice (sweep-plans.test.ts).
 */
export const dueRetries = (db: SandboxDatabase, scope: ListScope, now: number, planId?: string): RetryRow[] =>
  db.prepare(dueRetriesSql(planId !== undefined)).all(isoAt(now), scope.businessId, scope.environment, isoAt(now), ...(planId ? [planId] : [])) as RetryRow[];

/** dueRetries' statement: its parameters are now, business, environment, now, and the plan's id when `onePlan`. */
export const dueRetriesSql = (onePlan: boolean): string =>
  `SELECT r.* FROM recurring_charge_retries r CROSS JOIN recurring_plans p ON p.id = r.plan_id CROSS JOIN invoices i ON i.id = r.invoice_id
   WHERE r.next_retry_at IS NOT NULL AND r.next_retry_at <= ? AND p.business_id = ? AND p.environment = ? AND p.status IN ('ACTIVE', 'COMPLETED') AND i.status = 'PENDING' AND i.expiry_date > ?
   ${onePlan ? 'AND p.id = ?' : ''} ORDER BY r.next_retry_at`;

/**
 * Claims a due retry as it was read (its count and time unchanged since, its invoice still PENDING)
 * and schedules the one after it: false when another reader made it, so a burst of reads retries once.
 */
export const claimRetry = (db: SandboxDatabase, row: RetryRow): boolean =>
  db
    .prepare(
      `UPDATE recurring_charge_retries SET retries_made = retries_made + 1, next_retry_at = ?
       WHERE invoice_id = ? AND retries_made = ? AND next_retry_at = ? AND (SELECT status FROM invoices WHERE id = invoice_id) = 'PENDING'`,
    )
    .run(retryAt(row.declined_at, row.retries_made + 1), row.invoice_id, row.retries_made, row.next_retry_at).changes === 1;

/** No more retries of this invoice (it was paid, or there is no card to charge). */
export const endRetries = (db: SandboxDatabase, invoiceId: string): void => {
  db.prepare('UPDATE recurring_charge_retries SET next_retry_at = NULL WHERE invoice_id = ?').run(invoiceId);
};

/** No more retries for the plan's invoices: its card was removed. */
export const endPlanRetries = (db: SandboxDatabase, planId: string): void => {
  db.prepare('UPDATE recurring_charge_retries SET next_retry_at = NULL WHERE plan_id = ?').run(planId);
};

/**
 * The sandbox's "retry now" (test mode): the plan's next retry falls due now, so the next read of the
 * plan makes it through the same sweep; false when no retry is waiting.
 */
export const bringNextRetryForward = (db: SandboxDatabase, planId: string, now: number): boolean =>
  db
    .prepare(
      `UPDATE recurring_charge_retries SET next_retry_at = ? WHERE invoice_id = (
         SELECT r.invoice_id FROM recurring_charge_retries r JOIN invoices i ON i.id = r.invoice_id
         WHERE r.plan_id = ? AND r.next_retry_at IS NOT NULL AND i.status = 'PENDING' ORDER BY r.next_retry_at LIMIT 1)`,
    )
    .run(isoAt(now), planId).changes === 1;
