/** @jest-environment node */
import Database from 'better-sqlite3';
import { LEDGER_CHANNELS, LEDGER_ENTRY_TYPES, LEDGER_SOURCE_KINDS, LEDGER_STATUSES, toMinor } from 'shared-contracts/areas/balance/balance';
import { WITHDRAWAL_LIMITS } from 'shared-contracts/areas/settings/settings';
import type { Currency } from 'shared-contracts/rules';
import { isoAt } from '../clock';
import { MIGRATIONS } from '../db/migrations';
import { createTestGateway, SEED_TIME, snapshot, type TestGateway } from '../testing/test-gateway';
import { addBusinessDays, cardSettlementAt, dayIn, startOfDay } from './business-calendar';
import { LEDGER_CURRENCIES, cardFee, type Ledger } from './ledger-entry';
import {
  figuresOf,
  recordAdjustment,
  recordCardPayment,
  recordChargeback,
  recordFee,
  recordRefund,
  recordWithdrawal,
  resolveChargeback,
  returnWithdrawal,
  settleDue,
  type PaymentFacts,
} from './ledger';
import { historyOf } from './ledger-figures';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let gateway: TestGateway;
let db: Database.Database;
beforeAll(async () => {
  gateway = await createTestGateway();
  db = new Database(gateway.dbPath);
});
afterAll(async () => {
  db.close();
  await gateway.close();
});

/** Ledgers the seed leaves empty: a business that is not live has no live entries. */
const EMPTY: Record<Currency, Ledger> = {
  IDR: { businessId: 'biz_kilat', environment: 'PRODUCTION', currency: 'IDR' },
  PHP: { businessId: 'biz_cebu', environment: 'PRODUCTION', currency: 'PHP' },
  USD: { businessId: 'biz_kilat', environment: 'PRODUCTION', currency: 'USD' },
};

const sums = (ledger: Ledger) =>
  db
    .prepare(`SELECT COALESCE(SUM(amount), 0) AS total,
        COALESCE(SUM(CASE status WHEN 'AVAILABLE' THEN amount END), 0) AS available,
        COALESCE(SUM(CASE status WHEN 'PENDING' THEN amount END), 0) AS pending,
        COALESCE(SUM(CASE status WHEN 'ON_HOLD' THEN amount END), 0) AS held,
        (SELECT running_balance FROM ledger_entries WHERE business_id = @businessId AND environment = @environment AND currency = @currency
          ORDER BY created DESC, id DESC LIMIT 1) AS last
      FROM ledger_entries WHERE business_id = @businessId AND environment = @environment AND currency = @currency`)
    .get(ledger) as { total: number; available: number; pending: number; held: number; last: number | null };

/**
 * docs/money-pages.md "The three figures": available = the AVAILABLE entries' sum plus the ON_HOLD
 * ones' (negative: disputed money is out of what may be withdrawn), pending = the PENDING ones' sum,
 * on hold = minus the ON_HOLD ones'; so the ledger's sum = available + pending = the last running balance.
 */
function expectInvariant(ledger: Ledger) {
  const figures = figuresOf(db, ledger);
  const sum = sums(ledger);
  expect(figures).toEqual({ available: sum.available + sum.held, pending: sum.pending, on_hold: 0 - sum.held });
  expect(figures.available + figures.pending).toBe(sum.total);
  expect(sum.last ?? 0).toBe(sum.total);
  return figures;
}

let paymentCount = 0;
const payment = (ledger: Ledger, major: number, settlesAt: number): PaymentFacts => ({
  id: `ccp_test_${(paymentCount += 1)}`, business_id: ledger.businessId, environment: ledger.environment, currency: ledger.currency,
  capture_amount: major, external_id: `order-test-${paymentCount}`, last_four: '4242', expected_settlement_at: isoAt(settlesAt),
});

