import type { DisbursementStatus } from 'shared-contracts/areas/sending-money/sending-money';
import type { SandboxDatabase } from '../db/connection';
import type { DisbursementRow, DisbursementScope } from './disbursements';
import { decodeListCursor, newestFirstPage, type ListCursor, type PageOf } from './list-cursor';

/**
 * The disbursements' list (decision 0071): newest first by (created, id), cursor-paged, filtered by
 * status, channel, dates and a search (decision 0093). Each filter leads an index after the business
 * and environment (migrations 26 and 38).
 */
export interface DisbursementFilters {
  status?: DisbursementStatus;
  channelCode?: string;
  /** ISO instants, both included (an export's range of the business's days). */
  createdFrom?: string;
  createdTo?: string;
  /** A disbursement's id, or the start of its recipient's name in any case (trimmed, not empty). */
  search?: string;
}

/** The cursor's row, or undefined for text that no cursor of ours encodes. */
export const decodeDisbursementCursor = (text: string): ListCursor | undefined => decodeListCursor(text, 'disb');

function whereOf(scope: DisbursementScope, filters: DisbursementFilters): { where: string[]; params: (string | number)[] } {
  const where = ['business_id = ?', 'environment = ?'];
  const params: (string | number)[] = [scope.businessId, scope.environment];
  const add = (sql: string, value: string | undefined) => {
    if (value === undefined) return;
    where.push(sql);
    params.push(value);
  };
  add('status = ?', filters.status);
  add('channel_code = ?', filters.channelCode);
  add('created >= ?', filters.createdFrom);
  add('created <= ?', filters.createdTo);
  if (filters.search) {
    // Each term an index lookup of the business's rows, joined by rowid (as the getting-paid lists,
    // decision 0069); a range, not LIKE, so a % or _ typed is a character, not a pattern.
    const scoped = 'SELECT rowid FROM disbursements WHERE business_id = ? AND environment = ? AND';
    where.push(`rowid IN (${scoped} id = ? UNION ALL ${scoped} lower(account_holder_name) >= lower(?) AND lower(account_holder_name) < lower(?))`);
    params.push(scope.businessId, scope.environment, filters.search, scope.businessId, scope.environment, filters.search, `${filters.search}\uffff`);
  }
  return { where, params };
}

export function disbursementPage(
  db: SandboxDatabase,
  scope: DisbursementScope,
  filters: DisbursementFilters,
  page: { after?: ListCursor; limit: number },
): PageOf<DisbursementRow> {
  return newestFirstPage<DisbursementRow>(db, 'disbursements', whereOf(scope, filters), page);
}

/** How many disbursements the filters hold. */
export function countDisbursements(db: SandboxDatabase, scope: DisbursementScope, filters: DisbursementFilters): number {
  const { where, params } = whereOf(scope, filters);
  return db.prepare(`SELECT COUNT(*) FROM disbursements WHERE ${where.join(' AND ')}`).pluck().get(...params) as number;
}

/** Every disbursement the filters hold, newest first (an export: count them first). */
export function allDisbursements(db: SandboxDatabase, scope: DisbursementScope, filters: DisbursementFilters): DisbursementRow[] {
  const { where, params } = whereOf(scope, filters);
  return db.prepare(`SELECT * FROM disbursements WHERE ${where.join(' AND ')} ORDER BY created DESC, id DESC`).all(...params) as DisbursementRow[];
}
