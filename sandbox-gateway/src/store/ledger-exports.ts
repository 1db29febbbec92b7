import { randomBytes } from 'node:crypto';
import type { Environment } from 'shared-contracts';
import type { TransactionExportRequest } from 'shared-contracts/areas/balance/balance';
import { amountDecimals, type Currency } from 'shared-contracts/rules';
import type { SandboxDatabase } from '../db/connection';
import { REPORT_PREPARATION_MS, csvCell } from './card-reports';
import { recordOutboxMessage } from './environment-data';
import type { LedgerEntryRow } from './ledger-entry';

/** An amount in minor units as the currency's major units, with exactly its digits ("-1234.50", "250000"). */
export function majorText(minor: number, currency: Currency): string {
  const decimals = amountDecimals(currency);
  if (decimals === 0) return String(minor);
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  return `${minor < 0 ? '-' : ''}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

const COLUMNS = [
  'id', 'created', 'type', 'status', 'channel', 'currency', 'amount', 'fee', 'running_balance', 'reference', 'description',
  'source_kind', 'source_id', 'available_on',
] as const;
const MONEY: ReadonlySet<string> = new Set(['amount', 'fee', 'running_balance']);

/**
 * The entries as CSV (docs/money-pages.md "Export"): UTF-8, comma separated, a header row, amounts in
 * major units with the currency's digits (never defused: they are numbers), dates as the entries
 * keep them (ISO 8601, UTC); text cells quoted where needed and defused against spreadsheet formulas.
 * For a reader of transactions who may not see the balance, the running balance's cells are empty
 * (the header stays the same for every reader).
 */
export function ledgerCsv(rows: readonly LedgerEntryRow[], { seesBalance = true }: { seesBalance?: boolean } = {}): string {
  const line = (row: LedgerEntryRow) =>
    COLUMNS.map((column) => {
      const value = row[column];
      if (column === 'running_balance' && !seesBalance) return '';
      if (MONEY.has(column)) return majorText(value as number, row.currency);
      return value === null ? '' : csvCell(value);
    }).join(',');
  return `${[COLUMNS.join(','), ...rows.map(line)].join('\n')}\n`;
}

export const exportFileName = (request: Pick<TransactionExportRequest, 'created_from' | 'created_to'>, currency: Currency): string =>
  `transactions-${currency}-${request.created_from}-${request.created_to}.csv`;

interface StoredRequest {
  currency: Currency;
  created_from: string;
  created_to: string;
  emails: string[];
}

/**
 * Accepts an export too large to download at once: it is "prepared" over the card reports'
 * preparation time and then mailed (`mailPreparedExports`), as the card reports are.
 */
export function requestEmailedExport(
  db: SandboxDatabase,
  scope: { businessId: string; environment: Environment; userId: string },
  request: StoredRequest,
  rowCount: number,
  now: number,
): void {
  db.prepare('INSERT INTO ledger_export_requests (id, business_id, environment, user_id, created_at_ms, request, row_count) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    `lex_${randomBytes(10).toString('hex')}`, scope.businessId, scope.environment, scope.userId, now, JSON.stringify(request), rowCount,
  );
}

/** Mails every prepared export not mailed yet, one outbox message per recipient, once (one transaction). Returns the messages written. */
export function mailPreparedExports(db: SandboxDatabase, now: number): number {
  return db.transaction(() => {
    const due = db
      .prepare('SELECT id, request, row_count FROM ledger_export_requests WHERE mailed_at_ms IS NULL AND created_at_ms <= ? ORDER BY created_at_ms')
      .all(now - REPORT_PREPARATION_MS) as { id: string; request: string; row_count: number }[];
    let written = 0;
    for (const row of due) {
      const request = JSON.parse(row.request) as StoredRequest;
      const subject = `Transactions ${request.currency} ${request.created_from} to ${request.created_to} (${row.row_count} rows): ${exportFileName(request, request.currency)}`;
      for (const recipient of request.emails) {
        recordOutboxMessage(db, { kind: 'TRANSACTION_EXPORT_EMAIL', recipient, subject }, now);
        written += 1;
      }
      db.prepare('UPDATE ledger_export_requests SET mailed_at_ms = ? WHERE id = ?').run(now, row.id);
    }
    return written;
  })();
}
