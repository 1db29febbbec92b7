import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Environment } from 'shared-contracts';
import type {
  ChannelCategory,
  Disbursement,
  DisbursementDetail,
  DisbursementEvent,
  DisbursementFailureCode,
  DisbursementStatus,
  NewDisbursement,
} from 'shared-contracts/areas/sending-money/sending-money';
import type { Currency } from 'shared-contracts/rules';
import { newId } from '../auth/secrets';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import { directoryAccount } from '../seed/disbursement-channels';
import { disbursementEntryIds, recordDisbursement, returnDisbursement, type DisbursementRefusal } from './disbursement-ledger';

/** Single disbursements (issue 45, decision 0071, migration 26). */
export interface DisbursementRow {
  id: string;
  business_id: string;
  environment: Environment;
  user_id: string;
  idempotency_key: string;
  request_hash: string;
  channel_code: string;
  channel_category: ChannelCategory;
  account_number: string;
  account_holder_name: string;
  currency: Currency;
  amount: number;
  fee: number;
  description: string;
  status: DisbursementStatus;
  failure_code: DisbursementFailureCode | null;
  created: string;
  updated: string;
  completed_at: string | null;
  failed_at: string | null;
  returned_at: string | null;
  batch_id: string | null;
}

export interface DisbursementScope {
  businessId: string;
  environment: Environment;
}

export interface DisbursementOrder extends Omit<NewDisbursement, 'pin'> {
  userId: string;
  currency: Currency;
  category: ChannelCategory;
  fee: number;
  /** The batch whose approval pays it. */
  batchId?: string;
}

export type SendOutcome = { sent: DisbursementRow; repeated: boolean } | { conflict: DisbursementRow } | DisbursementRefusal;

/** Statements prepared once per connection and text: a batch's approval runs these ten thousand times. */
const cache = new WeakMap<SandboxDatabase, Map<string, Database.Statement>>();
function sql(db: SandboxDatabase, text: string): Database.Statement {
  let statements = cache.get(db);
  if (!statements) cache.set(db, (statements = new Map()));
  let statement = statements.get(text);
  if (!statement) statements.set(text, (statement = db.prepare(text)));
  return statement;
}

/** What a request asked for, so the same idempotency key with another request is told apart from a repeat. */
const hashOf = (order: DisbursementOrder): string =>
  createHash('sha256')
    .update(JSON.stringify([order.channel_code, order.account_number, order.account_holder_name, order.amount, order.description]))
    .digest('hex');

export const destinationOf = (row: Pick<DisbursementRow, 'channel_code' | 'account_number'>): string =>
  `${row.channel_code} ••••${row.account_number.slice(-4)}`;

export const disbursementOf = (db: SandboxDatabase, scope: DisbursementScope, id: string): DisbursementRow | undefined =>
  sql(db, 'SELECT * FROM disbursements WHERE business_id = ? AND environment = ? AND id = ?').get(scope.businessId, scope.environment, id) as
    | DisbursementRow
    | undefined;

const byKey = (db: SandboxDatabase, scope: DisbursementScope, key: string): DisbursementRow | undefined =>
  sql(db, 'SELECT * FROM disbursements WHERE business_id = ? AND environment = ? AND idempotency_key = ?').get(scope.businessId, scope.environment, key) as
    | DisbursementRow
    | undefined;

const COLUMNS = [
  'id', 'business_id', 'environment', 'user_id', 'idempotency_key', 'request_hash', 'channel_code', 'channel_category', 'account_number',
  'account_holder_name', 'currency', 'amount', 'fee', 'description', 'status', 'created', 'updated', 'batch_id',
] as const;

/**
 * Sends one disbursement: in one BEGIN IMMEDIATE transaction, a known idempotency key answers its
 * first disbursement (or a conflict when the request differs), else the ledger checks amount and fee
 * against the available balance and writes the debit, and the disbursement is stored PENDING.
 * Refused, nothing is written.
 */
