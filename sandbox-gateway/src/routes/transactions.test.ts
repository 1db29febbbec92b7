/** @jest-environment node */
import Database from 'better-sqlite3';
import {
  BALANCE_API,
  TRANSACTION_EXPORT_DIRECT_MAX,
  type LedgerEntry,
  type LedgerEntryDetail,
  type TransactionExportAnswer,
  type TransactionsAnswer,
} from 'shared-contracts/areas/balance/balance';
import type { CardPaymentDetail } from 'shared-contracts/areas/cards/card-payment';
import { CARDS_API } from 'shared-contracts/areas/cards/cards';
import { REPORT_PREPARATION_MS } from '../store/card-reports';
import { createTestGateway, execute, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
const as = signedIn(() => gateway);
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

const get = async (url: string, email = 'owner@tokoku.test') => gateway.request({ url, headers: await as(email) });
const list = async (query = '', email?: string) => (await get(`${BALANCE_API.transactions}?${query}`, email)).json<TransactionsAnswer>();
const exportOf = async (payload: unknown, email = 'owner@tokoku.test') =>
  gateway.request({ method: 'POST', url: BALANCE_API.exports, payload, headers: await as(email) });
const errorsOf = (answer: { json: <T>() => T }) => answer.json<{ error_code: string; errors: { field: string; message: string }[] }>();

/** What the database holds, for the answers to be checked against: the ledger's rows matching `where`, newest first. */
function rows(where: string, ...params: unknown[]): { id: string; type: string; status: string; amount: number; created: string }[] {
  const db = new Database(gateway.dbPath, { readonly: true });
  try {
    return db.prepare(`SELECT id, type, status, amount, created FROM ledger_entries WHERE ${where} ORDER BY created DESC, id DESC`).all(...params) as never;
  } finally {
    db.close();
  }
}
const TOKO_KU_LIVE = "business_id = 'biz_tokoku' AND environment = 'PRODUCTION' AND currency = 'IDR'";

/** Every page of a query, following the cursors; `between` runs after each page. */
async function walk(query: string, between: () => Promise<void> = async () => {}): Promise<LedgerEntry[]> {
  const entries: LedgerEntry[] = [];
  let after: string | null = null;
  do {
    const page: TransactionsAnswer = await list(`${query}${after ? `&after=${after}` : ''}`);
    entries.push(...page.data);
    after = page.next_cursor;
    await between();
  } while (after);
  return entries;
}

describe('GET /api/transactions', () => {
  test('25 of the live IDR ledger, newest first, then the next page after the cursor', async () => {
    const expected = rows(TOKO_KU_LIVE);
    const first = await list();
    expect(first.limit).toBe(25);
    expect(first.data.map((entry) => entry.id)).toEqual(expected.slice(0, 25).map((row) => row.id));
    const second = await list(`after=${first.next_cursor}&limit=10`);
    expect(second.data.map((entry) => entry.id)).toEqual(expected.slice(25, 35).map((row) => row.id));
  });

  test('each filter alone and combined answers exactly the matching entries', async () => {
    const start = '2026-05-31T17:00:00.000Z'; // 1 June 2026 in Jakarta
    const end = '2026-06-07T16:59:59.999Z'; // the end of 7 June in Jakarta
    const cases: [string, string, unknown[]][] = [
      ['type=WITHDRAWAL,WITHDRAWAL_RETURN', "type IN ('WITHDRAWAL', 'WITHDRAWAL_RETURN')", []],
      ['status=PENDING', "status = 'PENDING'", []],
      ['status=ON_HOLD&type=CHARGEBACK', "status = 'ON_HOLD' AND type = 'CHARGEBACK'", []],
      ['channel=BANK_TRANSFER,OTHER', "channel IN ('BANK_TRANSFER', 'OTHER')", []],
      ['created_from=2026-06-01&created_to=2026-06-07&type=REFUND', "created >= ? AND created <= ? AND type = 'REFUND'", [start, end]],
      ['amount_min=3000000&amount_max=3100000&type=PAYMENT', "ABS(amount) BETWEEN 3000000 AND 3100000 AND type = 'PAYMENT'", []],
      ['amount_min=50000000', 'ABS(amount) >= 50000000', []],
      ['search=order-004969', "reference = 'order-004969'", []],
      ['search=wd_tokoku_04', "source_id = 'wd_tokoku_04'", []],
      ['type=PAYMENT&status=AVAILABLE&channel=CARDS&created_from=2026-06-01&created_to=2026-06-07&amount_max=1000000', "type = 'PAYMENT' AND status = 'AVAILABLE' AND created >= ? AND created <= ? AND ABS(amount) <= 1000000", [start, end]],
    ];
    for (const [query, where, params] of cases) {
      const expected = rows(`${TOKO_KU_LIVE} AND ${where}`, ...params).map((row) => row.id);
      expect([query, expected.length > 0]).toEqual([query, true]);
      const got = (await walk(`${query}&limit=100`)).map((entry) => entry.id);
      expect([query, got]).toEqual([query, expected]);
    }
    const [one] = rows(TOKO_KU_LIVE);
    expect((await list(`search=${one!.id}`)).data.map((entry) => entry.id)).toEqual([one!.id]);
    expect((await list('currency=USD')).data.map((entry) => entry.currency)).toEqual(['USD', 'USD', 'USD']);
    expect((await list('environment=DEVELOPMENT&limit=100')).data.map((entry) => entry.id)).toEqual(
      rows("business_id = 'biz_tokoku' AND environment = 'DEVELOPMENT' AND currency = 'IDR'").map((row) => row.id),
    );
  });

  test('paging has no duplicates and no gaps while new entries are written between pages', async () => {
    const owner = await as('owner@tokoku.test');
    const before = rows(`${TOKO_KU_LIVE} AND type = 'REFUND'`).map((row) => row.id);
    const refundable = paymentsWithoutRefunds();
    let next = 0;
    const refundOne = async () => {
      const answer = await gateway.request({ method: 'POST', url: CARDS_API.chargeRefunds(refundable[next++]!), payload: { amount: 1_000 }, headers: owner });
      expect(answer.json<CardPaymentDetail>().refunds).toHaveLength(1);
    };
    const seen = (await walk('type=REFUND&limit=100', refundOne)).map((entry) => entry.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(before);
    // The new refunds are the newest: the next walk starts with them.
    const again = (await list('type=REFUND&limit=100')).data.map((entry) => entry.id);
    expect(again.slice(next)).toEqual(before.slice(0, 100 - next));
    expect(next).toBeGreaterThan(5);
  });

  test('a cursor that is not ours, or not of this list, and a limit out of bounds are API_VALIDATION_ERROR on their field, changing nothing', async () => {
    const { next_cursor: cursor } = await list('limit=10');
    const usdCursor = (await list('currency=USD&limit=10')).data.at(-1)!;
    const forged = Buffer.from(`${usdCursor.created}|${usdCursor.id}`).toString('base64url');
    await as('viewer@tokoku.test');
    const before = snapshot(gateway.dbPath);
    for (const [query, field] of [
      [`after=${cursor!.slice(0, -2)}xy`, 'after'],
      ['after=bm90LWEtY3Vyc29y', 'after'],
      [`after=${forged}`, 'after'],
      [`after=${cursor}&currency=USD`, 'after'],
      ['after=a.b', 'after'],
      ['limit=9', 'limit'],
      ['limit=101', 'limit'],
      ['type=NOPE', 'type'],
      ['type=PAYMENT,', 'type'],
      ['status=VOIDED', 'status'],
      ['channel=cards', 'channel'],
      ['created_from=2026-02-30', 'created_from'],
      ['created_from=2026-06-10&created_to=2026-06-01', 'created_to'],
      ['amount_min=-1', 'amount_min'],
      ['amount_min=10&amount_max=5', 'amount_max'],
      ['amount_max=1.5', 'amount_max'],
      ['search=ab', 'search'],
      [`search=${'a'.repeat(65)}`, 'search'],
      ['search=a%20b%20c', 'search'],
      ['currency=EUR', 'currency'],
    ]) {
      const answer = await get(`${BALANCE_API.transactions}?${query}`, 'viewer@tokoku.test');
      expect([query, answer.status, errorsOf(answer).error_code, errorsOf(answer).errors.map((error) => error.field)]).toEqual([query, 400, 'API_VALIDATION_ERROR', [field]]);
    }
    expect(snapshot(gateway.dbPath)).toBe(before);
    // Every wrong filter is named at once (an impossible day is the schema's, with the schema's others: issue 43 §6).
    expect(errorsOf(await get(`${BALANCE_API.transactions}?type=NOPE&status=NOPE&created_from=2026-06-10&created_to=2026-06-01`)).errors.map((error) => error.field)).toEqual(['type', 'status', 'created_to']);
    expect(errorsOf(await get(`${BALANCE_API.transactions}?limit=9&created_from=2026-02-30`)).errors.map((error) => error.field)).toEqual(['created_from', 'limit']);
  });
});

describe('GET /api/transactions/{id}', () => {
  test('an entry with its source and timeline; a chargeback lost is held, then released', async () => {
    const [lost] = rows(`${TOKO_KU_LIVE} AND type = 'CHARGEBACK' AND status = 'AVAILABLE'`);
    const detail = (await get(BALANCE_API.transaction(lost!.id))).json<LedgerEntryDetail>();
    expect(detail).toEqual(expect.objectContaining({ id: lost!.id, type: 'CHARGEBACK', status: 'AVAILABLE', source: { kind: 'chargeback', id: expect.stringMatching(/^cb_tokoku_\d\d$/) } }));
    expect(detail.timeline.map((event) => event.event)).toEqual(['created', 'held', 'released']);
    const [settled] = rows(`${TOKO_KU_LIVE} AND type = 'PAYMENT' AND status = 'AVAILABLE'`);
    const payment = (await get(BALANCE_API.transaction(settled!.id))).json<LedgerEntryDetail>();
    expect(payment.timeline).toEqual([{ event: 'created', at: payment.created }, { event: 'available', at: payment.available_on }]);
  });

  test('a reader of transactions only (operation) gets every entry without the balance after it, in the list, an entry and the export', async () => {
    const [owner, ops] = [await list('limit=10'), await list('limit=10', 'ops@tokoku.test')];
    expect(ops.data.map((entry) => entry.id)).toEqual(owner.data.map((entry) => entry.id));
    expect(owner.data.every((entry) => typeof entry.running_balance === 'number')).toBe(true);
    expect(ops.data.map((entry) => entry.running_balance)).toEqual(owner.data.map(() => null));
    const detail = (await get(BALANCE_API.transaction(owner.data[0]!.id), 'ops@tokoku.test')).json<LedgerEntryDetail>();
    expect(detail).toEqual(expect.objectContaining({ id: owner.data[0]!.id, amount: owner.data[0]!.amount, running_balance: null }));

    const range = { created_from: '2026-05-01', created_to: '2026-06-15', type: 'WITHDRAWAL,WITHDRAWAL_RETURN' };
    const csvOf = async (email: string) => (await exportOf(range, email)).json<{ content: string }>().content.trimEnd().split('\n');
    const [ownerCsv, opsCsv] = [await csvOf('owner@tokoku.test'), await csvOf('ops@tokoku.test')];
    expect(opsCsv[0]).toBe(ownerCsv[0]); // the same columns for every reader
    const balanceCells = (lines: string[]) => lines.slice(1).map((line) => line.split(',')[8]);
    expect(balanceCells(ownerCsv).every((cell) => /^-?\d+$/.test(cell!))).toBe(true);
    expect(balanceCells(opsCsv)).toEqual(balanceCells(ownerCsv).map(() => ''));
    expect(opsCsv.map((line) => line.split(',').toSpliced(8, 1))).toEqual(ownerCsv.map((line) => line.split(',').toSpliced(8, 1)));
  });

  test("an unknown id, another business's entry and a test-mode entry asked in live mode are NOT_FOUND_ERROR", async () => {
    const [brand2] = rows("business_id = 'biz_brand2'");
    const [testMode] = rows("business_id = 'biz_tokoku' AND environment = 'DEVELOPMENT'");
    for (const id of ['ldg_nope', brand2!.id, testMode!.id]) {
      const answer = await get(BALANCE_API.transaction(id));
      expect([id, answer.status, errorsOf(answer).error_code]).toEqual([id, 404, 'NOT_FOUND_ERROR']);
    }
    expect((await get(`${BALANCE_API.transaction(testMode!.id)}?environment=DEVELOPMENT`)).status).toBe(200);
    expect((await get(BALANCE_API.transaction(brand2!.id), 'admin@brand2.test')).status).toBe(200);
  });
});

describe('POST /api/transactions/exports', () => {
  test("the filtered entries as CSV: a header, amounts in the currency's major units, ISO dates", async () => {
    const answer = await exportOf({ created_from: '2026-05-01', created_to: '2026-06-15', type: 'WITHDRAWAL,WITHDRAWAL_RETURN' });
    expect(answer.status).toBe(200);
    const file = answer.json<Extract<TransactionExportAnswer, { delivery: 'DOWNLOAD' }>>();
    expect(file).toEqual(expect.objectContaining({ delivery: 'DOWNLOAD', row_count: 4, content_type: 'text/csv', file_name: 'transactions-IDR-2026-05-01-2026-06-15.csv' }));
    const lines = file.content.trimEnd().split('\n');
    expect(lines[0]).toBe('id,created,type,status,channel,currency,amount,fee,running_balance,reference,description,source_kind,source_id,available_on');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/^ldg_[0-9a-z]+,2026-06-13T08:00:00\.000Z,WITHDRAWAL,AVAILABLE,BANK_TRANSFER,IDR,-50000000,0,\d+,,Withdrawal to BCA ••••6789,withdrawal,wd_tokoku_05,$/);

    const usd = (await exportOf({ created_from: '2026-04-01', created_to: '2026-06-15', currency: 'USD' })).json<{ content: string }>();
    expect(usd.content.split('\n').slice(1, 4).map((line) => line.split(',').slice(6, 9))).toEqual([
      ['-12.50', '0.00', '2968.25'], ['480.75', '0.00', '2980.75'], ['2500.00', '0.00', '2500.00'],
    ]);
    const all = (await exportOf({ created_from: '2026-03-16', created_to: '2026-06-15' })).json<{ row_count: number; content: string }>();
    expect(all.row_count).toBe(rows(`${TOKO_KU_LIVE} AND created >= '2026-03-15T17:00:00.000Z'`).length);
    expect(all.content.trimEnd().split('\n')).toHaveLength(all.row_count + 1);
  });

  test('the same validation as the card export: both days required, at most 92 of them; changing nothing', async () => {
    await as('viewer@tokoku.test');
    const before = snapshot(gateway.dbPath);
    for (const [payload, field] of [
      [{ created_to: '2026-06-15' }, 'created_from'],
      [{ created_from: '2026-03-15', created_to: '2026-06-15' }, 'created_to'],
      [{ created_from: '2026-06-15', created_to: '2026-06-01' }, 'created_to'],
      [{ created_from: '2026-06-01', created_to: '2026-06-15', type: 'NOPE' }, 'type'],
      [{ created_from: '2026-06-01', created_to: '2026-06-15', amount_min: '5' }, 'amount_min'],
      [{ created_from: '2026-06-01', created_to: '2026-06-15', emails: ['not-an-email'] }, 'emails[0]'],
      [{ created_from: '2026-06-01', created_to: '2026-06-15', emails: [] }, 'emails'],
      [{ created_from: '2026-06-01', created_to: '2026-06-15', after: 'x' }, 'after'],
    ] as const) {
      const answer = await exportOf(payload, 'viewer@tokoku.test');
      expect([payload, answer.status, errorsOf(answer).errors.map((error) => error.field)]).toEqual([payload, 400, [field]]);
    }
    expect((await exportOf({ created_from: '2026-03-16', created_to: '2026-06-15' }, 'viewer@tokoku.test')).status).toBe(200);
    expect(snapshot(gateway.dbPath)).toBe(before);
    expect((await exportOf({ created_from: '2026-06-01', created_to: '2026-06-15' }, 'dev@tokoku.test')).status).toBe(403);
  });

  test(`more than ${TRANSACTION_EXPORT_DIRECT_MAX} rows need recipients, and are mailed once prepared`, async () => {
    // 10,001 adjustments in Toko Ku's live USD ledger, one a minute from 1 May.
    execute(gateway.dbPath, `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${TRANSACTION_EXPORT_DIRECT_MAX + 1})
      INSERT INTO ledger_entries (id, business_id, environment, currency, type, status, channel, amount, fee, running_balance, description,
        source_kind, source_id, created, updated)
      SELECT printf('ldg_bulk%09d', i), 'biz_tokoku', 'PRODUCTION', 'USD', 'ADJUSTMENT', 'AVAILABLE', 'OTHER', 1, 0, i, 'Bulk', 'adjustment',
        printf('adj_bulk_%d', i), strftime('%Y-%m-%dT%H:%M:%fZ', '2026-05-01T00:00:00Z', '+' || i || ' minutes'),
        strftime('%Y-%m-%dT%H:%M:%fZ', '2026-05-01T00:00:00Z', '+' || i || ' minutes') FROM n`);
    const range = { created_from: '2026-05-01', created_to: '2026-06-15', currency: 'USD' };
    const unmailed = await exportOf(range);
    expect([unmailed.status, errorsOf(unmailed).errors[0]!.field]).toEqual([400, 'emails']);
    const mailed = await exportOf({ ...range, emails: ['finance@tokoku.test', 'owner@tokoku.test'] });
    expect(mailed.status).toBe(202);
    expect(mailed.json()).toEqual({ delivery: 'EMAIL', row_count: TRANSACTION_EXPORT_DIRECT_MAX + 3, emails: ['finance@tokoku.test', 'owner@tokoku.test'] });
    const outbox = () => rowsOfOutbox();
    expect(outbox()).toEqual([]);
    gateway.clock.advance(REPORT_PREPARATION_MS);
    await exportOf({ created_from: '2026-06-01', created_to: '2026-06-15' });
    expect(outbox()).toEqual([
      { recipient: 'finance@tokoku.test', subject: 'Transactions USD 2026-05-01 to 2026-06-15 (10003 rows): transactions-USD-2026-05-01-2026-06-15.csv' },
      { recipient: 'owner@tokoku.test', subject: 'Transactions USD 2026-05-01 to 2026-06-15 (10003 rows): transactions-USD-2026-05-01-2026-06-15.csv' },
    ]);
    await exportOf({ created_from: '2026-06-01', created_to: '2026-06-15' });
    expect(outbox()).toHaveLength(2);
  });
});

/** Toko Ku's recent live payments that can still be refunded and have no refund yet. */
function paymentsWithoutRefunds(): string[] {
  const db = new Database(gateway.dbPath, { readonly: true });
  try {
    return db
      .prepare(`SELECT id FROM card_payments WHERE business_id = 'biz_tokoku' AND environment = 'PRODUCTION' AND status IN ('SETTLED', 'CHARGED')
        AND created > '2026-03-01' AND id NOT IN (SELECT payment_id FROM card_refunds) ORDER BY created DESC LIMIT 30`)
      .pluck()
      .all() as string[];
  } finally {
    db.close();
  }
}

function rowsOfOutbox() {
  const db = new Database(gateway.dbPath, { readonly: true });
  try {
    return db.prepare("SELECT recipient, subject FROM outbox WHERE kind = 'TRANSACTION_EXPORT_EMAIL' ORDER BY id").all();
  } finally {
    db.close();
  }
}