test('the card fee: 2.9% rounded to the minor unit plus the fixed part, never more than the payment', () => {
  expect(cardFee(1_000_000, 'IDR')).toBe(29_000 + 2_000);
  expect(cardFee(123_456, 'PHP')).toBe(3_580 + 1_500);
  expect(cardFee(1_999, 'USD')).toBe(58 + 30);
  expect(cardFee(500, 'PHP')).toBe(500);
});

describe.each([
  // [currency, a payment in major units, its net in minor units, a refund, a disputed amount]
  ['IDR', 1_000_000, 969_000, 250_000, 300_000],
  ['PHP', 1_234.56, 118_376, 34.5, 100.01],
  ['USD', 19.99, 1_911, 0.99, 5.25],
] as const)('%s: every kind of entry keeps the ledger whole', (currency, gross, net, refund, disputed) => {
  const ledger = EMPTY[currency];
  const minor = (major: number) => Math.round(major * (currency === 'IDR' ? 1 : 100));
  let at = SEED_TIME + HOUR;
  const later = () => (at += HOUR);

  test('payment, settlement, refund, chargebacks won and lost, withdrawal and its return, fee, adjustments', () => {
    const paid = recordCardPayment(db, payment(ledger, gross, SEED_TIME + 2 * DAY), later());
    expect(paid).toMatchObject({ type: 'PAYMENT', status: 'PENDING', amount: net, fee: minor(gross) - net, channel: 'CARDS', running_balance: net });
    expect(expectInvariant(ledger)).toEqual({ available: 0, pending: net, on_hold: 0 });

    settleDue(db, SEED_TIME + 2 * DAY);
    expect(expectInvariant(ledger)).toEqual({ available: net, pending: 0, on_hold: 0 });

    recordRefund(db, { id: `rfd_${currency}_1`, amount: refund }, payment(ledger, gross, at), later());
    expect(expectInvariant(ledger).available).toBe(net - minor(refund));

    const card = payment(ledger, gross, at);
    // A dispute takes its money out of available at once, and shows it on hold.
    const whileDisputed = net - minor(refund) - minor(disputed);
    recordChargeback(db, { id: `cb_${currency}_won`, amount: disputed, reason: 'FRAUD' }, card, later());
    expect(expectInvariant(ledger)).toEqual({ available: whileDisputed, pending: 0, on_hold: minor(disputed) });
    const won = resolveChargeback(db, `cb_${currency}_won`, 'won', later())!;
    expect(won.map((entry) => [entry.type, entry.status, entry.amount])).toEqual([
      ['CHARGEBACK', 'AVAILABLE', -minor(disputed)],
      ['CHARGEBACK_REVERSAL', 'AVAILABLE', minor(disputed)],
    ]);
    // Won: the hold ends and the reversal credits it back, so available is up by the disputed amount again.
    expect(expectInvariant(ledger)).toEqual({ available: net - minor(refund), pending: 0, on_hold: 0 });
    expect(resolveChargeback(db, `cb_${currency}_won`, 'lost', later())).toBeUndefined();

    recordChargeback(db, { id: `cb_${currency}_lost`, amount: disputed, reason: 'OTHER' }, card, later());
    expect(expectInvariant(ledger)).toEqual({ available: whileDisputed, pending: 0, on_hold: minor(disputed) });
    resolveChargeback(db, `cb_${currency}_lost`, 'lost', later());
    // Lost: the debit stays where it already counted; only on hold goes down.
    const afterLoss = whileDisputed;
    expect(expectInvariant(ledger)).toEqual({ available: afterLoss, pending: 0, on_hold: 0 });

    const withdrawal = { id: `wd_${currency}_1`, businessId: ledger.businessId, environment: ledger.environment, currency, bankAccount: 'BCA ••••6789' };
    expect(recordWithdrawal(db, { ...withdrawal, amount: (afterLoss + 1) / (currency === 'IDR' ? 1 : 100) }, later())).toEqual({
      refused: 'insufficient-balance', available: afterLoss,
    });
    const taken = recordWithdrawal(db, { ...withdrawal, amount: afterLoss / (currency === 'IDR' ? 1 : 100) }, later());
    expect(taken).toMatchObject({ type: 'WITHDRAWAL', amount: -afterLoss, channel: 'BANK_TRANSFER' });
    expect(expectInvariant(ledger).available).toBe(0);
    expect(returnWithdrawal(db, withdrawal.id, later())).toMatchObject({ type: 'WITHDRAWAL_RETURN', amount: afterLoss });
    expect(returnWithdrawal(db, withdrawal.id, later())).toBeUndefined();
    expect(expectInvariant(ledger).available).toBe(afterLoss);

    const fee = recordFee(db, ledger, { statementId: `bill_${currency}`, amount: refund, description: 'Billing statement' }, later());
    expect(fee).toMatchObject({ type: 'FEE', amount: -minor(refund), fee: minor(refund), source_kind: 'billing_statement' });
    recordAdjustment(db, ledger, { amount: 12_345, description: 'Correction' }, later());
    recordAdjustment(db, ledger, { amount: -345, description: 'Correction back' }, later());
    expect(expectInvariant(ledger)).toEqual({ available: afterLoss - minor(refund) + 12_000, pending: 0, on_hold: 0 });
  });

  test('writing the same source twice writes one entry', () => {
    const before = sums(ledger).total;
    recordRefund(db, { id: `rfd_${currency}_1`, amount: refund }, payment(ledger, gross, at), later());
    recordFee(db, ledger, { statementId: `bill_${currency}`, amount: refund, description: 'Billing statement' }, later());
    expect(sums(ledger).total).toBe(before);
  });
});

