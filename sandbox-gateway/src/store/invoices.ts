import { randomBytes } from 'node:crypto';
import type { Environment } from 'shared-contracts';
import {
  INVOICE_TTL_DEFAULT_SECONDS,
  type Invoice,
  type InvoiceDetail,
  type InvoiceItem,
  type InvoiceStatus,
  type InvoiceTimelineEvent,
  type ProducedPayment,
} from 'shared-contracts/areas/getting-paid/getting-paid';
import { invoiceTotal } from 'shared-contracts/areas/getting-paid/getting-paid-rules';
import type { Currency } from 'shared-contracts/rules';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import { newId } from '../auth/secrets';
import { recordOutboxMessage } from './environment-data';
import type { ListScope } from './getting-paid-lists';
import { remindersOf } from './invoice-reminders';

/** A row of invoices (migrations 25, 31 and 40). */
export interface InvoiceRow {
  id: string;
  business_id: string;
  environment: Environment;
  external_id: string;
  status: InvoiceStatus;
  currency: Currency;
  amount: number;
  description: string;
  items: string;
  customer_name: string | null;
  payer_email: string | null;
  customer_name_lower: string | null;
  payer_email_lower: string | null;
  should_send_email: number;
  code: string;
  due_date: string | null;
  /** Null exactly while a DRAFT (migration 40). */
  expiry_date: string | null;
  created: string;
  updated: string;
  sent_at: string | null;
  last_sent_at: string | null;
  viewed_at: string | null;
  paid_at: string | null;
  expired_at: string | null;
  voided_at: string | null;
  /** The on-demand link that made it (migration 31); null when the merchant did. */
  on_demand_link_id: string | null;
  /** When a DRAFT became PENDING (migration 40); null for an invoice created PENDING. */
  issued_at: string | null;
}

export const INVOICE_TABLE = { name: 'invoices', exact: ['id', 'external_id'], exactLower: ['payer_email_lower'], prefix: 'customer_name_lower' } as const;

/** The hosted page's short code: 10 characters of [0-9a-z], about 51 bits. */
export const newPageCode = (): string =>
  Array.from(randomBytes(10), (byte) => '0123456789abcdefghijklmnopqrstuvwxyz'[byte % 36]).join('');

export interface InvoiceSettings {
  invoice_ttl: number;
  allowed_multicurrency: boolean;
}

/** The business's invoice settings; the defaults when it set none (decision 0069). */
export function invoiceSettingsOf(db: SandboxDatabase, businessId: string): InvoiceSettings {
  const row = db.prepare('SELECT invoice_ttl, allowed_multicurrency FROM invoice_settings WHERE business_id = ?').get(businessId) as
    | { invoice_ttl: number; allowed_multicurrency: number }
    | undefined;
  return row ? { invoice_ttl: row.invoice_ttl, allowed_multicurrency: row.allowed_multicurrency === 1 } : { invoice_ttl: INVOICE_TTL_DEFAULT_SECONDS, allowed_multicurrency: false };
}

/** PENDING invoices whose expiry has come become EXPIRED, as of their expiry (not of this sweep). */
export function expireDue(db: SandboxDatabase, now: number): number {
  return db
    .prepare(`UPDATE invoices SET status = 'EXPIRED', expired_at = expiry_date, updated = expiry_date WHERE status = 'PENDING' AND expiry_date <= ?`)
    .run(isoAt(now)).changes;
}

/** What the merchant writes of an invoice: on creating it, and on changing a draft. */
export interface InvoiceFields {
  externalId: string;
  currency: Currency;
  description: string;
  items: InvoiceItem[];
  customerName: string | null;
  payerEmail: string | null;
  shouldSendEmail: boolean;
  dueDate: string | null;
}

export interface NewInvoiceRow extends InvoiceFields {
  /** When it stops being payable; null: saved as a DRAFT, not payable and not sent until issued (decision 0069). */
  expiry: number | null;
  onDemandLinkId?: string;
}

/** The columns `fields` write (the amount is the items' total; the lower-cased ones serve the search). */
export const fieldColumns = (fields: InvoiceFields) =>
  ({
    external_id: fields.externalId, currency: fields.currency, amount: invoiceTotal(fields.items), description: fields.description, items: JSON.stringify(fields.items),
    customer_name: fields.customerName, payer_email: fields.payerEmail, customer_name_lower: fields.customerName?.toLowerCase() ?? null,
    payer_email_lower: fields.payerEmail?.toLowerCase() ?? null, should_send_email: fields.shouldSendEmail ? 1 : 0, due_date: fields.dueDate,
  }) satisfies Partial<InvoiceRow>;

/** Whether issuing or creating an invoice emails it: asked for, and an address to send to. */
export const isEmailed = (row: Pick<InvoiceRow, 'should_send_email' | 'payer_email'>): boolean => row.should_send_email === 1 && row.payer_email !== null;

