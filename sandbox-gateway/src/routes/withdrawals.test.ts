/** @jest-environment node */
import Database from 'better-sqlite3';
import { BALANCE_API, type BalancesAnswer, type TransactionsAnswer } from 'shared-contracts/areas/balance/balance';
import { PIN_API, type Withdrawal } from 'shared-contracts/areas/settings/settings';
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
  // The PIN's limit holds five checks at once (issue 43); the bursts here are of the right PIN, about the balance.
  gateway = await createTestGateway({ rateLimits: { pinPerUser: { max: 20, windowMs: 15 * 60_000 } } });
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
