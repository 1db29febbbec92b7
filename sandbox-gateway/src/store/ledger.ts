import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Environment } from 'shared-contracts';
import { toMinor, type LedgerChannel, type LedgerEntryType, type LedgerSourceKind, type LedgerStatus } from 'shared-contracts/areas/balance/balance';
import type { WithdrawalLimit } from 'shared-contracts/areas/settings/settings';
import type { Currency } from 'shared-contracts/rules';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import { WITHDRAWAL_FEE_MINOR, cardFee, type Ledger, type LedgerEntryRow } from './ledger-entry';

/**
 * The ledger (issue 40, docs/money-pages.md): the only code that writes ledger entries. Every money
 * movement of the gateway and of its seed calls these functions, each in one write transaction (or
 * in the caller's: the seed's, a refund's), so the seed and a refund made in the browser cannot disagree.
 */

interface NewEntry {
  type: LedgerEntryType;
  status: LedgerStatus;
  channel: LedgerChannel;
  amount: number;
  fee: number;
  reference: string | null;
  description: string;
  source: { kind: LedgerSourceKind; id: string };
  availableOn?: string;
}

const COLUMNS = [
  'id', 'business_id', 'environment', 'currency', 'type', 'status', 'channel', 'amount', 'fee', 'running_balance', 'reference',
  'description', 'source_kind', 'source_id', 'available_on', 'created', 'updated', 'available_at', 'held_at', 'released_at',
] as const satisfies readonly (keyof LedgerEntryRow)[];

type Statements = Record<'last' | 'tail' | 'insert' | 'bySource' | 'byId' | 'settle' | 'sumOf' | 'release', Database.Statement>;

const prepare = (db: SandboxDatabase): Statements => ({
  last: db.prepare(`SELECT created, running_balance FROM ledger_entries WHERE business_id = ? AND environment = ? AND currency = ?
    ORDER BY created DESC, id DESC LIMIT 1`),
  // The ledger's last entry and the next sequence, in one statement (the seed writes thousands of entries).
  tail: db.prepare(`SELECT last.created, last.running_balance, (SELECT COALESCE(MAX(rowid), 0) + 1 FROM ledger_entries) AS sequence
    FROM (SELECT 1) LEFT JOIN (SELECT created, running_balance FROM ledger_entries WHERE business_id = ? AND environment = ? AND currency = ?
      ORDER BY created DESC, id DESC LIMIT 1) AS last`),
  insert: db.prepare(`INSERT INTO ledger_entries (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`),
  bySource: db.prepare('SELECT * FROM ledger_entries WHERE source_id = ? AND source_kind = ? AND type = ?'),
  byId: db.prepare('SELECT * FROM ledger_entries WHERE id = ?'),
  settle: db.prepare(`UPDATE ledger_entries SET status = 'AVAILABLE', available_at = available_on, updated = available_on
    WHERE status = 'PENDING' AND available_on <= ?`),
  sumOf: db.prepare('SELECT COALESCE(SUM(amount), 0) FROM ledger_entries WHERE business_id = ? AND environment = ? AND currency = ? AND status = ?').pluck(),
  release: db.prepare(`UPDATE ledger_entries SET status = 'AVAILABLE', released_at = ?, updated = ? WHERE id = ? AND status = 'ON_HOLD'`),
});

/** The statements, prepared once per connection (the seed writes thousands of entries). */
const statements = new WeakMap<SandboxDatabase, Statements>();
function statementsOf(db: SandboxDatabase): Statements {
  let prepared = statements.get(db);
  if (!prepared) statements.set(db, (prepared = prepare(db)));
  return prepared;
}

/**
 * Writes one entry at the end of its ledger. Its id sorts after every id written before it (a
 * sequence, then random characters) and its time is never before the ledger's last entry, so the
 * (created, id) order is the order of writing and the running balance can be written once, now.
 */
