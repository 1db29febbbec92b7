import { createHash, randomBytes } from 'node:crypto';
import { PAYOUT_CLAIM_PREFIX, PAYOUT_TTL_DAYS, type NewPayout, type Payout, type PayoutDetail, type PayoutStatus } from 'shared-contracts/areas/sending-money/payouts';
import type { Currency } from 'shared-contracts/rules';
import { newId } from '../auth/secrets';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import { disbursementEntryIds, recordDisbursement, returnDisbursement, type DisbursementRefusal } from './disbursement-ledger';
import type { DisbursementScope } from './disbursements';
import { decodeListCursor, newestFirstPage, type ListCursor } from './list-cursor';

/** Payout links (issue 45, decision 0071, migration 26). */
export interface PayoutRow {
  id: string;
  business_id: string;
  environment: DisbursementScope['environment'];
  user_id: string;
  idempotency_key: string;
  request_hash: string;
  code: string;
  currency: Currency;
  amount: number;
  fee: number;
  description: string;
  recipient_email: string | null;
  status: PayoutStatus;
  expiry_date: string;
  created: string;
  updated: string;
  claimed_at: string | null;
  claimed_channel: string | null;
  claimed_account: string | null;
  claimed_name: string | null;
  voided_at: string | null;
  expired_at: string | null;
}

export type PayoutOutcome = { made: PayoutRow; repeated: boolean } | { conflict: PayoutRow } | DisbursementRefusal;

/** What is stored of a request: never its PIN (decision 0078). */
export type PayoutOrder = Omit<NewPayout, 'pin'>;

const DAY_MS = 86_400_000;
const hashOf = (order: PayoutOrder) => createHash('sha256').update(JSON.stringify([order.amount, order.description, order.recipient_email ?? null])).digest('hex');

export const payoutOf = (db: SandboxDatabase, scope: DisbursementScope, id: string): PayoutRow | undefined =>
  db.prepare('SELECT * FROM payouts WHERE business_id = ? AND environment = ? AND id = ?').get(scope.businessId, scope.environment, id) as PayoutRow | undefined;

export const payoutByCode = (db: SandboxDatabase, code: string): PayoutRow | undefined =>
  db.prepare('SELECT * FROM payouts WHERE code = ?').get(code) as PayoutRow | undefined;

/**
 * ACTIVE links whose time has passed become EXPIRED, as of their expiry, and their money comes back
 * (PAYOUT_RETURN). Returns the links this call expired (their callbacks are the caller's): a link is
 * expired by one sweep only, however many run at once.
 */
export function expireDue(db: SandboxDatabase, now: number): PayoutRow[] {
  return db
    .transaction(() => {
      const due = db.prepare("SELECT * FROM payouts WHERE status = 'ACTIVE' AND expiry_date <= ?").all(isoAt(now)) as PayoutRow[];
      const expired: PayoutRow[] = [];
      for (const payout of due) {
        const at = payout.expiry_date;
        if (db.prepare("UPDATE payouts SET status = 'EXPIRED', expired_at = ?, updated = ? WHERE id = ? AND status = 'ACTIVE'").run(at, at, payout.id).changes === 0) continue;
        returnDisbursement(db, payout.id, now, { kind: 'payout', description: `Payout link expired: ${payout.description}` });
        expired.push({ ...payout, status: 'EXPIRED', expired_at: at, updated: at });
      }
      return expired;
    })
    .immediate();
}

/**
 * Makes a payout link: in one BEGIN IMMEDIATE transaction, a known idempotency key answers its
 * first link (or a conflict), else the ledger takes amount and fee from available money (or
 * refuses, writing nothing) and the link is stored ACTIVE for PAYOUT_TTL_DAYS.
 */
