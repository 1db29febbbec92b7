import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import { settlePayment, type HostedPayment } from './hosted-payments';
import type { InvoiceRow } from './invoices';
import { planCardOf, recordCharged, recordDecline } from './recurring-cards';

/** What became of a cycle's automatic charge: none (no card on file), declined, or charged (its payment). */
export type CycleCharge = { kind: 'none' } | { kind: 'declined' } | { kind: 'charged'; payment: HostedPayment };

/**
 * Charges a just-issued cycle's invoice to its plan's card on file (decision 0089), inside the
 * issuing transaction (the guarded cycle update that issues it once also charges it once), through
 * the hosted payment's own path (settlePayment: the card payment with the saved multi-use token, its
 * ledger entry, the invoice PAID). A decline (the sandbox's control) writes no payment and no ledger
 * entry: the invoice stays PENDING, to be paid on its page, and the plan records the failure.
 */
export function chargeCycle(db: SandboxDatabase, invoice: InvoiceRow, planId: string, cycle: number, at: number): CycleCharge {
  const card = planCardOf(db, planId);
  if (!card) return { kind: 'none' };
  if (card.decline_next === 1) {
    recordDecline(db, planId, cycle, isoAt(at));
    return { kind: 'declined' };
  }
  const payment = settlePayment(db, { kind: 'invoice', row: invoice }, card.payer_email, at, { id: card.token_id, type: 'multiUse' });
  if (!payment) return { kind: 'none' };
  recordCharged(db, planId);
  return { kind: 'charged', payment };
}
