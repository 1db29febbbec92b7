import type { NewOnDemandLink, OnDemandLink } from 'shared-contracts/areas/getting-paid/on-demand';
import { newId } from '../auth/secrets';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import type { ListScope } from './getting-paid-lists';
import { newPageCode, type PageOrigin } from './invoices';

/** A row of on_demand_links (migration 31): the wire type's stored fields, and whose it is and its page code. */
export type OnDemandLinkRow = Omit<OnDemandLink, 'on_demand_url' | 'invoices' | 'paid_invoices'> & {
  business_id: string;
  environment: ListScope['environment'];
  code: string;
  updated: string;
};

export function insertOnDemandLink(db: SandboxDatabase, scope: ListScope, input: NewOnDemandLink, now: number): OnDemandLinkRow {
  const at = isoAt(now);
  const fixed = input.amount_type === 'FIXED';
  const row: OnDemandLinkRow = {
    id: newId('odl'), business_id: scope.businessId, environment: scope.environment, title: input.title.trim(), description: input.description?.trim() ?? '',
    currency: input.currency, amount_type: input.amount_type, amount: fixed ? input.amount! : null, min_amount: fixed ? null : input.min_amount!,
    max_amount: fixed ? null : input.max_amount!, status: 'ACTIVE', code: newPageCode(), created: at, updated: at, deactivated_at: null,
  };
  const columns = Object.keys(row) as (keyof OnDemandLinkRow)[];
  db.prepare(`INSERT INTO on_demand_links (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(columns.map((column) => row[column]));
  return row;
}

export const countOnDemandLinks = (db: SandboxDatabase, scope: ListScope): number =>
  db.prepare('SELECT COUNT(*) FROM on_demand_links WHERE business_id = ? AND environment = ?').pluck().get(scope.businessId, scope.environment) as number;

type CountedRow = OnDemandLinkRow & { invoices: number; paid_invoices: number };

// Counted through invoices_by_on_demand_link: a few links, each an index range.
const COUNTED = `SELECT l.*,
  (SELECT COUNT(*) FROM invoices i WHERE i.business_id = l.business_id AND i.environment = l.environment AND i.on_demand_link_id = l.id) AS invoices,
  (SELECT COUNT(*) FROM invoices i WHERE i.business_id = l.business_id AND i.environment = l.environment AND i.on_demand_link_id = l.id AND i.status = 'PAID') AS paid_invoices
  FROM on_demand_links l WHERE l.business_id = ? AND l.environment = ?`;

/** The business's links, newest first, with the invoices each made. */
export const onDemandLinksOf = (db: SandboxDatabase, scope: ListScope): CountedRow[] =>
  db.prepare(`${COUNTED} ORDER BY l.created DESC, l.id DESC`).all(scope.businessId, scope.environment) as CountedRow[];

export const onDemandLinkOf = (db: SandboxDatabase, scope: ListScope, id: string): CountedRow | undefined =>
  db.prepare(`${COUNTED} AND l.id = ?`).get(scope.businessId, scope.environment, id) as CountedRow | undefined;

/** The public page's link, by its code or id. */
export const onDemandByReference = (db: SandboxDatabase, reference: string): OnDemandLinkRow | undefined =>
  db.prepare('SELECT * FROM on_demand_links WHERE code = ? OR id = ?').get(reference, reference) as OnDemandLinkRow | undefined;

/** ACTIVE becomes INACTIVE in one guarded write; false when it already was (nothing changes). */
export function deactivateOnDemandLink(db: SandboxDatabase, id: string, now: number): boolean {
  const at = isoAt(now);
  return db.prepare(`UPDATE on_demand_links SET status = 'INACTIVE', deactivated_at = ?, updated = ? WHERE id = ? AND status = 'ACTIVE'`).run(at, at, id).changes === 1;
}

export function toOnDemandLink(row: CountedRow, origin: PageOrigin): OnDemandLink {
  return {
    id: row.id, title: row.title, description: row.description, currency: row.currency, amount_type: row.amount_type, amount: row.amount,
    min_amount: row.min_amount, max_amount: row.max_amount, status: row.status, on_demand_url: `${origin}/api/pay/${row.code}`,
    invoices: row.invoices, paid_invoices: row.paid_invoices, created: row.created, deactivated_at: row.deactivated_at,
  };
}
