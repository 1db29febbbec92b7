/** @jest-environment node */
import { BALANCE_API, type BalancesAnswer } from 'shared-contracts/areas/balance/balance';
import { DEVELOPERS_API, type CallbackEventsAnswer } from 'shared-contracts/areas/settings/developers';
import { BATCH_TEMPLATE } from 'shared-contracts/areas/sending-money/batch-csv';
import { SENDING_MONEY_API, type DisbursementBatchDetail, type DisbursementBatchesAnswer } from 'shared-contracts/areas/sending-money/sending-money';
import { hashSecret } from '../auth/passwords';
import { webhookIdOf } from '../seed/developers';
import { createTestGateway, execute, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
const as = signedIn(() => gateway);
const WEBHOOK = webhookIdOf('biz_tokoku', 'PRODUCTION', 'BATCH_DISBURSEMENT');
beforeAll(async () => {
  gateway = await createTestGateway({ testMode: true });
  for (const email of ['owner@tokoku.test', 'finance@tokoku.test', 'viewer@tokoku.test']) await as(email);
  execute(gateway.dbPath, 'UPDATE webhooks SET url = (SELECT url FROM webhooks WHERE id = ?) WHERE id = ?', webhookIdOf('biz_tokoku', 'PRODUCTION', 'INVOICE'), WEBHOOK);
  // Both have a withdrawal PIN: the maker's must not let them approve their own batch (decision 0075).
  const pinHash = await hashSecret(PIN);
  for (const email of [MAKER, CHECKER]) execute(gateway.dbPath, 'UPDATE users SET pin_hash = ?, is_pin_set = 1 WHERE email = ?', pinHash, email);
});
afterAll(() => gateway.close());

const MAKER = 'owner@tokoku.test';
const CHECKER = 'finance@tokoku.test';
const PIN = '135790';
const call = async (method: 'GET' | 'POST', url: string, email = MAKER) => gateway.request({ method, url, ...(method === 'POST' ? { payload: {} } : {}), headers: await as(email) });
const codeOf = (answer: { json: <T>() => T }) => answer.json<{ error_code: string }>().error_code;
/** The checker's approval, authorised by their withdrawal PIN. */
const approve = async (id: string, email = CHECKER, pin = PIN) =>
  gateway.request({ method: 'POST', url: SENDING_MONEY_API.approveBatch(id), payload: { pin }, headers: await as(email) });
const upload = async (content: string | Buffer, email = MAKER, filename = 'salaries.csv') => {
  const boundary = 'batch-boundary-45';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file_content"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`),
    typeof content === 'string' ? Buffer.from(content, 'utf8') : content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return gateway.request({ method: 'POST', url: SENDING_MONEY_API.batches, payload, headers: { ...(await as(email)), 'content-type': `multipart/form-data; boundary=${boundary}` } });
};
const available = async () => (await call('GET', BALANCE_API.balances)).json<BalancesAnswer>().data.find((figures) => figures.currency === 'IDR')!.available;
const HEADER = 'reference,channel_code,account_number,account_holder_name,amount,description';
const rows = (count: number, from = 0) => Array.from({ length: count }, (_, index) => `pay-${from + index},BCA,1234567890,Budi Santoso,20000,Row ${from + index}`);

test('a file with bad rows is refused with every bad row named, and nothing is created', async () => {
  const lines = rows(500);
  lines[9] = 'pay-9,BCA,12,Budi Santoso,20000,short account';
  lines[249] = 'pay-249,XYZ,1234567890,Budi Santoso,20000,unknown channel';
  lines[499] = 'pay-0,BCA,1234567890,Budi Santoso,20000,duplicate';
  const before = snapshot(gateway.dbPath);
  const answer = await upload([HEADER, ...lines].join('\n'));
  expect(answer.status).toBe(400);
  expect(answer.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
    { field: 'lines[11].account_number', message: 'accountNumberInvalid' },
    { field: 'lines[251].channel_code', message: 'channelUnknown' },
    { field: 'lines[501].reference', message: 'duplicateReference' },
  ]);
  expect((await upload(Buffer.from([0xff, 0xfe, 0x72, 0x00]))).json<{ errors: unknown[] }>().errors).toEqual([{ field: 'file_content', message: 'encoding' }]);
  expect(snapshot(gateway.dbPath)).toBe(before);
});

