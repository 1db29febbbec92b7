import type { DisbursementStatus } from 'shared-contracts/areas/sending-money/sending-money';
import type { SandboxDatabase } from '../db/connection';
import type { DisbursementRow, DisbursementScope } from './disbursements';
import { decodeListCursor, newestFirstPage, type ListCursor, type PageOf } from './list-cursor';

/**
 * The disbursements' list (decision 0071): newest first by (created, id), cursor-paged, filtered by
 * status or channel. Each filter leads an index after the business and environment (migration 26).
 */
export interface DisbursementFilters {
  status?: DisbursementStatus;
  channelCode?: string;
}

/** The cursor's row, or undefined for text that no cursor of ours encodes. */
export const decodeDisbursementCursor = (text: string): ListCursor | undefined => decodeListCursor(text, 'disb');

export function disbursementPage(
  db: SandboxDatabase,
  scope: DisbursementScope,
  filters: DisbursementFilters,
  page: { after?: ListCursor; limit: number },
): PageOf<DisbursementRow> {
  const where = ['business_id = ?', 'environment = ?'];
  const params: (string | number)[] = [scope.businessId, scope.environment];
  if (filters.status) {
    where.push('status = ?');
    params.push(filters.status);
  }
  if (filters.channelCode) {
    where.push('channel_code = ?');
    params.push(filters.channelCode);
  }
  return newestFirstPage<DisbursementRow>(db, 'disbursements', { where, params }, page);
}
