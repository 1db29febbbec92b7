import { createHash } from 'node:crypto';
import type { BillingStatement, BillingStatementDetail } from 'shared-contracts/areas/settings/settings';
import type { SandboxDatabase } from '../db/connection';
import { notFound } from '../http/errors';
import { PROCESSOR_HOLDER } from './card-payment-proof';

/** The tax on the provider's fees, as each country names it (docs/decisions/0072-billing-statements.md). */
const TAXES: Record<string, { name: string; rate_percent: number }> = {
  Indonesia: { name: 'PPN', rate_percent: 11 },
  Philippines: { name: 'VAT', rate_percent: 12 },
  Singapore: { name: 'GST', rate_percent: 9 },
};

/** The bank whose virtual accounts collect the statements, by country (sandbox names). */
const COLLECTING_BANK: Record<string, { name: string; prefix: string }> = {
  Indonesia: { name: 'BCA', prefix: '39081' },
  Philippines: { name: 'BPI', prefix: '77201' },
  Singapore: { name: 'DBS', prefix: '88506' },
};

/** A statement is due this many days after it is issued. */
const PAYMENT_TERM_DAYS = 14;
const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The virtual account number of one statement: the bank's prefix and 11 digits of the statement's own. */
function virtualAccountNumber(prefix: string, statementId: string): string {
  const digest = createHash('sha256').update(statementId).digest();
  const digits = Array.from(digest.subarray(0, 11), (byte) => String(byte % 10)).join('');
  return `${prefix}${digits}`;
}

/** The month a statement bills: the calendar month before the one it was issued in. */
function billedMonth(issued: number): { start: string; end: string } {
  const issuedAt = new Date(issued);
  const start = Date.UTC(issuedAt.getUTCFullYear(), issuedAt.getUTCMonth() - 1, 1);
  const end = Date.UTC(issuedAt.getUTCFullYear(), issuedAt.getUTCMonth(), 0);
  return { start: isoDate(start), end: isoDate(end) };
}

/**
 * One of the business's statements with its tax and, while unpaid, its virtual account (issue 42):
 * the total is the statement's amount, split into the fees and the tax the country charges on them.
 * Another business's statement is not found, as one that does not exist.
 */
export function billingStatementDetail(db: SandboxDatabase, business: { id: string; name: string; country_of_operation: string }, id: string): BillingStatementDetail {
  const row = db
    .prepare('SELECT id, status, due_date_term, amount, currency, period FROM billing_statements WHERE id = ? AND business_id = ?')
    .get(id, business.id) as BillingStatement | undefined;
  if (!row) throw notFound('No such billing statement');
  const tax = TAXES[business.country_of_operation] ?? { name: 'Tax', rate_percent: 0 };
  const subtotal = Math.round((row.amount * 100) / (100 + tax.rate_percent));
  const issued = Date.parse(`${row.due_date_term}T00:00:00.000Z`) - PAYMENT_TERM_DAYS * DAY;
  const period = billedMonth(issued);
  const bank = COLLECTING_BANK[business.country_of_operation] ?? COLLECTING_BANK.Indonesia!;
  const holder = PROCESSOR_HOLDER[business.country_of_operation] ?? PROCESSOR_HOLDER.Indonesia!;
  return {
    ...row,
    issued_date: isoDate(issued),
    period_start: period.start,
    period_end: period.end,
    subtotal,
    tax: { ...tax, amount: row.amount - subtotal },
    payment_instructions:
      row.status === 'PAID'
        ? null
        : { method: 'VIRTUAL_ACCOUNT', bank_name: bank.name, account_number: virtualAccountNumber(bank.prefix, row.id), account_name: `${holder} - ${business.name}`, amount: row.amount },
  };
}