export function insertInvoice(db: SandboxDatabase, scope: ListScope, input: NewInvoiceRow, now: number): InvoiceRow {
  const at = isoAt(now);
  const fields = fieldColumns(input);
  const sent = input.expiry !== null && isEmailed(fields) ? at : null;
  const row: InvoiceRow = {
    id: newId('inv'), business_id: scope.businessId, environment: scope.environment, status: input.expiry === null ? 'DRAFT' : 'PENDING', ...fields,
    code: newPageCode(), expiry_date: input.expiry === null ? null : isoAt(input.expiry), created: at, updated: at,
    sent_at: sent, last_sent_at: sent, viewed_at: null, paid_at: null, expired_at: null, voided_at: null, on_demand_link_id: input.onDemandLinkId ?? null, issued_at: null,
  };
  const columns = Object.keys(row) as (keyof InvoiceRow)[];
  db.prepare(`INSERT INTO invoices (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(columns.map((column) => row[column]));
  return row;
}

/** An invoice of this business and environment, by id. */
export const invoiceOf = (db: SandboxDatabase, scope: ListScope, id: string): InvoiceRow | undefined =>
  db.prepare('SELECT * FROM invoices WHERE id = ? AND business_id = ? AND environment = ?').get(id, scope.businessId, scope.environment) as InvoiceRow | undefined;

/**
 * The hosted page's invoice, by its code or id (the page is public: the code is the secret). A DRAFT
 * has no page yet: it is not found, as an unknown reference is (decision 0069).
 */
export const invoiceByReference = (db: SandboxDatabase, reference: string): InvoiceRow | undefined =>
  db.prepare("SELECT * FROM invoices WHERE (code = ? OR id = ?) AND status <> 'DRAFT'").get(reference, reference) as InvoiceRow | undefined;

/** Moves a PENDING invoice to VOIDED, in one write; false when it is not PENDING (nothing changes). */
export function voidInvoice(db: SandboxDatabase, id: string, now: number): boolean {
  const at = isoAt(now);
  return db.prepare(`UPDATE invoices SET status = 'VOIDED', voided_at = ?, updated = ? WHERE id = ? AND status = 'PENDING'`).run(at, at, id).changes === 1;
}

export function markSent(db: SandboxDatabase, id: string, now: number): void {
  const at = isoAt(now);
  db.prepare('UPDATE invoices SET sent_at = COALESCE(sent_at, ?), last_sent_at = ?, updated = ? WHERE id = ?').run(at, at, at, id);
}

/**
 * The invoice is emailed to its customer (the sandbox's outbox stands for the email; nothing without
 * an address): the merchant's on creating or resending, an on-demand link's customer's, a recurring cycle's.
 */
export function mailInvoice(db: SandboxDatabase, row: Pick<InvoiceRow, 'payer_email' | 'external_id' | 'description'>, now: number): void {
  if (!row.payer_email) return;
  recordOutboxMessage(db, { kind: 'INVOICE_EMAIL', recipient: row.payer_email, subject: `Invoice ${row.external_id}: ${row.description}` }, now);
}

/**
 * The receipt of an invoice the plan's card on file paid by itself (decision 0090): the customer did
 * nothing, so they are told what was charged to which card. Written in the charge's own transaction,
 * so a charge made once mails once.
 */
export function mailReceipt(
  db: SandboxDatabase,
  row: Pick<InvoiceRow, 'external_id' | 'description'>,
  payment: { recipient: string | null; card: string },
  now: number,
): void {
  if (!payment.recipient) return;
  recordOutboxMessage(db, { kind: 'INVOICE_RECEIPT_EMAIL', recipient: payment.recipient, subject: `Receipt: invoice ${row.external_id} (${row.description}) was paid with ${payment.card}` }, now);
}

/** The first time the customer opened the hosted page. */
export function markViewed(db: SandboxDatabase, id: string, now: number): void {
  db.prepare('UPDATE invoices SET viewed_at = ? WHERE id = ? AND viewed_at IS NULL').run(isoAt(now), id);
}

/** Where the hosted pages are, for URLs the dashboard shows: the origin the caller used. */
export type PageOrigin = string;

export function toInvoice(row: InvoiceRow, origin: PageOrigin): Invoice {
  return {
    id: row.id, external_id: row.external_id, status: row.status, currency: row.currency, amount: row.amount, description: row.description,
    customer: { name: row.customer_name, email: row.payer_email }, payer_email: row.payer_email, should_send_email: row.should_send_email === 1,
    invoice_url: `${origin}/api/pay/${row.id}`, short_invoice_url: `${origin}/api/pay/${row.code}`,
    due_date: row.due_date, expiry_date: row.expiry_date, created: row.created, updated: row.updated,
  };
}

function timelineOf(row: InvoiceRow): InvoiceTimelineEvent[] {
  const events: [InvoiceTimelineEvent['event'], string | null][] = [
    ['created', row.created], ['sent', row.last_sent_at], ['viewed', row.viewed_at], ['paid', row.paid_at], ['expired', row.expired_at], ['voided', row.voided_at],
  ];
  return events
    .filter((event): event is [InvoiceTimelineEvent['event'], string] => event[1] !== null)
    .map(([event, at]) => ({ event, at }))
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

/** The payments an invoice or link took, oldest first. */
export function paymentsOf(db: SandboxDatabase, kind: 'invoice' | 'payment_link', id: string): ProducedPayment[] {
  return db
    .prepare('SELECT card_payment_id, ledger_entry_id, amount, payer_email, paid_at FROM getting_paid_payments WHERE subject_kind = ? AND subject_id = ? ORDER BY paid_at, id')
    .all(kind, id) as ProducedPayment[];
}

export function toInvoiceDetail(db: SandboxDatabase, row: InvoiceRow, origin: PageOrigin): InvoiceDetail {
  return {
    ...toInvoice(row, origin), items: JSON.parse(row.items) as InvoiceItem[], timeline: timelineOf(row), payment: paymentsOf(db, 'invoice', row.id)[0] ?? null,
    reminders: remindersOf(db, row.id, row.status === 'PENDING' || row.status === 'DRAFT'), issued_at: row.issued_at,
  };
}
