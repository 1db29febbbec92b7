import type { BatchRow } from 'shared-contracts/areas/sending-money/batch-validation';
import {
  BATCH_ROWS_SHOWN,
  type BatchStatus,
  type ChannelCategory,
  type DisbursementBatch,
  type DisbursementBatchDetail,
  type DisbursementStatus,
} from 'shared-contracts/areas/sending-money/sending-money';
import type { Currency } from 'shared-contracts/rules';
import { newId } from '../auth/secrets';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import { figuresOf, settleDue } from './ledger';
import { sendDisbursement, settleDisbursement, type DisbursementScope } from './disbursements';
import { decodeListCursor, newestFirstPage, type ListCursor, type PageOf } from './list-cursor';

/** Batch disbursements (issue 45, decision 0071, migration 26): a maker's validated file waiting for a checker. */
export interface BatchRecord extends BatchRow {
  category: ChannelCategory;
}

interface BatchTableRow {
  id: string;
  business_id: string;
  environment: DisbursementScope['environment'];
  file_name: string;
  status: BatchStatus;
  currency: Currency;
  row_count: number;
  total: number;
  fees: number;
  rows: string;
  created_by: string;
  decided_by: string | null;
  created: string;
  decided_at: string | null;
}


export function createBatch(
  db: SandboxDatabase,
  scope: DisbursementScope,
  batch: { fileName: string; currency: Currency; rows: BatchRecord[]; userId: string },
  now: number,
): string {
  const id = newId('batch');
  const total = batch.rows.reduce((sum, row) => sum + row.amount, 0);
  const fees = batch.rows.reduce((sum, row) => sum + row.fee, 0);
  db.prepare(`INSERT INTO disbursement_batches (id, business_id, environment, file_name, status, currency, row_count, total, fees, rows, created_by, created)
    VALUES (?, ?, ?, ?, 'NEEDS_APPROVAL', ?, ?, ?, ?, ?, ?, ?)`).run(
    id, scope.businessId, scope.environment, batch.fileName, batch.currency, batch.rows.length, total, fees, JSON.stringify(batch.rows), batch.userId, isoAt(now),
  );
  return id;
}

export const batchOf = (db: SandboxDatabase, scope: DisbursementScope, id: string): BatchTableRow | undefined =>
  db.prepare('SELECT * FROM disbursement_batches WHERE business_id = ? AND environment = ? AND id = ?').get(scope.businessId, scope.environment, id) as
    | BatchTableRow
    | undefined;

/** The batches newest first, cursor-paged like the other lists (decision 0075), optionally of one status. */
export function batchPage(db: SandboxDatabase, scope: DisbursementScope, status: BatchStatus | undefined, page: { after?: ListCursor; limit: number }): PageOf<BatchTableRow> {
  const where = ['business_id = ?', 'environment = ?'];
  const params: string[] = [scope.businessId, scope.environment];
  if (status) {
    where.push('status = ?');
    params.push(status);
  }
  return newestFirstPage<BatchTableRow>(db, 'disbursement_batches', { where, params }, page);
}

export const decodeBatchCursor = (text: string): ListCursor | undefined => decodeListCursor(text, 'batch');

/** A checker rejects a batch waiting for approval: nothing is paid. False when it was already decided. */
export function rejectBatch(db: SandboxDatabase, id: string, checkerId: string, now: number): boolean {
  return (
    db.prepare("UPDATE disbursement_batches SET status = 'REJECTED', decided_by = ?, decided_at = ? WHERE id = ? AND status = 'NEEDS_APPROVAL'")
      .run(checkerId, isoAt(now), id).changes === 1
  );
}

export type Approval = { approved: string[] } | { refused: 'insufficient-balance'; available: number } | { refused: 'decided' };

const keyOf = (batchId: string, reference: string) => `batch-${batchId.slice(6)}-${reference}`.slice(0, 100);