test('the running balance of every seeded ledger is the sum of its entries in (created, id) order', () => {
  const rows = db
    .prepare('SELECT business_id, environment, currency, amount, running_balance FROM ledger_entries ORDER BY business_id, environment, currency, created, id')
    .all() as { business_id: string; environment: string; currency: string; amount: number; running_balance: number }[];
  expect(rows.length).toBeGreaterThan(4_000);
  let ledger = '';
  let sum = 0;
  const wrong: unknown[] = [];
  for (const row of rows) {
    const key = `${row.business_id}/${row.environment}/${row.currency}`;
    if (key !== ledger) [ledger, sum] = [key, 0];
    sum += row.amount;
    if (row.running_balance !== sum) wrong.push({ ...row, expected: sum });
  }
  expect(wrong).toEqual([]);
});

test('the seeded ledgers keep the invariant, and their PENDING entries are all still to settle', () => {
  const ledgers = db.prepare('SELECT DISTINCT business_id AS businessId, environment, currency FROM ledger_entries').all() as Ledger[];
  expect(ledgers.length).toBeGreaterThanOrEqual(20);
  for (const ledger of ledgers) expectInvariant(ledger);
  expect(db.prepare("SELECT COUNT(*) FROM ledger_entries WHERE status = 'PENDING' AND available_on <= ?").pluck().get(isoAt(SEED_TIME))).toBe(0);
});

test('the settlement sweep makes due PENDING entries AVAILABLE as of their settlement, and only those', () => {
  const ledger: Ledger = { businessId: 'biz_kilat', environment: 'DEVELOPMENT', currency: 'PHP' };
  const first = recordCardPayment(db, payment(ledger, 100, SEED_TIME + DAY), SEED_TIME);
  const second = recordCardPayment(db, payment(ledger, 100, SEED_TIME + 2 * DAY), SEED_TIME);
  settleDue(db, SEED_TIME + DAY - 1);
  expect(figuresOf(db, ledger).available).toBe(0);
  settleDue(db, SEED_TIME + DAY + HOUR);
  const status = (id: string) => db.prepare('SELECT status, available_at, updated FROM ledger_entries WHERE id = ?').get(id);
  expect(status(first.id)).toEqual({ status: 'AVAILABLE', available_at: isoAt(SEED_TIME + DAY), updated: isoAt(SEED_TIME + DAY) });
  expect(status(second.id)).toEqual({ status: 'PENDING', available_at: null, updated: first.created });
  expectInvariant(ledger);
});