export function sendDisbursement(db: SandboxDatabase, scope: DisbursementScope, order: DisbursementOrder, now: number, balanceChecked = false): SendOutcome {
  return db
    .transaction((): SendOutcome => {
      const hash = hashOf(order);
      const earlier = byKey(db, scope, order.idempotency_key);
      if (earlier) return earlier.request_hash === hash ? { sent: earlier, repeated: true } : { conflict: earlier };
      const id = newId('disb');
      const debit = recordDisbursement(db, {
        id, businessId: scope.businessId, environment: scope.environment, currency: order.currency, amount: order.amount, fee: order.fee,
        destination: destinationOf(order),
      }, now, { balanceChecked });
      if ('refused' in debit) return debit;
      const created = isoAt(now);
      const row: DisbursementRow = {
        id, business_id: scope.businessId, environment: scope.environment, user_id: order.userId, idempotency_key: order.idempotency_key,
        request_hash: hash, channel_code: order.channel_code, channel_category: order.category, account_number: order.account_number,
        account_holder_name: order.account_holder_name, currency: order.currency, amount: order.amount, fee: order.fee,
        description: order.description, status: 'PENDING', failure_code: null, created, updated: created,
        completed_at: null, failed_at: null, returned_at: null, batch_id: order.batchId ?? null,
      };
      sql(db, `INSERT INTO disbursements (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`).run(COLUMNS.map((column) => row[column]));
      return { sent: row, repeated: false };
    })
    .immediate();
}

/**
 * The sandbox's bank answers a PENDING disbursement: a directory account is paid (or fails with its
 * reason); any other account fails as INVALID_DESTINATION. A failure gives all it took back. The
 * row as it now is; unchanged when it was no longer PENDING.
 */
export function settleDisbursement(db: SandboxDatabase, id: string, now: number): DisbursementRow {
  return db
    .transaction((): DisbursementRow => {
      const row = sql(db, 'SELECT * FROM disbursements WHERE id = ?').get(id) as DisbursementRow;
      if (row.status !== 'PENDING') return row;
      const account = directoryAccount(row.channel_code, row.account_number);
      const failure: DisbursementFailureCode | null = account ? (account.fails ?? null) : 'INVALID_DESTINATION';
      const at = isoAt(now);
      if (failure) {
        sql(db, "UPDATE disbursements SET status = 'FAILED', failure_code = ?, failed_at = ?, updated = ? WHERE id = ? AND status = 'PENDING'").run(failure, at, at, id);
        returnDisbursement(db, id, now);
      } else {
        sql(db, "UPDATE disbursements SET status = 'COMPLETED', completed_at = ?, updated = ? WHERE id = ? AND status = 'PENDING'").run(at, at, id);
      }
      return sql(db, 'SELECT * FROM disbursements WHERE id = ?').get(id) as DisbursementRow;
    })
    .immediate();
}

/** The bank sends a COMPLETED disbursement back (the sandbox control API): RETURNED, and its money returns. False when it cannot. */
export function returnCompletedDisbursement(db: SandboxDatabase, id: string, now: number): boolean {
  return db
    .transaction((): boolean => {
      const at = isoAt(now);
      const changed = db
        .prepare("UPDATE disbursements SET status = 'RETURNED', failure_code = 'RETURNED_BY_BANK', returned_at = ?, updated = ? WHERE id = ? AND status = 'COMPLETED'")
        .run(at, at, id).changes;
      if (changed === 0) return false;
      returnDisbursement(db, id, now);
      return true;
    })
    .immediate();
}

export const toDisbursement = (row: DisbursementRow): Disbursement => ({
  id: row.id, channel_code: row.channel_code, channel_category: row.channel_category, account_number: row.account_number,
  account_holder_name: row.account_holder_name, amount: row.amount, fee: row.fee, currency: row.currency, description: row.description,
  status: row.status, failure_code: row.failure_code, created: row.created, updated: row.updated,
});

export function toDisbursementDetail(db: SandboxDatabase, row: DisbursementRow): DisbursementDetail {
  const events: [DisbursementEvent, string | null][] = [['created', row.created], ['completed', row.completed_at], ['failed', row.failed_at], ['returned', row.returned_at]];
  const createdBy = sql(db, 'SELECT full_name FROM users WHERE id = ?').pluck().get(row.user_id) as string | undefined;
  return {
    ...toDisbursement(row),
    created_by: createdBy ?? '',
    timeline: events.filter((event): event is [DisbursementEvent, string] => event[1] !== null).map(([event, at]) => ({ event, at })),
    ledger_entry_ids: disbursementEntryIds(db, row.id),
  };
}