export function createPayout(
  db: SandboxDatabase,
  scope: DisbursementScope,
  order: PayoutOrder & { userId: string; currency: Currency; fee: number },
  now: number,
): PayoutOutcome {
  return db
    .transaction((): PayoutOutcome => {
      const earlier = db.prepare('SELECT * FROM payouts WHERE business_id = ? AND environment = ? AND idempotency_key = ?')
        .get(scope.businessId, scope.environment, order.idempotency_key) as PayoutRow | undefined;
      if (earlier) return earlier.request_hash === hashOf(order) ? { made: earlier, repeated: true } : { conflict: earlier };
      const id = newId('payout');
      const debit = recordDisbursement(db, {
        id, businessId: scope.businessId, environment: scope.environment, currency: order.currency, amount: order.amount, fee: order.fee,
        destination: 'payout link', description: `Payout link: ${order.description}`, kind: 'payout',
      }, now);
      if ('refused' in debit) return debit;
      const created = isoAt(now);
      const row: PayoutRow = {
        id, business_id: scope.businessId, environment: scope.environment, user_id: order.userId, idempotency_key: order.idempotency_key,
        request_hash: hashOf(order), code: randomBytes(16).toString('base64url'), currency: order.currency, amount: order.amount, fee: order.fee,
        description: order.description, recipient_email: order.recipient_email ?? null, status: 'ACTIVE', expiry_date: isoAt(now + PAYOUT_TTL_DAYS * DAY_MS),
        created, updated: created, claimed_at: null, claimed_channel: null, claimed_account: null, claimed_name: null, voided_at: null, expired_at: null,
      };
      const columns = Object.keys(row) as (keyof PayoutRow)[];
      db.prepare(`INSERT INTO payouts (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(columns.map((column) => row[column]));
      return { made: row, repeated: false };
    })
    .immediate();
}

/** The merchant voids an ACTIVE link: its money comes back (PAYOUT_RETURN). False when it was no longer ACTIVE. */
export function voidPayout(db: SandboxDatabase, id: string, now: number): boolean {
  return db
    .transaction((): boolean => {
      const at = isoAt(now);
      if (db.prepare("UPDATE payouts SET status = 'VOIDED', voided_at = ?, updated = ? WHERE id = ? AND status = 'ACTIVE'").run(at, at, id).changes === 0) return false;
      const { description } = db.prepare('SELECT description FROM payouts WHERE id = ?').get(id) as { description: string };
      returnDisbursement(db, id, now, { kind: 'payout', description: `Payout link voided: ${description}` });
      return true;
    })
    .immediate();
}

/** The recipient claims an ACTIVE link to an account the bank pays; false when it no longer takes a claim. */
export function claimPayout(db: SandboxDatabase, id: string, to: { channel: string; account: string; name: string }, now: number): boolean {
  const at = isoAt(now);
  return (
    db
      .prepare(`UPDATE payouts SET status = 'CLAIMED', claimed_at = ?, claimed_channel = ?, claimed_account = ?, claimed_name = ?, updated = ?
        WHERE id = ? AND status = 'ACTIVE' AND expiry_date > ?`)
      .run(at, to.channel, to.account, to.name, at, id, at).changes === 1
  );
}

export const claimUrlOf = (row: PayoutRow, origin: string): string => `${origin}${PAYOUT_CLAIM_PREFIX}${row.code}`;

export const toPayout = (row: PayoutRow, origin: string): Payout => ({
  id: row.id, amount: row.amount, fee: row.fee, currency: row.currency, description: row.description, recipient_email: row.recipient_email,
  status: row.status, claim_url: claimUrlOf(row, origin), expiry_date: row.expiry_date, created: row.created, claimed_at: row.claimed_at,
  claimed_to: row.claimed_channel && row.claimed_account ? `${row.claimed_channel} ••••${row.claimed_account.slice(-4)}` : null,
  claimed_name: row.claimed_name,
});

/** One payout with the ledger entries it wrote (its PAYOUT, and its PAYOUT_RETURN once voided or expired). */
export const toPayoutDetail = (db: SandboxDatabase, row: PayoutRow, origin: string): PayoutDetail => ({
  ...toPayout(row, origin),
  ledger_entry_ids: disbursementEntryIds(db, row.id, 'payout'),
});

/** Newest first by (created, id), ten a page by default, cursor-paged like the disbursements. */
export function payoutPage(db: SandboxDatabase, scope: DisbursementScope, status: PayoutStatus | undefined, page: { after?: ListCursor; limit: number }) {
  const where = ['business_id = ?', 'environment = ?'];
  const params: string[] = [scope.businessId, scope.environment];
  if (status) {
    where.push('status = ?');
    params.push(status);
  }
  return newestFirstPage<PayoutRow>(db, 'payouts', { where, params }, page);
}

export const decodePayoutCursor = (text: string): ListCursor | undefined => decodeListCursor(text, 'payout');