test('the history rebuilds each day from the timeline: a payment is pending until it settles, a hold until released', () => {
  const ledger: Ledger = { businessId: 'biz_cebu', environment: 'PRODUCTION', currency: 'USD' };
  const zone = 'Asia/Manila';
  const start = startOfDay(zone, dayIn(zone, SEED_TIME)) + 10 * HOUR; // 10:00 in Manila on the seed's day
  const paid = recordCardPayment(db, payment(ledger, 10, start + DAY), start);
  recordChargeback(db, { id: 'cb_history', amount: 2, reason: 'FRAUD' }, payment(ledger, 10, start), start + 2 * DAY);
  resolveChargeback(db, 'cb_history', 'lost', start + 3 * DAY);
  settleDue(db, start + 5 * DAY);
  const points = historyOf(db, ledger, 7, zone, start + 5 * DAY);
  expect(points).toHaveLength(7);
  expect(points.at(-1)!.date).toBe(dayIn(zone, start + 5 * DAY));
  const at = (days: number) => points.find((point) => point.date === dayIn(zone, start + days * DAY))!;
  expect(at(0)).toEqual(expect.objectContaining({ available: 0, pending: paid.amount, on_hold: 0 }));
  expect(at(1)).toEqual(expect.objectContaining({ available: paid.amount, pending: 0, on_hold: 0 }));
  // The dispute's day: its money is on hold and already out of available; lost, the hold ends and available stays.
  expect(at(2)).toEqual(expect.objectContaining({ available: paid.amount - 200, pending: 0, on_hold: 200 }));
  expect(at(3)).toEqual(expect.objectContaining({ available: paid.amount - 200, pending: 0, on_hold: 0 }));
  expect(points[0]).toEqual(expect.objectContaining({ available: 0, pending: 0, on_hold: 0 }));
  const { available, pending, on_hold } = figuresOf(db, ledger);
  expect(points.at(-1)).toEqual(expect.objectContaining({ available, pending, on_hold }));
});

describe.each(LEDGER_CURRENCIES)('%s: one withdrawal within WITHDRAWAL_LIMITS (issue 43 §6)', (currency) => {
  test('a minor unit below the minimum or above the maximum is refused, writing nothing; either bound itself is taken', () => {
    const ledger: Ledger = { businessId: 'biz_partner', environment: 'DEVELOPMENT', currency };
    const limits = WITHDRAWAL_LIMITS[currency];
    const unit = currency === 'IDR' ? 1 : 0.01;
    const at = SEED_TIME + 2 * HOUR;
    recordAdjustment(db, ledger, { amount: toMinor(limits.max * 3, currency), description: 'Funds for the limits' }, SEED_TIME + HOUR);
    settleDue(db, at);
    const withdraw = (name: string, amount: number) =>
      recordWithdrawal(db, { id: `wd_limits_${currency}_${name}`, ...ledger, amount, bankAccount: 'BDO ••••1234', limits }, at);

    const before = snapshot(gateway.dbPath);
    expect(withdraw('low', Number((limits.min - unit).toFixed(2)))).toEqual({ refused: 'below-minimum', limits });
    expect(withdraw('high', Number((limits.max + unit).toFixed(2)))).toEqual({ refused: 'above-maximum', limits });
    expect(snapshot(gateway.dbPath)).toBe(before);
    expect(withdraw('min', limits.min)).toMatchObject({ type: 'WITHDRAWAL', amount: -toMinor(limits.min, currency) });
    expect(withdraw('max', limits.max)).toMatchObject({ type: 'WITHDRAWAL', amount: -toMinor(limits.max, currency) });
    expectInvariant(ledger);
  });
});

