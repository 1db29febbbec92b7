import { isHardDecline, type RecurringChargeFailure, type RecurringChargeFailureReason, type RecurringPaymentMethod } from 'shared-contracts/areas/getting-paid/recurring';
import type { SandboxDatabase } from '../db/connection';
import { endPlanRetries } from './recurring-retries';

/**
 * A recurring plan's card on file (issue 44, docs/decisions/0089-recurring-card-on-file.md): saved
 * when the customer pays a cycle's hosted page with the consent box checked (one per plan, a newer
 * consent replaces it), charged for the plan's later cycles, removed by the merchant. The plan keeps
 * its last failed automatic charge until the card changes or a later charge succeeds.
 */

export interface PlanCardRow {
  plan_id: string;
  token_id: string;
  brand: string;
  last_four: string;
  expiry: string;
  consented_at: string;
  payer_email: string | null;
  /** The sandbox's test control: the next charge is declined (once), for this reason (decision 0092; NULL: CARD_DECLINED). */
  decline_next: 0 | 1;
  decline_reason: RecurringChargeFailureReason | null;
}

export type SavedCard = Omit<PlanCardRow, 'plan_id' | 'decline_next' | 'decline_reason'>;

export const planCardOf = (db: SandboxDatabase, planId: string): PlanCardRow | undefined =>
  db.prepare('SELECT * FROM recurring_plan_cards WHERE plan_id = ?').get(planId) as PlanCardRow | undefined;

/** The plan whose cycle issued this invoice, while it still bills (ACTIVE or PAUSED): only its page offers to save the card. */
export const livePlanOfInvoice = (db: SandboxDatabase, invoiceId: string): string | undefined =>
  db
    .prepare("SELECT p.id FROM recurring_cycles c JOIN recurring_plans p ON p.id = c.plan_id WHERE c.invoice_id = ? AND p.status IN ('ACTIVE', 'PAUSED')")
    .pluck()
    .get(invoiceId) as string | undefined;

const clearFailure = (db: SandboxDatabase, planId: string): void => {
  db.prepare('UPDATE recurring_plans SET charge_failed_at = NULL, charge_failure_reason = NULL, charge_failed_cycle = NULL WHERE id = ?').run(planId);
};

/** The customer's consent: the plan's card on file is this one (replacing any before it). */
export function saveCard(db: SandboxDatabase, planId: string, card: SavedCard): void {
  db.prepare(
    `INSERT INTO recurring_plan_cards (plan_id, token_id, brand, last_four, expiry, consented_at, payer_email, decline_next) VALUES (?, ?, ?, ?, ?, ?, ?, 0)
     ON CONFLICT (plan_id) DO UPDATE SET token_id = excluded.token_id, brand = excluded.brand, last_four = excluded.last_four, expiry = excluded.expiry,
       consented_at = excluded.consented_at, payer_email = excluded.payer_email, decline_next = 0, decline_reason = NULL`,
  ).run(planId, card.token_id, card.brand, card.last_four, card.expiry, card.consented_at, card.payer_email);
  clearFailure(db, planId);
}

/** The merchant removes the card: false when the plan had none. Its declined invoices are not retried (decision 0090). */
export function removeCard(db: SandboxDatabase, planId: string): boolean {
  const removed = db.prepare('DELETE FROM recurring_plan_cards WHERE plan_id = ?').run(planId).changes === 1;
  if (removed) clearFailure(db, planId);
  if (removed) endPlanRetries(db, planId);
  return removed;
}

/** The sandbox's control: the card's next charge is declined for `reason`; false when the plan has no card. */
export const declineNextCharge = (db: SandboxDatabase, planId: string, reason: RecurringChargeFailureReason): boolean =>
  db.prepare('UPDATE recurring_plan_cards SET decline_next = 1, decline_reason = ? WHERE plan_id = ?').run(reason, planId).changes === 1;

