/** @jest-environment node */
import Database from 'better-sqlite3';
import { BALANCE_API, type BalancesAnswer, type TransactionsAnswer } from 'shared-contracts/areas/balance/balance';
import { PIN_API, WITHDRAWAL_LIMITS, type Withdrawal } from 'shared-contracts/areas/settings/settings';
import { API } from 'shared-contracts/gateway';
import { SANDBOX_ONE_TIME_CODE } from '../seed/personas';
import { createTestGateway, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';

// The withdrawal check (issue 40, docs/money-pages.md): against the available balance of the
// environment's ledger, in the transaction that writes the WITHDRAWAL entry.
let gateway: TestGateway;
const as = signedIn(() => gateway);
const FINANCE = 'finance@tokoku.test';
const ACCOUNT = 'bank_biz_tokoku_1';
const PIN = '246802';

beforeAll(async () => {
  // The PIN's limit holds five checks at once (issue 43); the bursts here are of the right PIN, about the balance and the limits.
  gateway = await createTestGateway({ rateLimits: { pinPerUser: { max: 40, windowMs: 15 * 60_000 } } });
  const finance = await as(FINANCE);
  await gateway.request({ method: 'POST', url: API.otp, payload: { recipient: '+6281234567005', type: 'PHONE_NUMBER' }, headers: finance });
  const set = await gateway.request({ method: 'PUT', url: PIN_API.pin, payload: { pin: PIN, token: SANDBOX_ONE_TIME_CODE }, headers: finance });
  expect(set.status).toBe(200);
});
afterAll(() => gateway.close());

const withdraw = async (payload: object) => gateway.request({ method: 'POST', url: PIN_API.withdrawals, payload: { bank_account_id: ACCOUNT, pin: PIN, ...payload }, headers: await as(FINANCE) });
const available = async (environment: string) =>
  (await gateway.request({ url: `${BALANCE_API.balances}?environment=${environment}`, headers: await as(FINANCE) })).json<BalancesAnswer>().data[0]!.available;
/** Toko Ku's IDR entries' sum in these statuses, read beside the gateway. */
const sumOf = (environment: string, statuses: readonly string[]) => {
  const db = new Database(gateway.dbPath, { readonly: true });
  try {
    return db
      .prepare(`SELECT COALESCE(SUM(amount), 0) FROM ledger_entries WHERE business_id = 'biz_tokoku' AND environment = ? AND currency = 'IDR'
        AND status IN (${statuses.map(() => '?').join(', ')})`)
      .pluck()
      .get(environment, ...statuses) as number;
  } finally {
    db.close();
  }
};
/** Available from the entries (docs/money-pages.md): the AVAILABLE ones less the money on hold (ON_HOLD entries are negative). */
const availableSum = (environment: string) => sumOf(environment, ['AVAILABLE', 'ON_HOLD']);

test('a withdrawal takes its amount from the live ledger at once, as a WITHDRAWAL entry', async () => {
  const before = await available('PRODUCTION');
  const answer = await withdraw({ amount: 250_000 });
  expect(answer.status).toBe(201);
  const withdrawal = answer.json<Withdrawal>();
  expect(await available('PRODUCTION')).toBe(before - 250_000);
  const { data } = (await gateway.request({ url: `${BALANCE_API.transactions}?search=${withdrawal.id}`, headers: await as(FINANCE) })).json<TransactionsAnswer>();
  expect(data).toEqual([expect.objectContaining({ type: 'WITHDRAWAL', status: 'AVAILABLE', amount: -250_000, fee: 0, description: 'Withdrawal to BCA ••••6789' })]);
});

test('more than available is INSUFFICIENT_BALANCE_ERROR, and nothing is written', async () => {
  const all = await available('DEVELOPMENT');
  const before = snapshot(gateway.dbPath);
  const answer = await withdraw({ amount: all + 1, environment: 'DEVELOPMENT' });
  expect([answer.status, answer.json()]).toEqual([400, { error_code: 'INSUFFICIENT_BALANCE_ERROR', message: 'The amount is more than your available balance.' }]);
  expect(snapshot(gateway.dbPath)).toBe(before);
});

test('money on hold cannot be withdrawn: the AVAILABLE entries with the disputed money still in them are more than available', async () => {
  const held = 0 - sumOf('DEVELOPMENT', ['ON_HOLD']);
  expect(held).toBeGreaterThan(0);
  const all = await available('DEVELOPMENT');
  expect(all).toBe(availableSum('DEVELOPMENT'));
  const before = snapshot(gateway.dbPath);
  const answer = await withdraw({ amount: all + held, environment: 'DEVELOPMENT' });
  expect([answer.status, answer.json<{ error_code: string }>().error_code]).toEqual([400, 'INSUFFICIENT_BALANCE_ERROR']);
  expect(snapshot(gateway.dbPath)).toBe(before);
});

test('20 withdrawals at once, each of a quarter of available: four pass, the balance never goes below zero and stays the ledger sum', async () => {
  const start = await available('DEVELOPMENT');
  const quarter = Math.floor(start / 4);
  const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw({ amount: quarter, environment: 'DEVELOPMENT' })));
  const outcomes = answers.map((answer) => (answer.status === 201 ? 'done' : answer.json<{ error_code: string }>().error_code));
  expect(outcomes.filter((outcome) => outcome === 'done')).toHaveLength(4);
  expect(outcomes.filter((outcome) => outcome === 'INSUFFICIENT_BALANCE_ERROR')).toHaveLength(16);
  const end = await available('DEVELOPMENT');
  expect(end).toBe(start - 4 * quarter);
  expect(end).toBeGreaterThanOrEqual(0);
  expect(end).toBe(availableSum('DEVELOPMENT'));
  // The live ledger was not touched.
  expect(await available('PRODUCTION')).toBe(availableSum('PRODUCTION'));
});

