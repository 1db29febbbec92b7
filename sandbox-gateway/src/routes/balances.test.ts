/** @jest-environment node */
import Database from 'better-sqlite3';
import { BALANCE_API, NEXT_SETTLEMENTS, type BalanceHistoryAnswer, type BalancesAnswer, type TransactionsAnswer } from 'shared-contracts/areas/balance/balance';
import type { CardPaymentDetail } from 'shared-contracts/areas/cards/card-payment';
import { CARDS_API, type CardPaymentsAnswer } from 'shared-contracts/areas/cards/cards';
import { createTestGateway, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
const as = signedIn(() => gateway);
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

const get = async (url: string, email = 'owner@tokoku.test') => gateway.request({ url, headers: await as(email) });
const json = async <T>(url: string, email?: string) => (await get(url, email)).json<T>();

/**
 * The three figures from the ledger's own sums, read beside the gateway (docs/money-pages.md): money on
 * hold (ON_HOLD entries, negative) is out of available, and shown on hold as a positive amount.
 */
function ledgerSums(businessId: string, environment: string, currency: string) {
  const db = new Database(gateway.dbPath, { readonly: true });
  try {
    return db
      .prepare(`SELECT COALESCE(SUM(CASE WHEN status IN ('AVAILABLE', 'ON_HOLD') THEN amount END), 0) AS available,
          COALESCE(SUM(CASE status WHEN 'PENDING' THEN amount END), 0) AS pending,
          0 - COALESCE(SUM(CASE status WHEN 'ON_HOLD' THEN amount END), 0) AS on_hold
        FROM ledger_entries WHERE business_id = ? AND environment = ? AND currency = ?`)
      .get(businessId, environment, currency) as { available: number; pending: number; on_hold: number };
  } finally {
    db.close();
  }
}

describe('GET /api/balances', () => {
  test("the owner of Toko Ku: the live IDR ledger first, then the USD one; each figure is its entries' sum", async () => {
    const { data } = await json<BalancesAnswer>(BALANCE_API.balances);
    expect(data.map((row) => row.currency)).toEqual(['IDR', 'USD']);
    for (const row of data) expect(row).toEqual(expect.objectContaining(ledgerSums('biz_tokoku', 'PRODUCTION', row.currency)));
    const [idr] = data;
    expect(idr!.available).toBeGreaterThan(250_000);
    expect(idr!.pending).toBeGreaterThan(0);
    expect(idr!.on_hold).toBeGreaterThan(0);
    expect(idr!.next_settlements.length).toBeGreaterThan(0);
    expect(idr!.next_settlements.length).toBeLessThanOrEqual(NEXT_SETTLEMENTS);
    const dates = idr!.next_settlements.map((settlement) => settlement.date);
    expect([...dates].sort()).toEqual(dates);
    // Every pending entry settles within the next days listed here (T+2 business days at most).
    expect(idr!.next_settlements.reduce((sum, settlement) => sum + settlement.amount, 0)).toBe(idr!.pending);
  });

  test('test mode has its own ledgers (the environment parameter or cookie)', async () => {
    const test = await json<BalancesAnswer>(`${BALANCE_API.balances}?environment=DEVELOPMENT`);
    expect(test.data.map((row) => row.currency)).toEqual(['IDR', 'USD']);
    expect(test.data[0]).toEqual(expect.objectContaining(ledgerSums('biz_tokoku', 'DEVELOPMENT', 'IDR')));
    expect(test.data[0]!.available).not.toBe((await json<BalancesAnswer>(BALANCE_API.balances)).data[0]!.available);
    const byCookie = await gateway.request({ url: BALANCE_API.balances, headers: { cookie: `${(await as('owner@tokoku.test')).cookie}; environment=DEVELOPMENT` } });
    expect(byCookie.json<BalancesAnswer>()).toEqual(test);
  });

  test('a business that is not live: test mode only; its own currency is always listed', async () => {
    const { data } = await json<BalancesAnswer>(BALANCE_API.balances, 'new@warungbaru.test');
    expect(data).toEqual([expect.objectContaining({ currency: 'IDR', ...ledgerSums('biz_warungbaru', 'DEVELOPMENT', 'IDR') })]);
    const live = await get(`${BALANCE_API.balances}?environment=PRODUCTION`, 'new@warungbaru.test');
    expect([live.status, live.json<{ error_code: string }>().error_code]).toEqual([403, 'AUTHORIZATION_ERROR']);
  });

  test('Manila Mart in pesos, with cents', async () => {
    const { data } = await json<BalancesAnswer>(BALANCE_API.balances, 'admin@manila.test');
    expect(data[0]).toEqual(expect.objectContaining({ currency: 'PHP', ...ledgerSums('biz_manila', 'PRODUCTION', 'PHP') }));
  });
});

describe('GET /api/balances/history', () => {
  test('7, 30 or 90 end-of-day points, the last one being now', async () => {
    const now = (await json<BalancesAnswer>(BALANCE_API.balances)).data[0]!;
    for (const days of [7, 30, 90]) {
      const history = await json<BalanceHistoryAnswer>(`${BALANCE_API.history}?currency=IDR&days=${days}`);
      expect(history.currency).toBe('IDR');
      expect(history.data).toHaveLength(days);
      expect(history.data.at(-1)).toEqual(expect.objectContaining({ date: '2026-06-15', available: now.available, pending: now.pending, on_hold: now.on_hold }));
    }
    const usd = await json<BalanceHistoryAnswer>(`${BALANCE_API.history}?currency=USD&days=90`);
    // The USD account opened 60 days before the seed.
    expect(usd.data[0]).toEqual(expect.objectContaining({ available: 0, pending: 0, on_hold: 0 }));
    expect(usd.data.at(-1)!.available).toBe(296_825);
  });

  test('without a query: the business currency over 30 days; a wrong query is API_VALIDATION_ERROR', async () => {
    expect((await json<BalanceHistoryAnswer>(BALANCE_API.history)).data).toHaveLength(30);
    for (const [query, field] of [['days=14', 'days'], ['currency=EUR', 'currency'], ['days=7&days=30', 'days'], ['from=2026-01-01', 'from']]) {
      const answer = await get(`${BALANCE_API.history}?${query}`);
      expect([query, answer.status, answer.json<{ errors: { field: string }[] }>().errors[0]!.field]).toEqual([query, 400, field]);
    }
  });
});

describe('who may read the money pages (spec 01 §6)', () => {
  test.each([
    [BALANCE_API.balances, ['owner', 'viewer', 'finance'], ['ops', 'dev']],
    [BALANCE_API.history, ['owner', 'viewer', 'finance'], ['ops', 'dev']],
    [BALANCE_API.transactions, ['owner', 'viewer', 'ops', 'finance'], ['dev']],
  ])('%s: allowed %j, denied %j', async (url, allowed, denied) => {
    for (const name of allowed) expect([name, (await get(url, `${name}@tokoku.test`)).status]).toEqual([name, 200]);
    for (const name of denied) {
      const answer = await get(url, `${name}@tokoku.test`);
      expect([name, answer.status, answer.json<{ error_code: string }>().error_code]).toEqual([name, 403, 'AUTHORIZATION_ERROR']);
    }
  });
});

describe('money movements made through the gateway write the ledger at once', () => {
  const post = async (url: string, payload: unknown) => gateway.request({ method: 'POST', url, payload, headers: await as('owner@tokoku.test') });
  const entriesOf = (reference: string) => json<TransactionsAnswer>(`${BALANCE_API.transactions}?search=${reference}`);

  test('a refund made on the card payments page is a REFUND entry, and available goes down by it', async () => {
    const [row] = (await json<CardPaymentsAnswer>(`${CARDS_API.payments}?search=order-004969`)).data;
    const before = (await json<BalancesAnswer>(BALANCE_API.balances)).data[0]!;
    const refunded = await post(CARDS_API.chargeRefunds(row!.id), { amount: 100_000, reason: 'Customer request' });
    expect(refunded.status).toBe(200);
    const refund = refunded.json<CardPaymentDetail>().refunds.at(-1)!;
    const { data } = await entriesOf('order-004969');
    expect(data[0]).toEqual(expect.objectContaining({ type: 'REFUND', status: 'AVAILABLE', amount: -100_000, fee: 0, source: { kind: 'refund', id: refund.id } }));
    expect(data[0]!.running_balance).toBe(before.available + before.pending - 100_000);
    expect((await json<BalancesAnswer>(BALANCE_API.balances)).data[0]!.available).toBe(before.available - 100_000);
  });

  test('a capture is a PAYMENT entry, net of the card fee, pending until its settlement', async () => {
    const [row] = (await json<CardPaymentsAnswer>(`${CARDS_API.payments}?search=order-004990`)).data;
    const payment = await json<CardPaymentDetail>(CARDS_API.payment(row!.id));
    const captured = await post(CARDS_API.captureToken(payment.token_id), {});
    expect(captured.status).toBe(200);
    const detail = captured.json<CardPaymentDetail>();
    const { data } = await entriesOf(payment.id);
    const fee = Math.round(detail.capture_amount * 0.029) + 2_000;
    expect(data).toEqual([
      expect.objectContaining({ type: 'PAYMENT', status: 'PENDING', amount: detail.capture_amount - fee, fee, available_on: detail.expected_settlement_at }),
    ]);
  });

  test('a refused refund writes nothing', async () => {
    const [row] = (await json<CardPaymentsAnswer>(`${CARDS_API.payments}?search=order-004961`)).data;
    const before = snapshot(gateway.dbPath);
    expect((await post(CARDS_API.chargeRefunds(row!.id), { amount: 1 })).status).toBe(400);
    expect(snapshot(gateway.dbPath)).toBe(before);
  });
});
