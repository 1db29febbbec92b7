import { isHardDecline } from 'shared-contracts/areas/getting-paid/recurring';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import type { ListScope } from './getting-paid-lists';
import { settlePayment, writeDeclinedCharge, type ChargeToken, type HostedPayment } from './hosted-payments';
import { invoiceSettingsOf, mailReceipt, type InvoiceRow } from './invoices';
import { planCardOf, recordCharged, recordDecline } from './recurring-cards';
import { claimRetry, dueRetries, endRetries, recordDeclinedAttempt } from './recurring-retries';

/** What became of an automatic charge: none (no card on file), declined (its FAILED card payment), or charged (its payment). */
export type CycleCharge = { kind: 'none' } | { kind: 'declined'; paymentId: string } | { kind: 'charged'; payment: HostedPayment };

/**
 * Charges a cycle's invoice to its plan's card on file (decision 0089), inside the caller's
 * transaction (the guarded cycle update that issues it, or the guarded claim of a retry, decision
 * 0090), through the hosted payment's own path (settlePayment: the card payment with the saved
 * multi-use token, its ledger entry, the invoice PAID), then mails the payer a receipt. A decline
 * (the sandbox's control) writes a FAILED card payment with its reason and no ledger entry: the invoice
 * stays PENDING (kept open as long as its retries would take), to be paid on its page or by a retry
 * (a soft decline's; a hard one is not retried and takes the card off the plan, decision 0092), and the plan records the failure.
 */
export function chargeCycle(db: SandboxDatabase, invoice: InvoiceRow, planId: string, cycle: number, at: number): CycleCharge {
  const card = planCardOf(db, planId);
  if (!card) return { kind: 'none' };
  const token: ChargeToken = { id: card.token_id, type: 'multiUse' };
  if (card.decline_next === 1) {
    const reason = card.decline_reason ?? 'CARD_DECLINED';
    const paymentId = writeDeclinedCharge(db, invoice, token, reason, at);
    recordDecline(db, planId, cycle, isoAt(at), reason);
    recordDeclinedAttempt(db, { invoiceId: invoice.id, planId, cycle, at: isoAt(at), paymentId, ttlSeconds: invoiceSettingsOf(db, invoice.business_id).invoice_ttl, retried: !isHardDecline(reason) });
    return { kind: 'declined', paymentId };
  }
  const payment = settlePayment(db, { kind: 'invoice', row: invoice }, card.payer_email, at, token);
  if (!payment) return { kind: 'none' };
  recordCharged(db, planId, cycle);
  endRetries(db, invoice.id);
  mailReceipt(db, invoice, { recipient: payment.payer_email, card: `${card.brand} •••• ${card.last_four}` }, at);
  return { kind: 'charged', payment };
}

/**
 * The retries whose time has come (decision 0090), before the plans are read: each in its own
 * BEGIN IMMEDIATE write, claimed first (a burst of reads retries once), as of its time, through
 * chargeCycle. Answers the charges that paid, whose callbacks the caller sends once the writes are done.
 */
export function retryDueCharges(db: SandboxDatabase, scope: ListScope, now: number, planId?: string): HostedPayment[] {
  const charges: HostedPayment[] = [];
  for (const retry of dueRetries(db, scope, now, planId)) {
    db.transaction(() => {
      if (!claimRetry(db, retry)) return;
      const invoice = db.prepare('SELECT * FROM invoices WHERE id = ?').get(retry.invoice_id) as InvoiceRow;
      const charge = chargeCycle(db, invoice, retry.plan_id, retry.cycle, Math.min(now, Date.parse(retry.next_retry_at!)));
      if (charge.kind === 'charged') charges.push(charge.payment);
      if (charge.kind === 'none') endRetries(db, retry.invoice_id);
    }).immediate();
  }
  return charges;
}