test('maker-checker: the maker uploads, cannot approve or reject their own batch; the checker approves and every row is paid', async () => {
  const before = await available();
  const made = await upload([HEADER, ...rows(3, 1000), 'pay-closed,BRI,5556667778,Rudi Hartono,20000,closed account'].join('\r\n'));
  expect(made.status).toBe(201);
  const batch = made.json<DisbursementBatchDetail>();
  expect(batch).toMatchObject({ status: 'NEEDS_APPROVAL', row_count: 4, total: 80_000, fees: 16_000, created_by: 'Ayu Pratama', decided_by: null });
  expect(batch.rows.map((row) => row.status)).toEqual([null, null, null, null]);
  expect(await available()).toBe(before);

  const snap = snapshot(gateway.dbPath);
  expect((await approve(batch.id, MAKER)).status).toBe(403);
  expect((await call('POST', SENDING_MONEY_API.rejectBatch(batch.id), MAKER)).status).toBe(403);
  expect((await approve(batch.id, 'viewer@tokoku.test')).status).toBe(403);
  expect(snapshot(gateway.dbPath)).toBe(snap);
  expect((await call('GET', SENDING_MONEY_API.batches, CHECKER)).json<DisbursementBatchesAnswer>().docs[0]!.id).toBe(batch.id);

  const approved = await approve(batch.id, CHECKER);
  expect(approved.status).toBe(200);
  const paid = approved.json<DisbursementBatchDetail>();
  expect(paid).toMatchObject({ status: 'COMPLETED', decided_by: 'Eko Wibowo', completed_count: 3, failed_count: 1 });
  expect(paid.rows.map((row) => row.status)).toEqual(['COMPLETED', 'COMPLETED', 'COMPLETED', 'FAILED']);
  // Three rows paid with their fees; the closed account's money came back.
  expect(await available()).toBe(before - 3 * 24_000);
  const events = (await call('GET', DEVELOPERS_API.webhookEvents(WEBHOOK))).json<CallbackEventsAnswer>();
  expect(JSON.parse(events.data[0]!.request_payload)).toMatchObject({ id: batch.id, total_disbursed_count: 3, total_error_count: 1 });
  // Decided once: approving again, or rejecting, is refused.
  expect((await approve(batch.id, CHECKER)).status).toBe(409);
  expect((await call('POST', SENDING_MONEY_API.rejectBatch(batch.id), CHECKER)).status).toBe(409);
});

