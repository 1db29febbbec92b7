/** @jest-environment node */
import { BALANCE_API, type BalancesAnswer, type LedgerEntry, type TransactionsAnswer } from 'shared-contracts/areas/balance/balance';
import { createTestGateway, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
const as = signedIn(() => gateway);
afterEach(() => gateway.close());

const control = (url: string, payload: unknown) => gateway.request({ method: 'POST', url, payload });
const balances = async (email = 'owner@tokoku.test', query = '') =>
  (await gateway.request({ url: `${BALANCE_API.balances}${query}`, headers: await as(email) })).json<BalancesAnswer>().data;
const entriesOf = async (search: string) =>
  (await gateway.request({ url: `${BALANCE_API.transactions}?search=${search}`, headers: await as('owner@tokoku.test') })).json<TransactionsAnswer>().data;

test.each([
  ['/__sandbox/ledger/adjustments', { business_id: 'biz_tokoku', environment: 'PRODUCTION', currency: 'IDR', amount: 1 }],
  ['/__sandbox/chargebacks/cb_tokoku_01/outcome', { outcome: 'WON' }],
  ['/__sandbox/withdrawals/wd_tokoku_05/outcome', { outcome: 'COMPLETED' }],
])('without test mode POST %s does not exist', async (url, payload) => {
  gateway = await createTestGateway({ testMode: false });
  expect((await control(url, payload)).status).toBe(404);
});

describe('in test mode', () => {
  beforeEach(async () => {
    gateway = await createTestGateway({ testMode: true });
  });

  test('an adjustment sets a balance: in minor units, either sign, in any currency and environment', async () => {
    const before = (await balances('admin@manila.test'))[0]!;
    const added = await control('/__sandbox/ledger/adjustments', { business_id: 'biz_manila', environment: 'PRODUCTION', currency: 'PHP', amount: -12_345, description: 'Test' });
    expect(added.status).toBe(201);
    expect(added.json<LedgerEntry>()).toEqual(expect.objectContaining({ type: 'ADJUSTMENT', status: 'AVAILABLE', amount: -12_345, currency: 'PHP', description: 'Test' }));
    expect((await balances('admin@manila.test'))[0]!.available).toBe(before.available - 12_345);
    await control('/__sandbox/ledger/adjustments', { business_id: 'biz_manila', environment: 'DEVELOPMENT', currency: 'USD', amount: 500 });
    expect((await balances('admin@manila.test', '?environment=DEVELOPMENT')).map((row) => [row.currency, row.currency === 'USD' ? row.available : 'x'])).toEqual([['PHP', 'x'], ['USD', 500]]);
  });

  test('a wrong adjustment changes nothing', async () => {
    const before = snapshot(gateway.dbPath);
    for (const payload of [
      { business_id: 'biz_nope', environment: 'PRODUCTION', currency: 'IDR', amount: 1 },
      { business_id: 'biz_tokoku', environment: 'PRODUCTION', currency: 'IDR', amount: 0 },
      { business_id: 'biz_tokoku', environment: 'PRODUCTION', currency: 'IDR', amount: 1.5 },
      { business_id: 'biz_tokoku', environment: 'PRODUCTION', currency: 'EUR', amount: 1 },
      { business_id: 'biz_tokoku', environment: 'STAGING', currency: 'IDR', amount: 1 },
    ]) {
      const answer = await control('/__sandbox/ledger/adjustments', payload);
      expect([payload, answer.status, answer.json<{ error_code: string }>().error_code]).toEqual([payload, 400, 'API_VALIDATION_ERROR']);
    }
    expect(snapshot(gateway.dbPath)).toBe(before);
  });

  test('a chargeback won releases its hold and credits it back; lost, the debit stays; then it is decided', async () => {
    const before = (await balances())[0]!;
    const [hold] = await entriesOf('cb_tokoku_01');
    expect(hold).toEqual(expect.objectContaining({ type: 'CHARGEBACK', status: 'ON_HOLD' }));
    expect((await control('/__sandbox/chargebacks/cb_tokoku_01/outcome', { outcome: 'WON' })).json()).toEqual({ id: 'cb_tokoku_01', status: 'WON' });
    // Won: the disputed money (the hold's amount is negative) comes back to available and leaves on hold.
    const won = (await balances())[0]!;
    expect(won).toEqual(expect.objectContaining({ available: before.available - hold!.amount, on_hold: before.on_hold + hold!.amount }));
    expect((await entriesOf('cb_tokoku_01')).map((entry) => [entry.type, entry.status])).toEqual([['CHARGEBACK_REVERSAL', 'AVAILABLE'], ['CHARGEBACK', 'AVAILABLE']]);

    const [other] = await entriesOf('cb_tokoku_09');
    expect(other).toEqual(expect.objectContaining({ type: 'CHARGEBACK', status: 'ON_HOLD' }));
    await control('/__sandbox/chargebacks/cb_tokoku_09/outcome', { outcome: 'LOST' });
    // Lost: the debit already counted in available while held, so only on hold goes down.
    expect((await balances())[0]).toEqual(expect.objectContaining({ available: won.available, on_hold: won.on_hold + other!.amount }));
    const again = await control('/__sandbox/chargebacks/cb_tokoku_09/outcome', { outcome: 'WON' });
    expect([again.status, again.json<{ errors: { field: string }[] }>().errors[0]!.field]).toEqual([400, 'id']);
    expect((await control('/__sandbox/chargebacks/cb_nope/outcome', { outcome: 'WON' })).status).toBe(404);
  });

  test('a returned withdrawal gives back all it took; a completed one may still be returned, once', async () => {
    const before = (await balances())[0]!.available;
    expect((await control('/__sandbox/withdrawals/wd_tokoku_05/outcome', { outcome: 'COMPLETED' })).status).toBe(200);
    expect((await balances())[0]!.available).toBe(before);
    expect((await control('/__sandbox/withdrawals/wd_tokoku_05/outcome', { outcome: 'RETURNED' })).status).toBe(200);
    expect((await balances())[0]!.available).toBe(before + 50_000_000);
    expect((await entriesOf('wd_tokoku_05')).map((entry) => [entry.type, entry.amount])).toEqual([['WITHDRAWAL_RETURN', 50_000_000], ['WITHDRAWAL', -50_000_000]]);
    const again = await control('/__sandbox/withdrawals/wd_tokoku_05/outcome', { outcome: 'FAILED' });
    expect(again.status).toBe(400);
    expect((await balances())[0]!.available).toBe(before + 50_000_000);
  });
});
