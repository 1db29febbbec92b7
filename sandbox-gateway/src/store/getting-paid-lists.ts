import type { Environment } from 'shared-contracts';
import type { SandboxDatabase } from '../db/connection';

/**
 * The invoices' and payment links' lists (issue 44, decision 0069): newest first by (created, id),
 * cursor-paged, with the status, date range, amount and search filters. Both tables lead their
 * indexes with the business, the environment and (for a status filter) the status, then the order
 * (migration 25), so a page reads its rows from an index whatever the table's size.
 */
export interface ListScope {
  businessId: string;
  environment: Environment;
}

export interface ListFilters {
  statuses?: readonly string[];
  /** ISO moments, both included. */
  createdFrom?: string;
  createdTo?: string;
  amountMin?: number;
  amountMax?: number;
  search?: string;
  /** Invoices only: those an on-demand link made (decision 0079). */
  onDemandLink?: string;
}

export interface Cursor {
  created: string;
  id: string;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|((?:inv|plink)_[0-9a-z]{6,40})$/;

export const encodeCursor = (cursor: Cursor): string => Buffer.from(`${cursor.created}|${cursor.id}`, 'utf8').toString('base64url');

/** The cursor's row, or undefined for text that no cursor of ours encodes. */
export function decodeCursor(text: string): Cursor | undefined {
  const match = CURSOR.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (!match || encodeCursor({ created: match[1]!, id: match[2]! }) !== text) return undefined;
  return { created: match[1]!, id: match[2]! };
}

/**
 * How a table is searched: columns equal to the text (ids), columns equal to it lower-cased (an
 * email), and a lower-cased column that begins with it (a name). Each leads an index after the
 * business and environment (migration 25).
 */
export interface ListTable {
  name: 'invoices' | 'payment_links';
  exact: readonly string[];
  exactLower: readonly string[];
  prefix: string;
}

interface Where {
  sql: string;
  params: (string | number)[];
}

function whereOf(table: ListTable, scope: ListScope, filters: ListFilters, after: Cursor | undefined): Where {
  const where: Where = { sql: 'business_id = ? AND environment = ?', params: [scope.businessId, scope.environment] };
  const add = (sql: string, ...params: (string | number)[]) => {
    where.sql += ` AND ${sql}`;
    where.params.push(...params);
  };
  if (filters.statuses && filters.statuses.length > 0) add(`status IN (${filters.statuses.map(() => '?').join(', ')})`, ...filters.statuses);
  if (filters.createdFrom) add('created >= ?', filters.createdFrom);
  if (filters.createdTo) add('created <= ?', filters.createdTo);
  if (filters.amountMin !== undefined) add('amount >= ?', filters.amountMin);
  if (filters.amountMax !== undefined) add('amount <= ?', filters.amountMax);
  if (filters.onDemandLink !== undefined) add('on_demand_link_id = ?', filters.onDemandLink);
  if (filters.search) {
    const text = filters.search;
    const lower = text.toLowerCase();
    // Each term is an index lookup of the business's rows, joined by rowid: the planner, which has no
    // statistics here, would otherwise walk the whole list in its order and test every row. A range,
    // not LIKE: a % or _ the merchant typed is a character, not a pattern.
    const scoped = `SELECT rowid FROM ${table.name} WHERE business_id = ? AND environment = ? AND`;
    const terms: [string, (string | number)[]][] = [
      ...table.exact.map((column): [string, string[]] => [`${scoped} ${column} = ?`, [text]]),
      ...table.exactLower.map((column): [string, string[]] => [`${scoped} ${column} = ?`, [lower]]),
      [`${scoped} ${table.prefix} >= ? AND ${table.prefix} < ?`, [lower, `${lower}\uffff`]],
    ];
    add(`rowid IN (${terms.map(([sql]) => sql).join(' UNION ALL ')})`, ...terms.flatMap(([, values]) => [scope.businessId, scope.environment, ...values]));
  }
  if (after) add('(created < ? OR (created = ? AND id < ?))', after.created, after.created, after.id);
  return where;
}

/** One page, newest first, and the cursor of the next one (null on the last page). */
export function listPage<Row extends { created: string; id: string }>(
  db: SandboxDatabase,
  table: ListTable,
  scope: ListScope,
  filters: ListFilters,
  page: { after?: Cursor; limit: number },
): { rows: Row[]; nextCursor: string | null } {
  const where = whereOf(table, scope, filters, page.after);
  const rows = db
    .prepare(`SELECT * FROM ${table.name} WHERE ${where.sql} ORDER BY created DESC, id DESC LIMIT ?`)
    .all(...where.params, page.limit + 1) as Row[];
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  const last = shown[shown.length - 1];
  return { rows: shown, nextCursor: more && last ? encodeCursor({ created: last.created, id: last.id }) : null };
}