test('disputed money cannot be withdrawn: with all of it on hold available is 0 and every withdrawal is refused, writing nothing; won, it can be', () => {
  const ledger: Ledger = { businessId: 'biz_cebu', environment: 'PRODUCTION', currency: 'IDR' };
  expect(sums(ledger)).toEqual({ total: 0, available: 0, pending: 0, held: 0, last: null });
  const card = payment(ledger, 1_000_000, SEED_TIME + DAY);
  const paid = recordCardPayment(db, card, SEED_TIME);
  settleDue(db, SEED_TIME + DAY);
  const money = paid.amount;
  expect(expectInvariant(ledger)).toEqual({ available: money, pending: 0, on_hold: 0 });
  recordChargeback(db, { id: 'cb_all_of_it', amount: money, reason: 'FRAUD' }, card, SEED_TIME + DAY + HOUR);
  expect(expectInvariant(ledger)).toEqual({ available: 0, pending: 0, on_hold: money });

  const withdrawal = { id: 'wd_disputed', businessId: ledger.businessId, environment: ledger.environment, currency: ledger.currency, bankAccount: 'BCA ••••6789' };
  const tried = SEED_TIME + DAY + 2 * HOUR;
  settleDue(db, tried); // the check's own sweep then has nothing to write
  const before = snapshot(gateway.dbPath);
  for (const amount of [1, money / 2, money]) {
    expect([amount, recordWithdrawal(db, { ...withdrawal, amount }, tried)]).toEqual([amount, { refused: 'insufficient-balance', available: 0 }]);
  }
  expect(snapshot(gateway.dbPath)).toBe(before);

  resolveChargeback(db, 'cb_all_of_it', 'won', SEED_TIME + DAY + 3 * HOUR);
  expect(expectInvariant(ledger)).toEqual({ available: money, pending: 0, on_hold: 0 });
  expect(recordWithdrawal(db, { ...withdrawal, amount: money }, SEED_TIME + DAY + 4 * HOUR)).toMatchObject({ type: 'WITHDRAWAL', status: 'AVAILABLE', amount: -money });
  expect(expectInvariant(ledger)).toEqual({ available: 0, pending: 0, on_hold: 0 });
});

test("card payments settle T+2 business days in Indonesia and T+1 in the Philippines, on the business's calendar", () => {
  // Friday 12 June 2026, 10:00 UTC.
  const friday = Date.parse('2026-06-12T10:00:00.000Z');
  expect(cardSettlementAt(friday, 'Indonesia')).toBe('2026-06-16T07:00:01.000Z');
  expect(cardSettlementAt(friday, 'Philippines')).toBe('2026-06-15T07:00:01.000Z');
  expect(cardSettlementAt(Date.parse('2026-06-10T10:00:00.000Z'), 'Indonesia')).toBe('2026-06-12T07:00:01.000Z');
  // 18:00 UTC on a Thursday is already Friday in Jakarta.
  expect(cardSettlementAt(Date.parse('2026-06-11T18:00:00.000Z'), 'Indonesia')).toBe('2026-06-16T07:00:01.000Z');
  expect(addBusinessDays('2026-06-13', 1)).toBe('2026-06-15');
  expect(startOfDay('Asia/Jakarta', '2026-06-15')).toBe(Date.parse('2026-06-14T17:00:00.000Z'));
});

test("the newest migration that makes the ledger's table has the contract's enums as its CHECK lists", () => {
  // Migration 19 made it; 29 rebuilt it with the payout links' types and source kind (decision 0078).
  const migration = [...MIGRATIONS].reverse().find((candidate) => /CREATE TABLE ledger_entries\w*\s*\(/.test(candidate.sql))!;
  expect(migration.version).toBe(29);
  const listOf = (column: string) => {
    const match = new RegExp(`\\b${column} TEXT NOT NULL CHECK \\(${column} IN \\(([^)]*)\\)\\)`).exec(migration.sql);
    return match![1]!.split(',').map((value) => value.trim().replace(/'/g, ''));
  };
  expect(listOf('type')).toEqual([...LEDGER_ENTRY_TYPES]);
  expect(listOf('status')).toEqual([...LEDGER_STATUSES]);
  expect(listOf('channel')).toEqual([...LEDGER_CHANNELS]);
  expect(listOf('source_kind')).toEqual([...LEDGER_SOURCE_KINDS]);
  expect(listOf('currency')).toEqual([...LEDGER_CURRENCIES]);
});
