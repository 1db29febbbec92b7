import type { DisbursementStatus } from 'shared-contracts/areas/sending-money/sending-money';
import type { SandboxDatabase } from '../db/connection';
import type { DisbursementRow, DisbursementScope } from './disbursements';

/**
 * The disbursements' list (decision 0071): newest first by (created, id), cursor-paged, filtered by
 * status or channel. Each filter leads an index after the business and environment (migration 26).
 */
export interface DisbursementFilters {
  status?: DisbursementStatus;
  channelCode?: string;
}

interface Cursor {
  created: string;
  id: string;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|(disb_[0-9a-f]{24})$/;

const encodeCursor = (cursor: Cursor): string => Buffer.from(`${cursor.created}|${cursor.id}`, 'utf8').toString('base64url');

/** The cursor's row, or undefined for text that no cursor of ours encodes. */
export function decodeDisbursementCursor(text: string): Cursor | undefined {
  const match = CURSOR.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (!match || encodeCursor({ created: match[1]!, id: match[2]! }) !== text) return undefined;
  return { created: match[1]!, id: match[2]! };
}

export function disbursementPage(
  db: SandboxDatabase,
  scope: DisbursementScope,
  filters: DisbursementFilters,
  page: { after?: Cursor; limit: number },
): { rows: DisbursementRow[]; nextCursor: string | null } {
  const where = ['business_id = ?', 'environment = ?'];
  const params: (string | number)[] = [scope.businessId, scope.environment];
  const add = (sql: string, ...values: string[]) => {
    where.push(sql);
    params.push(...values);
  };
  if (filters.status) add('status = ?', filters.status);
  if (filters.channelCode) add('channel_code = ?', filters.channelCode);
  if (page.after) add('(created < ? OR (created = ? AND id < ?))', page.after.created, page.after.created, page.after.id);
  const rows = db
    .prepare(`SELECT * FROM disbursements WHERE ${where.join(' AND ')} ORDER BY created DESC, id DESC LIMIT ?`)
    .all(...params, page.limit + 1) as DisbursementRow[];
  const last = rows.length > page.limit ? rows[page.limit - 1] : undefined;
  return { rows: rows.slice(0, page.limit), nextCursor: last ? encodeCursor({ created: last.created, id: last.id }) : null };
}
