import type { Environment } from 'shared-contracts';
import { toMajor } from 'shared-contracts/areas/balance/balance';
import type { CountryOfOperation } from 'shared-contracts';
import type { ProducedPayment } from 'shared-contracts/areas/getting-paid/getting-paid';
import { linkStatusAfterPayment } from 'shared-contracts/areas/getting-paid/getting-paid-rules';
import type { DeclineReason } from 'shared-contracts/areas/cards/cards';
import type { Currency } from 'shared-contracts/rules';
import { newId } from '../auth/secrets';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import { cardSettlementAt } from './business-calendar';
import { insertCardPaymentRows, type CardPaymentRow } from './card-payment-rows';
import { expireDue, invoiceByReference, type InvoiceRow } from './invoices';
import { recordCardPayment } from './ledger';
import { paymentLinkByReference, type PaymentLinkRow } from './payment-links';
import { livePlanOfInvoice, saveCard } from './recurring-cards';

/** What a hosted page is for: an invoice or a payment link, found by its code or id. */
export type PageSubject = { kind: 'invoice'; row: InvoiceRow } | { kind: 'payment_link'; row: PaymentLinkRow };

export function pageSubjectOf(db: SandboxDatabase, reference: string, now: number): PageSubject | undefined {
  expireDue(db, now);
  const invoice = invoiceByReference(db, reference);
  if (invoice) return { kind: 'invoice', row: invoice };
  const link = paymentLinkByReference(db, reference);
  return link ? { kind: 'payment_link', row: link } : undefined;
}

/** Whether the page still takes a payment. */
export const isPayable = (subject: PageSubject): boolean =>
  subject.kind === 'invoice' ? subject.row.status === 'PENDING' : subject.row.status === 'ACTIVE';

/** The sandbox's test card (decision 0069): every hosted payment is a captured VISA charge on it. */
export const SANDBOX_CARD = { brand: 'VISA', bin: '400000', lastFour: '1091', expiry: '12/30' } as const;

/**
 * The token a charge used: a hosted page's single-use one, or a multi-use one when the customer saved
 * the card for a recurring plan (decision 0089), which that plan's automatic charges use again.
 */
export interface ChargeToken {
  id: string;
  type: 'singleUse' | 'multiUse';
}

export interface HostedPayment extends ProducedPayment {
  subject: PageSubject;
  businessId: string;
  environment: Environment;
  currency: Currency;
}

function cardPaymentRow(subject: PageSubject, country: CountryOfOperation, now: number, token: ChargeToken | undefined): CardPaymentRow {
  const { row } = subject;
  const id = newId('ccp');
  const at = isoAt(now);
  const amount = toMajor(row.amount, row.currency);
  return {
    id, business_id: row.business_id, environment: row.environment, external_id: subject.kind === 'invoice' ? subject.row.external_id : row.id,
    created: at, status: 'CHARGED', amount, currency: row.currency, capture_amount: amount,
    description: subject.kind === 'invoice' ? subject.row.description : subject.row.title, bank_reference_number: id.slice(4, 16),
    card_brand: SANDBOX_CARD.brand, masked_card_number: `${SANDBOX_CARD.bin}XXXXXX${SANDBOX_CARD.lastFour}`, last_four: SANDBOX_CARD.lastFour,
    card_bank: 'SANDBOX BANK', card_country: 'ID', card_type: 'CREDIT', card_expiry: SANDBOX_CARD.expiry, card_list: null, source: 'INVOICE',
    token_id: token?.id ?? `tok_${id.slice(4)}`, token_type: token?.type ?? 'singleUse', authentication_id: null, authentication_status: null, authenticated_at: null, eci: null,
    authorization_id: `atz_${id.slice(4)}`, authorization_status: 'SUCCEEDED', authorized_at: at, reversed_at: null, cvn_code: 'M', avs_code: null,
    failure_reason: null, captured_at: at, settlement_id: `stl_${id.slice(4)}`, settlement_status: 'PENDING', settled_at: null,
    expected_settlement_at: cardSettlementAt(now, country),
  };
}

