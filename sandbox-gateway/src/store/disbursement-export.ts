import type { DisbursementExportRequest } from 'shared-contracts/areas/sending-money/sending-money';
import { csvCell } from './card-reports';
import type { DisbursementRow } from './disbursements';
import { majorText } from './ledger-exports';

/**
 * The export's columns (decision 0093): the list's facts and the ledger's ids of
 * reconciliation (the disbursement's id, its batch's), the account as the pages show it (its last
 * four digits: the file travels further than the dashboard).
 */
const COLUMNS = [
  'id', 'created', 'updated', 'status', 'failure_code', 'channel_code', 'channel_category', 'account_holder_name', 'account_number_last4',
  'currency', 'amount', 'fee', 'description', 'batch_id',
] as const;

const cellOf = (row: DisbursementRow, column: (typeof COLUMNS)[number]): string => {
  switch (column) {
    case 'account_number_last4':
      return row.account_number.slice(-4);
    case 'amount':
    case 'fee':
      return majorText(row[column], row.currency);
    default: {
      const value = row[column];
      return value === null ? '' : csvCell(value);
    }
  }
};

/**
 * The disbursements as CSV: UTF-8, comma separated, a header row, newest first; amounts in the
 * currency's major units with exactly its digits, times as stored (ISO 8601, UTC); text quoted where
 * needed and defused against spreadsheet formulas (a description of "=1+1" stays text).
 */
export const disbursementsCsv = (rows: readonly DisbursementRow[]): string =>
  `${[COLUMNS.join(','), ...rows.map((row) => COLUMNS.map((column) => cellOf(row, column)).join(','))].join('\n')}\n`;

export const disbursementExportFileName = (request: Pick<DisbursementExportRequest, 'created_from' | 'created_to'>): string =>
  `disbursements-${request.created_from}-${request.created_to}.csv`;
