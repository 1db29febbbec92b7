import type { Environment } from 'shared-contracts';
import type { PaymentLink, PaymentLinkDetail, PaymentLinkStatus, PaymentLinkType } from 'shared-contracts/areas/getting-paid/getting-paid';
import { isLegacyLink } from 'shared-contracts/areas/getting-paid/getting-paid-rules';
import type { Currency } from 'shared-contracts/rules';
import { newId } from '../auth/secrets';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import type { ListScope } from './getting-paid-lists';
import { newPageCode, paymentsOf, type PageOrigin } from './invoices';

/** A row of payment_links (migration 25). */
export interface PaymentLinkRow {
  id: string;
  business_id: string;
  environment: Environment;
  title: string;
  title_lower: string;
  description: string;
  currency: Currency;
  amount: number;
  type: PaymentLinkType;
  status: PaymentLinkStatus;
  uses: number;
  code: string;
  created: string;
  updated: string;
  deactivated_at: string | null;
}

export const PAYMENT_LINK_TABLE = { name: 'payment_links', exact: ['id'], exactLower: [], prefix: 'title_lower' } as const;

export interface NewPaymentLinkRow {
  title: string;
  description: string;
  currency: Currency;
  amount: number;
  type: PaymentLinkType;
}

export function insertPaymentLink(db: SandboxDatabase, scope: ListScope, input: NewPaymentLinkRow, now: number): PaymentLinkRow {
  const at = isoAt(now);
  const row: PaymentLinkRow = {
    id: newId('plink'), business_id: scope.businessId, environment: scope.environment, title: input.title, title_lower: input.title.toLowerCase(), description: input.description,
    currency: input.currency, amount: input.amount, type: input.type, status: 'ACTIVE', uses: 0, code: newPageCode(), created: at, updated: at, deactivated_at: null,
  };
  const columns = Object.keys(row) as (keyof PaymentLinkRow)[];
  db.prepare(`INSERT INTO payment_links (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(columns.map((column) => row[column]));
  return row;
}

export const paymentLinkOf = (db: SandboxDatabase, scope: ListScope, id: string): PaymentLinkRow | undefined =>
  db.prepare('SELECT * FROM payment_links WHERE id = ? AND business_id = ? AND environment = ?').get(id, scope.businessId, scope.environment) as PaymentLinkRow | undefined;

export const paymentLinkByReference = (db: SandboxDatabase, reference: string): PaymentLinkRow | undefined =>
  db.prepare('SELECT * FROM payment_links WHERE code = ? OR id = ?').get(reference, reference) as PaymentLinkRow | undefined;

/** An ACTIVE link becomes INACTIVE; false when it already was (nothing changes). */
export function deactivateLink(db: SandboxDatabase, id: string, now: number): boolean {
  const at = isoAt(now);
  return db.prepare(`UPDATE payment_links SET status = 'INACTIVE', deactivated_at = ?, updated = ? WHERE id = ? AND status = 'ACTIVE'`).run(at, at, id).changes === 1;
}

export function toPaymentLink(row: PaymentLinkRow, origin: PageOrigin): PaymentLink {
  return {
    id: row.id, title: row.title, description: row.description, currency: row.currency, amount: row.amount, type: row.type, status: row.status,
    uses: row.uses, is_legacy: isLegacyLink(row.created), url: `${origin}/api/pay/${row.id}`, short_url: `${origin}/api/pay/${row.code}`,
    created: row.created, updated: row.updated,
  };
}

export function toPaymentLinkDetail(db: SandboxDatabase, row: PaymentLinkRow, origin: PageOrigin): PaymentLinkDetail {
  return { ...toPaymentLink(row, origin), payments: paymentsOf(db, 'payment_link', row.id), deactivated_at: row.deactivated_at };
}