test('a rejected batch pays nothing; two parallel approvals pay once', async () => {
  const rejected = (await upload([HEADER, ...rows(2, 2000)].join('\n'))).json<DisbursementBatchDetail>();
  const before = await available();
  expect((await call('POST', SENDING_MONEY_API.rejectBatch(rejected.id), CHECKER)).json<DisbursementBatchDetail>()).toMatchObject({ status: 'REJECTED', decided_by: 'Eko Wibowo' });
  expect(await available()).toBe(before);

  const batch = (await upload(BATCH_TEMPLATE)).json<DisbursementBatchDetail>();
  const answers = await Promise.all([approve(batch.id, CHECKER), approve(batch.id, CHECKER)]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  expect(await available()).toBe(before - 225_000 - 6_500);
});

test('a batch over the available balance is not approved, and nothing is paid', async () => {
  const batch = (await upload([HEADER, 'big-1,BCA,1234567890,Budi Santoso,100000000,too much'].join('\n'))).json<DisbursementBatchDetail>();
  const current = await available();
  await gateway.request({ method: 'POST', url: '/__sandbox/ledger/adjustments', payload: { business_id: 'biz_tokoku', environment: 'PRODUCTION', currency: 'IDR', amount: 50_000_000 - current } });
  const snap = snapshot(gateway.dbPath);
  const answer = await approve(batch.id, CHECKER);
  expect([answer.status, answer.json<{ error_code: string }>().error_code]).toEqual([400, 'INSUFFICIENT_BALANCE_ERROR']);
  expect(snapshot(gateway.dbPath)).toBe(snap);
});

test('10,000 rows are checked, stored and paid', async () => {
  let started = Date.now();
  const made = await upload([HEADER, ...rows(10_000, 5000)].join('\n'));
  process.stdout.write(`upload ${Date.now() - started} ms\n`);
  expect(made.status).toBe(201);
  const batch = made.json<DisbursementBatchDetail>();
  expect(batch).toMatchObject({ row_count: 10_000, total: 200_000_000 });
  expect(batch.rows).toHaveLength(100);
  await gateway.request({ method: 'POST', url: '/__sandbox/ledger/adjustments', payload: { business_id: 'biz_tokoku', environment: 'PRODUCTION', currency: 'IDR', amount: 300_000_000 } });
  started = Date.now();
  const paid = (await approve(batch.id, CHECKER)).json<DisbursementBatchDetail>();
  process.stdout.write(`approve ${Date.now() - started} ms\n`);
  expect(paid).toMatchObject({ status: 'COMPLETED', completed_count: 10_000 });
}, 60_000);

describe("the checker's withdrawal PIN (decision 0075)", () => {
  const NOT_RATE_LIMITS = { except: ['rate_limit_hits'] };

  test('a wrong PIN, no PIN, or a checker without one: refused with the catalogue code, nothing paid, the batch still waits; parallel right and wrong pay once', async () => {
    await as('security@tokoku.test');
    const batch = (await upload(BATCH_TEMPLATE)).json<DisbursementBatchDetail>();
    const snap = snapshot(gateway.dbPath, NOT_RATE_LIMITS);
    const wrong = await approve(batch.id, CHECKER, '000000');
    expect([wrong.status, codeOf(wrong)]).toEqual([400, 'INVALID_PIN_ERROR']);
    const missing = await gateway.request({ method: 'POST', url: SENDING_MONEY_API.approveBatch(batch.id), payload: {}, headers: await as(CHECKER) });
    expect([missing.status, codeOf(missing)]).toEqual([400, 'API_VALIDATION_ERROR']);
    const unset = await approve(batch.id, 'security@tokoku.test');
    expect([unset.status, codeOf(unset)]).toEqual([409, 'PIN_NOT_SET_ERROR']);
    expect(snapshot(gateway.dbPath, NOT_RATE_LIMITS)).toBe(snap);
    expect((await call('GET', SENDING_MONEY_API.batch(batch.id))).json<DisbursementBatchDetail>().status).toBe('NEEDS_APPROVAL');

    const before = await available();
    const answers = await Promise.all([approve(batch.id, CHECKER, '999999'), approve(batch.id, CHECKER), approve(batch.id, CHECKER)]);
    // One pays; the wrong PIN is refused (or finds the batch decided, if it comes last); the other right one finds it decided.
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect([400, 409]).toContain(answers[0]!.status);
    expect(answers.slice(1).map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await available()).toBe(before - 225_000 - 6_500);
  });
});

describe('the list pages like the others (decision 0075)', () => {
  test('ten a page, newest first, with a cursor; by status; a cursor of another list is refused', async () => {
    for (let index = 0; index < 12; index += 1) expect((await upload([HEADER, ...rows(1, 90_000 + index)].join('\n'), MAKER, `page-${index}.csv`)).status).toBe(201);
    const first = (await call('GET', SENDING_MONEY_API.batches)).json<DisbursementBatchesAnswer>();
    expect(first.docs).toHaveLength(10);
    expect(first.has_next).toBe(true);
    const all: string[] = first.docs.map((batch) => batch.id);
    const order = first.docs.map((batch) => `${batch.created}|${batch.id}`);
    expect([...order].sort().reverse()).toEqual(order);
    let cursor = first.next_cursor;
    while (cursor) {
      const next = (await call('GET', `${SENDING_MONEY_API.batches}?after=${cursor}`)).json<DisbursementBatchesAnswer>();
      all.push(...next.docs.map((batch) => batch.id));
      cursor = next.next_cursor;
    }
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(12);
    const waiting = (await call('GET', `${SENDING_MONEY_API.batches}?status=NEEDS_APPROVAL&limit=100`)).json<DisbursementBatchesAnswer>();
    expect(waiting.docs.every((batch) => batch.status === 'NEEDS_APPROVAL')).toBe(true);
    const foreign = Buffer.from('2026-06-15T08:00:00.000Z|disb_0123456789abcdef01234567', 'utf8').toString('base64url');
    for (const query of [`after=${foreign}`, 'after=nonsense', 'status=PAID', 'limit=0']) {
      const refused = await call('GET', `${SENDING_MONEY_API.batches}?${query}`);
      expect([query, refused.status, codeOf(refused)]).toEqual([query, 400, 'API_VALIDATION_ERROR']);
    }
  });
});