describe('the limits of one withdrawal in IDR, 10,000 to 250,000,000 (issue 43 §6)', () => {
  const { min, max } = WITHDRAWAL_LIMITS.IDR;

  test.each([
    ['below the minimum', min - 1, 'must be at least IDR 10,000 in one withdrawal'],
    ['above the maximum', max + 1, 'must be at most IDR 250,000,000 in one withdrawal'],
  ])('%s (with the balance to cover it) is API_VALIDATION_ERROR on amount, and nothing is written', async (_name, amount, message) => {
    expect(await available('PRODUCTION')).toBeGreaterThan(max + 1);
    const before = snapshot(gateway.dbPath);
    const answer = await withdraw({ amount });
    expect([answer.status, answer.json()]).toEqual([400, expect.objectContaining({ error_code: 'API_VALIDATION_ERROR', errors: [{ field: 'amount', message }] })]);
    expect(snapshot(gateway.dbPath)).toBe(before);
  });

  test.each([['the minimum', min], ['the maximum', max]])('%s itself is taken', async (_name, amount) => {
    const before = await available('PRODUCTION');
    expect((await withdraw({ amount })).status).toBe(201);
    expect(await available('PRODUCTION')).toBe(before - amount);
  });

  test('over the balance and over the maximum at once: the balance is what is said (the form shows it under the amount)', async () => {
    const all = await available('DEVELOPMENT');
    const answer = await withdraw({ amount: Math.max(all, max) + 1, environment: 'DEVELOPMENT' });
    expect([answer.status, answer.json<{ error_code: string }>().error_code]).toEqual([400, 'INSUFFICIENT_BALANCE_ERROR']);
  });

  test('40 at once, 6 below the minimum, 6 above the maximum and 28 of the maximum (more than available): no amount outside the limits and nothing over the balance is taken', async () => {
    const start = await available('PRODUCTION');
    const amounts = [...Array<number>(6).fill(min - 1), ...Array<number>(6).fill(max + 1), ...Array<number>(28).fill(max)];
    const answers = await Promise.all(amounts.map((amount) => withdraw({ amount })));
    const taken = answers.flatMap((answer) => (answer.status === 201 ? [answer.json<Withdrawal>().amount] : []));
    expect(taken.every((amount) => amount === max)).toBe(true);
    expect(taken).toHaveLength(Math.min(28, Math.floor(start / max)));
    answers.forEach((answer, i) => {
      if (answer.status === 201) return;
      const code = answer.json<{ error_code: string }>().error_code;
      // Below the minimum there is always the balance for it; above the maximum, the balance may run out first.
      expect([answer.status, code]).toEqual([400, amounts[i] === min - 1 ? 'API_VALIDATION_ERROR' : expect.stringMatching(/^(API_VALIDATION_ERROR|INSUFFICIENT_BALANCE_ERROR)$/)]);
    });
    const end = await available('PRODUCTION');
    expect(end).toBe(start - taken.length * max);
    expect(end).toBeGreaterThanOrEqual(0);
    expect(end).toBe(availableSum('PRODUCTION'));
    // Every withdrawal the test's withdrawer made, stored and in the ledger, is within the limits.
    const db = new Database(gateway.dbPath, { readonly: true });
    try {
      const outside = db.prepare("SELECT COUNT(*) FROM withdrawals WHERE user_id = 'usr_finance_tokoku' AND (amount < ? OR amount > ?)").pluck().get(min, max);
      expect(outside).toBe(0);
    } finally {
      db.close();
    }
  });
});