export function append(db: SandboxDatabase, ledger: Ledger, entry: NewEntry, at: number): LedgerEntryRow {
  const tail = statementsOf(db).tail.get(ledger.businessId, ledger.environment, ledger.currency) as { created: string | null; running_balance: number | null; sequence: number };
  const created = isoAt(tail.created === null ? at : Math.max(at, Date.parse(tail.created)));
  const sequence = tail.sequence;
  const row: LedgerEntryRow = {
    id: `ldg_${sequence.toString(36).padStart(9, '0')}${randomHex(5)}`,
    business_id: ledger.businessId,
    environment: ledger.environment,
    currency: ledger.currency,
    type: entry.type,
    status: entry.status,
    channel: entry.channel,
    amount: entry.amount,
    fee: entry.fee,
    running_balance: (tail.running_balance ?? 0) + entry.amount,
    reference: entry.reference,
    description: entry.description,
    source_kind: entry.source.kind,
    source_id: entry.source.id,
    available_on: entry.availableOn ?? null,
    created,
    updated: created,
    available_at: null,
    held_at: entry.status === 'ON_HOLD' ? created : null,
    released_at: null,
  };
  statementsOf(db).insert.run(COLUMNS.map((column) => row[column]));
  return row;
}

export const existing = (db: SandboxDatabase, kind: LedgerSourceKind, id: string, type: LedgerEntryType) =>
  statementsOf(db).bySource.get(id, kind, type) as LedgerEntryRow | undefined;

/**
 * One BEGIN IMMEDIATE write transaction; inside the caller's (the seed's, a refund's) it is part of
 * that one, which rolls back as a whole if anything throws (no savepoint per entry: the seed writes thousands).
 */
export const inTransaction = <T>(db: SandboxDatabase, write: () => T): T => (db.inTransaction ? write() : db.transaction(write).immediate());

/** Random characters for ids, drawn from the system's generator in blocks (one call per entry was most of the seed's time). */
let randomPool = Buffer.alloc(0);
let randomOffset = 0;
function randomHex(bytes: number): string {
  if (randomOffset + bytes > randomPool.length) {
    randomPool = randomBytes(4096);
    randomOffset = 0;
  }
  randomOffset += bytes;
  return randomPool.toString('hex', randomOffset - bytes, randomOffset);
}

/** PENDING entries whose settlement has come become AVAILABLE, as of their settlement (not of this sweep). */
export function settleDue(db: SandboxDatabase, now: number): number {
  return statementsOf(db).settle.run(isoAt(now)).changes;
}

/**
 * The three figures of a ledger (docs/money-pages.md): pending = the PENDING entries' sum, on hold =
 * minus the ON_HOLD ones' (disputed money), and available = the AVAILABLE entries' sum less what is
 * on hold — a dispute takes its money out of what may be withdrawn at once, so disputed money can
 * never be withdrawn while the dispute runs. Available is read as the last running balance less
 * pending (the ledger's sum is every entry's), so it costs two small index reads however long the
 * ledger is; a test holds the figures to the entries' sums.
 */
export function figuresOf(db: SandboxDatabase, ledger: Ledger): { available: number; pending: number; on_hold: number } {
  const sql = statementsOf(db);
  const args = [ledger.businessId, ledger.environment, ledger.currency] as const;
  const last = sql.last.get(...args) as { running_balance: number } | undefined;
  const pending = sql.sumOf.get(...args, 'PENDING') as number;
  const held = sql.sumOf.get(...args, 'ON_HOLD') as number;
  return { available: (last?.running_balance ?? 0) - pending, pending, on_hold: 0 - held };
}

export function entryById(db: SandboxDatabase, id: string): LedgerEntryRow | undefined {
  return statementsOf(db).byId.get(id) as LedgerEntryRow | undefined;
}

/** What a card entry needs of its payment (a row of card_payments). */
export interface PaymentFacts {
  id: string;
  business_id: string;
  environment: Environment;
  currency: Currency;
  capture_amount: number;
  external_id: string;
  last_four: string;
  expected_settlement_at: string | null;
}

const cardLedger = (payment: PaymentFacts): Ledger => ({ businessId: payment.business_id, environment: payment.environment, currency: payment.currency });
const card = (payment: PaymentFacts) => `card payment •••• ${payment.last_four}`;

/**
 * A captured card payment: its net (gross less the card fee) is PENDING until its settlement,
 * the card payment's own expected settlement (business-calendar.ts `cardSettlementAt`).
 */
