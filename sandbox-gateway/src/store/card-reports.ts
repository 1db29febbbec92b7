import { randomBytes } from 'node:crypto';
import type { Environment } from 'shared-contracts';
import type { CardReport, CardReportFile, CardReportRequest } from 'shared-contracts/areas/cards/card-reports';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import { recordOutboxMessage } from './environment-data';
import { matchingPayments, type CardScope } from './card-payments';

/** How long the sandbox takes to prepare a report: long enough to show progress, short for tests. */
export const REPORT_PREPARATION_MS = 4000;
/** The longest report the sandbox writes (its 5,000 rows fit). */
const REPORT_MAX_ROWS = 10_000;

interface ReportRow {
  id: string;
  business_id: string;
  environment: Environment;
  user_id: string;
  created: string;
  created_at_ms: number;
  request: string;
}

const fileNameOf = (row: Pick<ReportRow, 'id'>, request: CardReportRequest) => `card-payments-${request.created_from}-${request.created_to}-${row.id.slice(-6)}.csv`;

function reportOf(db: SandboxDatabase, row: ReportRow, now: number): CardReport {
  const request = JSON.parse(row.request) as CardReportRequest;
  const progress = Math.min(100, Math.floor(((now - row.created_at_ms) / REPORT_PREPARATION_MS) * 100));
  return {
    id: row.id, created: row.created, created_from: request.created_from, created_to: request.created_to, emails: request.emails,
    status: progress >= 100 ? 'COMPLETED' : 'PENDING', progress,
    row_count: progress >= 100 ? countRows(db, row, request) : null, file_name: fileNameOf(row, request),
  };
}

/** The report's payments are the list's with the same filters and search, in the report's days (store/card-payments.ts). */
const paymentsOf = (row: ReportRow, request: CardReportRequest) => {
  const { created_from, created_to, status, card_brand, source, search } = request;
  return matchingPayments({ businessId: row.business_id, environment: row.environment }, { created_from, created_to, status, card_brand, source, search });
};

const countRows = (db: SandboxDatabase, row: ReportRow, request: CardReportRequest) => {
  const from = paymentsOf(row, request);
  return db.prepare(`SELECT COUNT(*) FROM ${from.sql}`).pluck().get(...from.params) as number;
};

/** Accepts a report request; the sandbox "prepares" it over REPORT_PREPARATION_MS. */
export function requestCardReport(db: SandboxDatabase, scope: CardScope, userId: string, request: CardReportRequest, now: number): CardReport {
  const row: ReportRow = {
    id: `ccr_${randomBytes(10).toString('hex')}`, business_id: scope.businessId, environment: scope.environment, user_id: userId,
    created: isoAt(now), created_at_ms: now, request: JSON.stringify(request),
  };
  db.prepare('INSERT INTO card_report_requests (id, business_id, environment, user_id, created, created_at_ms, request) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    row.id, row.business_id, row.environment, row.user_id, row.created, row.created_at_ms, row.request,
  );
  return reportOf(db, row, now);
}

/** The caller's own report requests in the scope, newest first (the last 20). */
export function cardReports(db: SandboxDatabase, scope: CardScope, userId: string, now: number): CardReport[] {
  const rows = db
    .prepare('SELECT * FROM card_report_requests WHERE business_id = ? AND environment = ? AND user_id = ? ORDER BY created_at_ms DESC LIMIT 20')
    .all(scope.businessId, scope.environment, userId) as ReportRow[];
  return rows.map((row) => reportOf(db, row, now));
}

/** One CSV cell: quoted where CSV needs it, and a text a spreadsheet would run as a formula defused. */
export const csvCell = (value: string | number) => {
  const text = String(value);
  // Quote what CSV needs quoted, and defuse formulas a spreadsheet would run.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The prepared report as CSV; undefined while it is being prepared or when it is not the caller's. */
export function cardReportFile(db: SandboxDatabase, scope: CardScope, userId: string, id: string, now: number): CardReportFile | 'pending' | undefined {
  const row = db
    .prepare('SELECT * FROM card_report_requests WHERE id = ? AND business_id = ? AND environment = ? AND user_id = ?')
    .get(id, scope.businessId, scope.environment, userId) as ReportRow | undefined;
  if (!row) return undefined;
  const report = reportOf(db, row, now);
  if (report.status !== 'COMPLETED') return 'pending';
  const request = JSON.parse(row.request) as CardReportRequest;
  const from = paymentsOf(row, request);
  const columns = ['id', 'external_id', 'created', 'status', 'amount', 'currency', 'card_brand', 'masked_card_number', 'source'] as const;
  const payments = db
    .prepare(`SELECT ${columns.join(', ')} FROM ${from.sql} ORDER BY created DESC, id DESC LIMIT ${REPORT_MAX_ROWS}`)
    .all(...from.params) as Record<(typeof columns)[number], string | number>[];
  const lines = [columns.join(','), ...payments.map((payment) => columns.map((column) => csvCell(payment[column])).join(','))];
  return { file_name: report.file_name, content_type: 'text/csv', content: `${lines.join('\n')}\n` };
}

/** How often the gateway looks for prepared reports to mail (a background sweep, besides every read). */
export const REPORT_MAIL_SWEEP_MS = 1000;

/**
 * Mails every prepared report not mailed yet: one outbox message per recipient (the sandbox's outbox
 * stands for the email), then marks the report mailed, in one transaction so a report is mailed once.
 * Returns how many messages were written.
 */
export function mailPreparedReports(db: SandboxDatabase, now: number): number {
  return db.transaction(() => {
    const due = db
      .prepare('SELECT * FROM card_report_requests WHERE mailed_at_ms IS NULL AND created_at_ms <= ? ORDER BY created_at_ms')
      .all(now - REPORT_PREPARATION_MS) as ReportRow[];
    const mark = db.prepare('UPDATE card_report_requests SET mailed_at_ms = ? WHERE id = ?');
    let written = 0;
    for (const row of due) {
      const request = JSON.parse(row.request) as CardReportRequest;
      const subject = `Card payments ${request.created_from} to ${request.created_to}: ${fileNameOf(row, request)}`;
      for (const recipient of request.emails) {
        recordOutboxMessage(db, { kind: 'CARD_REPORT_EMAIL', recipient, subject }, now);
        written += 1;
      }
      mark.run(now, row.id);
    }
    return written;
  })();
}
