import type { SandboxDatabase } from '../db/connection';

/**
 * The sending-money lists' paging (decisions 0071, 0075): newest first by (created, id), and a cursor
 * that names the last row shown — base64url of `created|id`, checked against the list's id prefix,
 * so text no cursor of this list encodes is refused rather than read.
 */
export interface ListCursor {
  created: string;
  id: string;
}

export const encodeListCursor = (cursor: ListCursor): string => Buffer.from(`${cursor.created}|${cursor.id}`, 'utf8').toString('base64url');

/** The cursor's row, or undefined for text that no cursor of this list (ids `<prefix>_` and 24 hex digits) encodes. */
export function decodeListCursor(text: string, idPrefix: string): ListCursor | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([a-z]+_[0-9a-f]{24})$/.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (!match || !match[2]!.startsWith(`${idPrefix}_`)) return undefined;
  const cursor = { created: match[1]!, id: match[2]! };
  return encodeListCursor(cursor) === text ? cursor : undefined;
}

export interface PageOf<Row> {
  rows: Row[];
  nextCursor: string | null;
}

/**
 * One page of `table` where every condition holds (each `?` bound from `params`), after the cursor's
 * row; one row more than the page is read to know whether another page follows.
 */
export function newestFirstPage<Row extends ListCursor>(
  db: SandboxDatabase,
  table: 'disbursements' | 'disbursement_batches' | 'payouts',
  filter: { where: string[]; params: (string | number)[] },
  page: { after?: ListCursor; limit: number },
): PageOf<Row> {
  const where = [...filter.where];
  const params = [...filter.params];
  if (page.after) {
    where.push('(created < ? OR (created = ? AND id < ?))');
    params.push(page.after.created, page.after.created, page.after.id);
  }
  const rows = db.prepare(`SELECT * FROM ${table} WHERE ${where.join(' AND ')} ORDER BY created DESC, id DESC LIMIT ?`).all(...params, page.limit + 1) as Row[];
  const last = rows.length > page.limit ? rows[page.limit - 1] : undefined;
  return { rows: rows.slice(0, page.limit), nextCursor: last ? encodeListCursor(last) : null };
}