export function recordCardPayment(db: SandboxDatabase, payment: PaymentFacts, at: number): LedgerEntryRow {
  return inTransaction(db, () => {
    const written = existing(db, 'card_payment', payment.id, 'PAYMENT');
    if (written) return written;
    if (!payment.expected_settlement_at) throw new Error(`card payment ${payment.id} has no expected settlement`);
    const gross = toMinor(payment.capture_amount, payment.currency);
    const fee = cardFee(gross, payment.currency);
    return append(db, cardLedger(payment), {
      type: 'PAYMENT', status: 'PENDING', channel: 'CARDS', amount: gross - fee, fee, reference: payment.external_id,
      description: `Card payment •••• ${payment.last_four}`, source: { kind: 'card_payment', id: payment.id }, availableOn: payment.expected_settlement_at,
    }, at);
  });
}

/** A refund of a card payment: paid from available money at once; the payment's fee is not given back. */
export function recordRefund(db: SandboxDatabase, refund: { id: string; amount: number }, payment: PaymentFacts, at: number): LedgerEntryRow {
  return inTransaction(db, () => existing(db, 'refund', refund.id, 'REFUND') ?? append(db, cardLedger(payment), {
    type: 'REFUND', status: 'AVAILABLE', channel: 'CARDS', amount: -toMinor(refund.amount, payment.currency), fee: 0,
    reference: payment.external_id, description: `Refund of ${card(payment)}`, source: { kind: 'refund', id: refund.id },
  }, at));
}

/** A chargeback opens: the disputed amount is ON_HOLD (shown in on hold and out of available at once) until it is decided. */
export function recordChargeback(db: SandboxDatabase, chargeback: { id: string; amount: number; reason: string }, payment: PaymentFacts, at: number): LedgerEntryRow {
  return inTransaction(db, () => existing(db, 'chargeback', chargeback.id, 'CHARGEBACK') ?? append(db, cardLedger(payment), {
    type: 'CHARGEBACK', status: 'ON_HOLD', channel: 'CARDS', amount: -toMinor(chargeback.amount, payment.currency), fee: 0,
    reference: payment.external_id, description: `Chargeback of ${card(payment)} (${chargeback.reason})`, source: { kind: 'chargeback', id: chargeback.id },
  }, at));
}

export type ChargebackOutcome = 'won' | 'lost';

/**
 * A chargeback is decided: its hold ends (the CHARGEBACK entry becomes AVAILABLE: on hold goes down
 * by it, available does not move, since the debit already counted there while held). Won, a
 * CHARGEBACK_REVERSAL credits the same amount back, so available is up by it again and the two net to
 * zero; lost, the debit stays. Undefined when there is no open hold for it.
 */
export function resolveChargeback(db: SandboxDatabase, chargebackId: string, outcome: ChargebackOutcome, at: number): LedgerEntryRow[] | undefined {
  return inTransaction(db, () => {
    const hold = existing(db, 'chargeback', chargebackId, 'CHARGEBACK');
    if (!hold || hold.status !== 'ON_HOLD') return undefined;
    const released = isoAt(Math.max(at, Date.parse(hold.created)));
    statementsOf(db).release.run(released, released, hold.id);
    const entries = [entryById(db, hold.id)!];
    if (outcome === 'won') {
      entries.push(append(db, { businessId: hold.business_id, environment: hold.environment, currency: hold.currency }, {
        type: 'CHARGEBACK_REVERSAL', status: 'AVAILABLE', channel: 'CARDS', amount: -hold.amount, fee: 0, reference: hold.reference,
        description: `Chargeback won: ${hold.description.replace(/^Chargeback of /, '')}`, source: { kind: 'chargeback', id: chargebackId },
      }, at));
    }
    return entries;
  });
}

export interface WithdrawalFacts {
  id: string;
  businessId: string;
  environment: Environment;
  currency: Currency;
  /** Major units, as asked for. */
  amount: number;
  /** "BCA ••••6789". */
  bankAccount: string;
  /** WITHDRAWAL_LIMITS of the currency (issue 43 §6); absent for the seed's history, which predates them. */
  limits?: WithdrawalLimit;
}

export type WithdrawalRefusal =
  | { refused: 'insufficient-balance'; available: number }
  | { refused: 'below-minimum' | 'above-maximum'; limits: WithdrawalLimit };