/**
 * A checker approves: in one BEGIN IMMEDIATE transaction the batch is still waiting, its total and
 * fees fit in the available balance, and every row becomes a disbursement with its debit — or
 * nothing is written. Then the sandbox's bank settles each row (one transaction for all of them).
 */
export function approveBatch(db: SandboxDatabase, scope: DisbursementScope, id: string, checkerId: string, now: number): Approval {
  const approval = db
    .transaction((): Approval => {
      const batch = batchOf(db, scope, id);
      if (!batch || batch.status !== 'NEEDS_APPROVAL') return { refused: 'decided' };
      settleDue(db, now);
      const { available } = figuresOf(db, { businessId: scope.businessId, environment: scope.environment, currency: batch.currency });
      if (batch.total + batch.fees > available) return { refused: 'insufficient-balance', available };
      const rows = JSON.parse(batch.rows) as BatchRecord[];
      const approved = rows.map((row) => {
        const sent = sendDisbursement(db, scope, {
          channel_code: row.channel_code, account_number: row.account_number, account_holder_name: row.account_holder_name, amount: row.amount,
          description: row.description, idempotency_key: keyOf(id, row.reference), userId: batch.created_by, currency: batch.currency,
          category: row.category, fee: row.fee, batchId: id,
        }, now, true);
        // The total was checked above: a row refused here means the ledger moved under us, and the whole approval rolls back.
        if (!('sent' in sent)) throw new Error(`batch ${id}: row ${row.line} was refused`);
        return sent.sent.id;
      });
      db.prepare("UPDATE disbursement_batches SET status = 'COMPLETED', decided_by = ?, decided_at = ? WHERE id = ?").run(checkerId, isoAt(now), id);
      return { approved };
    })
    .immediate();
  if ('approved' in approval) db.transaction(() => approval.approved.forEach((disbursementId) => settleDisbursement(db, disbursementId, now))).immediate();
  return approval;
}

const userName = (db: SandboxDatabase, id: string | null): string | null =>
  id === null ? null : ((db.prepare('SELECT full_name FROM users WHERE id = ?').pluck().get(id) as string | undefined) ?? '');

export function toBatch(db: SandboxDatabase, row: BatchTableRow): DisbursementBatch {
  const counts = db.prepare('SELECT status, COUNT(*) AS n FROM disbursements WHERE batch_id = ? GROUP BY status').all(row.id) as { status: DisbursementStatus; n: number }[];
  const count = (statuses: DisbursementStatus[]) => counts.filter((entry) => statuses.includes(entry.status)).reduce((sum, entry) => sum + entry.n, 0);
  return {
    id: row.id, file_name: row.file_name, status: row.status, currency: row.currency, row_count: row.row_count, total: row.total, fees: row.fees,
    created: row.created, created_by_id: row.created_by, created_by: userName(db, row.created_by) ?? '', decided_by: userName(db, row.decided_by),
    decided_at: row.decided_at, completed_count: count(['COMPLETED']), failed_count: count(['FAILED', 'RETURNED']),
  };
}

export function toBatchDetail(db: SandboxDatabase, row: BatchTableRow): DisbursementBatchDetail {
  const rows = (JSON.parse(row.rows) as BatchRecord[]).slice(0, BATCH_ROWS_SHOWN);
  const paid = db.prepare('SELECT id, status, idempotency_key FROM disbursements WHERE batch_id = ?').all(row.id) as { id: string; status: DisbursementStatus; idempotency_key: string }[];
  const byKey = new Map(paid.map((entry) => [entry.idempotency_key, entry]));
  return {
    ...toBatch(db, row),
    rows: rows.map((record) => {
      const disbursement = byKey.get(keyOf(row.id, record.reference));
      return {
        line: record.line, reference: record.reference, channel_code: record.channel_code, account_number: record.account_number,
        account_holder_name: record.account_holder_name, amount: record.amount, fee: record.fee, description: record.description,
        disbursement_id: disbursement?.id ?? null, status: disbursement?.status ?? null,
      };
    }),
  };
}