/**
 * A declined automatic charge: the test control is used up and the plan records it, unless it shows
 * a later cycle's failure already (a retry of an older cycle, decision 0090, does not hide it). A hard
 * decline (decision 0092) takes the card off the plan, failure kept: it is never charged again, its
 * other invoices' retries end, and the next cycles are emailed until the customer saves another card.
 */
export function recordDecline(db: SandboxDatabase, planId: string, cycle: number, failedAt: string, reason: RecurringChargeFailureReason): void {
  db.prepare('UPDATE recurring_plan_cards SET decline_next = 0, decline_reason = NULL WHERE plan_id = ?').run(planId);
  db.prepare(
    'UPDATE recurring_plans SET charge_failed_at = ?, charge_failure_reason = ?, charge_failed_cycle = ? WHERE id = ? AND (charge_failed_cycle IS NULL OR charge_failed_cycle <= ?)',
  ).run(failedAt, reason, cycle, planId, cycle);
  if (isHardDecline(reason)) {
    db.prepare('DELETE FROM recurring_plan_cards WHERE plan_id = ?').run(planId);
    endPlanRetries(db, planId);
  }
}

/**
 * A successful automatic charge of `cycle` clears the failure shown: its own (a retry that paid,
 * decision 0090), or an older cycle's whose invoice no longer waits (paid on its page, expired). An
 * older cycle still open, retried or not, stays shown: the merchant still has money to collect.
 */
export function recordCharged(db: SandboxDatabase, planId: string, cycle: number): void {
  db.prepare(
    `UPDATE recurring_plans SET charge_failed_at = NULL, charge_failure_reason = NULL, charge_failed_cycle = NULL WHERE id = ? AND (charge_failed_cycle = ? OR NOT EXISTS (
       SELECT 1 FROM recurring_charge_retries r JOIN invoices i ON i.id = r.invoice_id
       WHERE r.plan_id = recurring_plans.id AND r.cycle = recurring_plans.charge_failed_cycle AND i.status = 'PENDING'))`,
  ).run(planId, cycle);
}

/** The plan's card as the detail answers it. */
export const toPaymentMethod = (card: PlanCardRow | undefined): RecurringPaymentMethod | null =>
  card
    ? { type: 'CARD', brand: card.brand, last_four: card.last_four, expiry: card.expiry, token_id: card.token_id, consented_at: card.consented_at, payer_email: card.payer_email }
    : null;

interface FailureRow {
  charge_failed_at: string | null;
  charge_failure_reason: RecurringChargeFailureReason | null;
  charge_failed_cycle: number | null;
  plan_status: string;
  retries_made: number | null;
  next_retry_at: string | null;
  last_payment_id: string | null;
  invoice_status: string | null;
}

/**
 * The plan's last failed charge as the detail answers it, with its retries (decision 0090): the
 * declined attempt's FAILED card payment, the retries made, and the next one's time while it can
 * come (the plan ACTIVE or COMPLETED, the invoice PENDING).
 */
export function chargeFailureOf(db: SandboxDatabase, planId: string): RecurringChargeFailure | null {
  const row = db
    .prepare(
      `SELECT p.charge_failed_at, p.charge_failure_reason, p.charge_failed_cycle, p.status AS plan_status, r.retries_made, r.next_retry_at, r.last_payment_id, i.status AS invoice_status
       FROM recurring_plans p LEFT JOIN recurring_charge_retries r ON r.plan_id = p.id AND r.cycle = p.charge_failed_cycle LEFT JOIN invoices i ON i.id = r.invoice_id
       WHERE p.id = ?`,
    )
    .get(planId) as FailureRow | undefined;
  if (!row?.charge_failed_at || !row.charge_failure_reason || row.charge_failed_cycle === null) return null;
  const waiting = (row.plan_status === 'ACTIVE' || row.plan_status === 'COMPLETED') && row.invoice_status === 'PENDING';
  return {
    cycle: row.charge_failed_cycle, failed_at: row.charge_failed_at, reason: row.charge_failure_reason,
    card_payment_id: row.last_payment_id, retries_made: row.retries_made ?? 0, next_retry_at: waiting ? row.next_retry_at : null,
  };
}