/**
 * A withdrawal takes the amount and its fee from available money at once — or is refused, writing
 * nothing, when they are more than available, or when the amount is outside its limits. The checks
 * and the entry are one BEGIN IMMEDIATE transaction (with the settlement sweep first), so two
 * withdrawals at once cannot take the same money. The balance is checked first: an amount that is
 * both over the balance and over the maximum is said to be over the balance, which is what a
 * merchant can act on first (docs/security.md, issue 43 §6).
 */
export function recordWithdrawal(db: SandboxDatabase, withdrawal: WithdrawalFacts, at: number): LedgerEntryRow | WithdrawalRefusal {
  return inTransaction(db, (): LedgerEntryRow | WithdrawalRefusal => {
    const written = existing(db, 'withdrawal', withdrawal.id, 'WITHDRAWAL');
    if (written) return written;
    settleDue(db, at);
    const ledger = { businessId: withdrawal.businessId, environment: withdrawal.environment, currency: withdrawal.currency };
    const fee = WITHDRAWAL_FEE_MINOR[withdrawal.currency];
    const debit = toMinor(withdrawal.amount, withdrawal.currency) + fee;
    const { available } = figuresOf(db, ledger);
    if (debit > available) return { refused: 'insufficient-balance', available };
    const { limits } = withdrawal;
    if (limits && withdrawal.amount < limits.min) return { refused: 'below-minimum', limits };
    if (limits && withdrawal.amount > limits.max) return { refused: 'above-maximum', limits };
    return append(db, ledger, {
      type: 'WITHDRAWAL', status: 'AVAILABLE', channel: 'BANK_TRANSFER', amount: -debit, fee, reference: null,
      description: `Withdrawal to ${withdrawal.bankAccount}`, source: { kind: 'withdrawal', id: withdrawal.id },
    }, at);
  });
}

/** A withdrawal that failed or that the bank returned: all it took (its fee too) comes back to available. Undefined when there is nothing to return. */
export function returnWithdrawal(db: SandboxDatabase, withdrawalId: string, at: number): LedgerEntryRow | undefined {
  return inTransaction(db, () => {
    const taken = existing(db, 'withdrawal', withdrawalId, 'WITHDRAWAL');
    if (!taken || existing(db, 'withdrawal', withdrawalId, 'WITHDRAWAL_RETURN')) return undefined;
    return append(db, { businessId: taken.business_id, environment: taken.environment, currency: taken.currency }, {
      type: 'WITHDRAWAL_RETURN', status: 'AVAILABLE', channel: 'BANK_TRANSFER', amount: -taken.amount, fee: 0, reference: taken.reference,
      description: taken.description.replace(/^Withdrawal to /, 'Withdrawal returned by '), source: { kind: 'withdrawal', id: withdrawalId },
    }, at);
  });
}

/** A charge not tied to one payment (a paid billing statement): all of it is the provider's fee. */
export function recordFee(db: SandboxDatabase, ledger: Ledger, fee: { statementId: string; amount: number; description: string }, at: number): LedgerEntryRow {
  return inTransaction(db, () => {
    const minor = toMinor(fee.amount, ledger.currency);
    return existing(db, 'billing_statement', fee.statementId, 'FEE') ?? append(db, ledger, {
      type: 'FEE', status: 'AVAILABLE', channel: 'OTHER', amount: -minor, fee: minor, reference: fee.statementId,
      description: fee.description, source: { kind: 'billing_statement', id: fee.statementId },
    }, at);
  });
}

/** The provider corrects a balance (the sandbox control API and the seed): available at once, either sign. */
export function recordAdjustment(
  db: SandboxDatabase,
  ledger: Ledger,
  adjustment: { amount: number; description: string; reference?: string | null; id?: string },
  at: number,
): LedgerEntryRow {
  return inTransaction(db, () => {
    const id = adjustment.id ?? `adj_${randomHex(10)}`;
    return existing(db, 'adjustment', id, 'ADJUSTMENT') ?? append(db, ledger, {
      type: 'ADJUSTMENT', status: 'AVAILABLE', channel: 'OTHER', amount: adjustment.amount, fee: 0, reference: adjustment.reference ?? null,
      description: adjustment.description, source: { kind: 'adjustment', id },
    }, at);
  });
}
