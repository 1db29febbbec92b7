import type { Environment } from 'shared-contracts';
import type { LedgerChannel, LedgerEntryType, LedgerStatus } from 'shared-contracts/areas/balance/balance';
import type { SandboxDatabase } from '../db/connection';
import type { Ledger, LedgerEntryRow } from './ledger-entry';

/** The list's filters, checked and made concrete (the route turns the business's days into moments). */
export interface EntryFilters {
  types?: readonly LedgerEntryType[];
  statuses?: readonly LedgerStatus[];
  channels?: readonly LedgerChannel[];
  /** ISO moments, both included. */
  createdFrom?: string;
  createdTo?: string;
  /** Of the amount's absolute value, minor units, both included. */
  amountMin?: number;
  amountMax?: number;
  /** An entry id, a source id or a reference, exactly. */
  search?: string;
}

/** Where a page starts: after this entry, in the list's order. */
export interface Cursor {
  created: string;
  id: string;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|(ldg_[0-9a-z]{9,40})$/;

/** The opaque cursor: base64url of the entry's `created|id`. */
export const encodeCursor = (cursor: Cursor): string => Buffer.from(`${cursor.created}|${cursor.id}`, 'utf8').toString('base64url');

/** The cursor's entry, or undefined for text that no cursor of ours encodes. */
export function decodeCursor(text: string): Cursor | undefined {
  const match = CURSOR.exec(Buffer.from(text, 'base64url').toString('utf8'));
  // base64url decoding skips what it cannot read: only a text that encodes back to itself is ours.
  if (!match || encodeCursor({ created: match[1]!, id: match[2]! }) !== text) return undefined;
  return { created: match[1]!, id: match[2]! };
}

interface Where {
  sql: string;
  params: (string | number)[];
}

const list = (column: string, values: readonly string[] | undefined, where: Where): void => {
  if (!values || values.length === 0) return;
  where.sql += ` AND ${column} IN (${values.map(() => '?').join(', ')})`;
  where.params.push(...values);
};

/**
 * The filters as SQL on one ledger. The ledger and the order lead the indexes of migration 19
 * (by created, by type, by status, by channel); a search is a union of three index lookups (id, source id,
 * reference) that the ledger's conditions then narrow.
 */
function whereOf(ledger: Ledger, filters: EntryFilters): Where {
  const where: Where = { sql: 'business_id = ? AND environment = ? AND currency = ?', params: [ledger.businessId, ledger.environment, ledger.currency] };
  list('type', filters.types, where);
  list('status', filters.statuses, where);
  list('channel', filters.channels, where);
  const range = (condition: string, value: string | number | undefined) => {
    if (value === undefined) return;
    where.sql += ` AND ${condition}`;
    where.params.push(value);
  };
  range('created >= ?', filters.createdFrom);
  range('created <= ?', filters.createdTo);
  range('ABS(amount) >= ?', filters.amountMin);
  range('ABS(amount) <= ?', filters.amountMax);
  if (filters.search !== undefined) {
    where.sql += ` AND id IN (SELECT id FROM ledger_entries WHERE id = ? UNION SELECT id FROM ledger_entries WHERE source_id = ?
      UNION SELECT id FROM ledger_entries WHERE reference = ?)`;
    where.params.push(filters.search, filters.search, filters.search);
  }
  return where;
}

const ORDER = 'ORDER BY created DESC, id DESC';

/** The SQL of a page, for the list and for its query plan (measure/list-growth.ts). */
export function pageQuery(ledger: Ledger, filters: EntryFilters, after: Cursor | undefined, limit: number): Where {
  const where = whereOf(ledger, filters);
  if (after) {
    // Written so that `created <= ?` bounds the index range (with a date filter too); the rest filters the ties.
    where.sql += ' AND created <= ? AND (created < ? OR id < ?)';
    where.params.push(after.created, after.created, after.id);
  }
  return { sql: `SELECT * FROM ledger_entries WHERE ${where.sql} ${ORDER} LIMIT ?`, params: [...where.params, limit] };
}

/** A page of the ledger's entries, newest first, and the cursor of the next page (null on the last). */
export function listEntries(db: SandboxDatabase, ledger: Ledger, filters: EntryFilters, after: Cursor | undefined, limit: number) {
  const query = pageQuery(ledger, filters, after, limit + 1);
  const rows = db.prepare(query.sql).all(...query.params) as LedgerEntryRow[];
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, next: rows.length > limit && last ? encodeCursor(last) : null };
}

/** Whether the cursor names an entry of this ledger (a cursor of another ledger, or made up, is refused). */
export const cursorInLedger = (db: SandboxDatabase, ledger: Ledger, cursor: Cursor): boolean =>
  db.prepare('SELECT 1 FROM ledger_entries WHERE id = ? AND created = ? AND business_id = ? AND environment = ? AND currency = ?')
    .get(cursor.id, cursor.created, ledger.businessId, ledger.environment, ledger.currency) !== undefined;

export function countEntries(db: SandboxDatabase, ledger: Ledger, filters: EntryFilters): number {
  const where = whereOf(ledger, filters);
  return db.prepare(`SELECT COUNT(*) FROM ledger_entries WHERE ${where.sql}`).pluck().get(...where.params) as number;
}

/** Every matching entry, newest first (an export's rows). */
export function allEntries(db: SandboxDatabase, ledger: Ledger, filters: EntryFilters): LedgerEntryRow[] {
  const where = whereOf(ledger, filters);
  return db.prepare(`SELECT * FROM ledger_entries WHERE ${where.sql} ${ORDER}`).all(...where.params) as LedgerEntryRow[];
}

/** One entry of the business's environment (any currency), or undefined. */
export const findEntry = (db: SandboxDatabase, scope: { businessId: string; environment: Environment }, id: string): LedgerEntryRow | undefined =>
  db.prepare('SELECT * FROM ledger_entries WHERE id = ? AND business_id = ? AND environment = ?').get(id, scope.businessId, scope.environment) as
    | LedgerEntryRow
    | undefined;