/** The invoice becomes PAID, or the link counts a use (a SINGLE one is then INACTIVE); false when it no longer takes payments. */
function markPaid(db: SandboxDatabase, subject: PageSubject, at: string): boolean {
  if (subject.kind === 'invoice') {
    return db.prepare(`UPDATE invoices SET status = 'PAID', paid_at = ?, updated = ? WHERE id = ? AND status = 'PENDING'`).run(at, at, subject.row.id).changes === 1;
  }
  const status = linkStatusAfterPayment(subject.row.type);
  return db
    .prepare(`UPDATE payment_links SET uses = uses + 1, status = ?, updated = ?, deactivated_at = CASE WHEN ? = 'INACTIVE' THEN ? ELSE deactivated_at END
      WHERE id = ? AND status = 'ACTIVE'`)
    .run(status, at, status, at, subject.row.id).changes === 1;
}

const countryOf = (db: SandboxDatabase, businessId: string): CountryOfOperation =>
  db.prepare('SELECT country_of_operation FROM businesses WHERE id = ?').pluck().get(businessId) as CountryOfOperation;

/**
 * A declined charge of a plan's saved card (decision 0090): a FAILED card payment of the invoice, its
 * authorization FAILED with the network's reason, nothing captured or settled, so no ledger entry
 * (the ledger records captured money only). Answers its id.
 */
export function writeDeclinedCharge(db: SandboxDatabase, invoice: InvoiceRow, token: ChargeToken, reason: DeclineReason, now: number): string {
  const row = cardPaymentRow({ kind: 'invoice', row: invoice }, countryOf(db, invoice.business_id), now, token);
  insertCardPaymentRows(db, [{
    ...row, status: 'FAILED', capture_amount: 0, authorization_status: 'FAILED', failure_reason: reason, captured_at: null,
    settlement_id: null, settlement_status: null, expected_settlement_at: null,
  }], []);
  return row.id;
}

/**
 * Pays a page that takes payments, inside the caller's transaction: the invoice or link is marked
 * paid (guarded: undefined, writing nothing, when it no longer takes payments), a captured card
 * payment is written (source INVOICE), its ledger entry as every card payment's (PENDING until its
 * settlement), and what it produced. The hosted form and a plan's automatic charge (decision 0089)
 * both pay through here.
 */
export function settlePayment(db: SandboxDatabase, subject: PageSubject, payerEmail: string | null, now: number, token?: ChargeToken): HostedPayment | undefined {
  if (!isPayable(subject)) return undefined;
  const at = isoAt(now);
  if (!markPaid(db, subject, at)) return undefined;
  const card = cardPaymentRow(subject, countryOf(db, subject.row.business_id), now, token);
  insertCardPaymentRows(db, [card], []);
  const entry = recordCardPayment(db, card, now);
  const email = payerEmail ?? (subject.kind === 'invoice' ? subject.row.payer_email : null);
  db.prepare('INSERT INTO getting_paid_payments VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    newId('gpp'), subject.kind, subject.row.id, card.id, entry.id, subject.row.amount, email, at,
  );
  return {
    subject, businessId: subject.row.business_id, environment: subject.row.environment, currency: subject.row.currency,
    card_payment_id: card.id, ledger_entry_id: entry.id, amount: subject.row.amount, payer_email: email, paid_at: at,
  };
}

/**
 * A customer pays on the hosted page, in one BEGIN IMMEDIATE transaction: the invoice or link is read
 * again (two pays at once: the second sees the first's PAID or INACTIVE) and paid (settlePayment).
 * With `keepCard`, on the invoice of a live recurring plan's cycle, the card is tokenised for reuse
 * and kept as the plan's card on file (decision 0089); elsewhere the box was not offered and is
 * ignored (the payment stands). Undefined, writing nothing, when the page no longer takes payments.
 */
export function payHosted(db: SandboxDatabase, reference: string, payerEmail: string | null, now: number, keepCard = false): HostedPayment | undefined {
  return db
    .transaction((): HostedPayment | undefined => {
      const subject = pageSubjectOf(db, reference, now);
      if (!subject) return undefined;
      const planId = keepCard && subject.kind === 'invoice' ? livePlanOfInvoice(db, subject.row.id) : undefined;
      const token: ChargeToken | undefined = planId ? { id: newId('tok'), type: 'multiUse' } : undefined;
      const paid = settlePayment(db, subject, payerEmail, now, token);
      if (paid && planId && token) {
        saveCard(db, planId, { token_id: token.id, brand: SANDBOX_CARD.brand, last_four: SANDBOX_CARD.lastFour, expiry: SANDBOX_CARD.expiry, consented_at: paid.paid_at, payer_email: paid.payer_email });
      }
      return paid;
    })
    .immediate();
}
