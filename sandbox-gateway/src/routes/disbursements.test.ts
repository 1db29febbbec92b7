/** @jest-environment node */
import { BALANCE_API, type BalancesAnswer, type LedgerEntryDetail } from 'shared-contracts/areas/balance/balance';
import { DEVELOPERS_API, type CallbackEventsAnswer } from 'shared-contracts/areas/settings/developers';
import {
  SENDING_MONEY_API,
  type AccountNameCheckAnswer,
  type DisbursementChannelsAnswer,
  type DisbursementDetail,
  type DisbursementsAnswer,
} from 'shared-contracts/areas/sending-money/sending-money';
import { hashSecret } from '../auth/passwords';
import { webhookIdOf } from '../seed/developers';
import { createTestGateway, execute, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
const as = signedIn(() => gateway);
const WEBHOOK = webhookIdOf('biz_tokoku', 'PRODUCTION', 'DIRECT_DISBURSEMENT');
beforeAll(async () => {
  // Test mode: the sandbox control API sets the balance for the overdraw test.
  gateway = await createTestGateway({ testMode: true });
  // The disbursement webhook gets the invoice webhook's URL, so its callbacks are delivered and listed.
  execute(gateway.dbPath, "UPDATE webhooks SET url = (SELECT url FROM webhooks WHERE id = ?) WHERE id = ?", webhookIdOf('biz_tokoku', 'PRODUCTION', 'INVOICE'), WEBHOOK);
  // The senders' withdrawal PINs (decision 0075); ops@ has none.
  const pinHash = await hashSecret(PIN);
  for (const email of [OWNER, GUESSER]) execute(gateway.dbPath, 'UPDATE users SET pin_hash = ?, is_pin_set = 1 WHERE email = ?', pinHash, email);
});
afterAll(() => gateway.close());

const OWNER = 'owner@tokoku.test';
const GUESSER = 'security@tokoku.test';
const PIN = '246810';
const call = async (method: 'GET' | 'POST', url: string, payload?: unknown, email = OWNER) =>
  gateway.request({ method, url, ...(payload === undefined ? {} : { payload }), headers: await as(email) });
const fieldsOf = (answer: { json: <T>() => T }) => answer.json<{ errors: { field: string }[] }>().errors.map((error) => error.field);
const codeOf = (answer: { json: <T>() => T }) => answer.json<{ error_code: string }>().error_code;
const available = async () => (await call('GET', BALANCE_API.balances)).json<BalancesAnswer>().data.find((figures) => figures.currency === 'IDR')!.available;
const setAvailable = async (target: number) => {
  const amount = target - (await available());
  if (amount !== 0) expect((await gateway.request({ method: 'POST', url: '/__sandbox/ledger/adjustments', payload: { business_id: 'biz_tokoku', environment: 'PRODUCTION', currency: 'IDR', amount } })).status).toBe(201);
  expect(await available()).toBe(target);
};

let keys = 0;
const TO_BUDI = { channel_code: 'BCA', account_number: '1234567890', account_holder_name: 'Budi Santoso', amount: 50_000, description: 'Supplier invoice 17', pin: PIN };
const send = (body: object = {}, email = OWNER) => call('POST', SENDING_MONEY_API.disbursements, { ...TO_BUDI, idempotency_key: `key-${++keys}`, ...body }, email);

describe('channels and the name check', () => {
  test("the business's banks and e-wallets, with their limits and fees in minor units; a viewer may read them", async () => {
    const { data } = (await call('GET', SENDING_MONEY_API.channels, undefined, 'viewer@tokoku.test')).json<DisbursementChannelsAnswer>();
    expect(data.find((channel) => channel.code === 'BCA')).toEqual({ code: 'BCA', name: 'Bank Central Asia (BCA)', category: 'BANK', currency: 'IDR', min_amount: 10_000, max_amount: 100_000_000, fee: 4_000 });
    expect(data.find((channel) => channel.code === 'OVO')).toMatchObject({ category: 'EWALLET', fee: 2_500 });
  });

  test.each([
    ['Budi Santoso', 'FOUND', 'Budi Santoso'],
    ['  budi   SANTOSO ', 'FOUND', 'Budi Santoso'],
    ['Budi Setiawan', 'MISMATCH', 'Budi Santoso'],
  ])('the seeded account checked as %j is %s', async (name, result, held) => {
    const answer = await call('POST', SENDING_MONEY_API.nameCheck, { channel_code: 'BCA', account_number: '1234567890', account_holder_name: name });
    expect(answer.json<AccountNameCheckAnswer>()).toEqual({ result, account_holder_name: held });
  });

  test('an account the bank does not know is NOT_FOUND; a bad account number is refused by field', async () => {
    const unknown = await call('POST', SENDING_MONEY_API.nameCheck, { channel_code: 'BCA', account_number: '9999999999', account_holder_name: 'Nobody' });
    expect(unknown.json<AccountNameCheckAnswer>()).toEqual({ result: 'NOT_FOUND', account_holder_name: null });
    const bad = await call('POST', SENDING_MONEY_API.nameCheck, { channel_code: 'OVO', account_number: '12', account_holder_name: 'A1' });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual(['account_number', 'account_holder_name']);
  });
});

describe('sending one', () => {
  test('a disbursement to a seeded account completes: the ledger takes amount and fee, the callback is sent and listed, the list shows it', async () => {
    const before = await available();
    const answer = await send();
    expect(answer.status).toBe(201);
    const sent = answer.json<DisbursementDetail>();
    expect(sent).toMatchObject({ status: 'COMPLETED', amount: 50_000, fee: 4_000, currency: 'IDR', failure_code: null, created_by: 'Ayu Pratama' });
    expect(sent.timeline.map((event) => event.event)).toEqual(['created', 'completed']);
    expect(await available()).toBe(before - 54_000);
    const entry = (await call('GET', BALANCE_API.transaction(sent.ledger_entry_ids[0]!))).json<LedgerEntryDetail>();
    expect(entry).toMatchObject({ amount: -54_000, fee: 4_000, description: 'Disbursement to BCA ••••7890', source: { kind: 'withdrawal', id: sent.id } });
    const events = (await call('GET', DEVELOPERS_API.webhookEvents(WEBHOOK))).json<CallbackEventsAnswer>();
    expect(events.data[0]).toMatchObject({ status: 'COMPLETED', sender: 'disbursement-service' });
    expect(JSON.parse(events.data[0]!.request_payload)).toMatchObject({ id: sent.id, status: 'COMPLETED', amount: 50_000 });
    const list = (await call('GET', `${SENDING_MONEY_API.disbursements}?status=COMPLETED&channel_code=BCA`)).json<DisbursementsAnswer>();
    expect(list.docs[0]!.id).toBe(sent.id);
    expect((await call('GET', SENDING_MONEY_API.disbursement(sent.id), undefined, 'viewer@tokoku.test')).json<DisbursementDetail>().id).toBe(sent.id);
  });

  test.each([
    [{ channel_code: 'BRI', account_number: '5556667778', account_holder_name: 'Rudi Hartono' }, 'RECIPIENT_ACCOUNT_CLOSED'],
    [{ account_number: '9999999999', account_holder_name: 'Nobody Known' }, 'INVALID_DESTINATION'],
  ])('to %j it fails with %s and its money (fee too) comes back', async (to, reason) => {
    const before = await available();
    const sent = (await send(to)).json<DisbursementDetail>();
    expect(sent).toMatchObject({ status: 'FAILED', failure_code: reason });
    expect(sent.timeline.map((event) => event.event)).toEqual(['created', 'failed']);
    expect(sent.ledger_entry_ids).toHaveLength(2);
    expect(await available()).toBe(before);
  });

  test('the bank returns a completed disbursement (control API): RETURNED with its reason, its money back, the callback sent; only once', async () => {
    const sent = (await send()).json<DisbursementDetail>();
    const before = await available();
    const control = () => gateway.request({ method: 'POST', url: `/__sandbox/disbursements/${sent.id}/return`, payload: {} });
    expect((await control()).status).toBe(200);
    const returned = (await call('GET', SENDING_MONEY_API.disbursement(sent.id))).json<DisbursementDetail>();
    expect(returned).toMatchObject({ status: 'RETURNED', failure_code: 'RETURNED_BY_BANK' });
    expect(returned.timeline.map((event) => event.event)).toEqual(['created', 'completed', 'returned']);
    expect(await available()).toBe(before + 54_000);
    const events = (await call('GET', DEVELOPERS_API.webhookEvents(WEBHOOK))).json<CallbackEventsAnswer>();
    expect(JSON.parse(events.data[0]!.request_payload)).toMatchObject({ id: sent.id, status: 'RETURNED' });
    expect((await control()).status).toBe(400);
  });

  test('bad input answers API_VALIDATION_ERROR naming the field, never a 500, and writes nothing', async () => {
    const before = snapshot(gateway.dbPath);
    const cases: [object, string][] = [
      [{ channel_code: 'GCASH' }, 'channel_code'],
      [{ amount: 9_999 }, 'amount'],
      [{ amount: 100_000_001 }, 'amount'],
      [{ channel_code: 'OVO', amount: 10_000_001, account_number: '081234567890' }, 'amount'],
      [{ amount: 10.5 }, 'amount'],
      [{ account_number: 'abc' }, 'account_number'],
      [{ account_holder_name: '<script>' }, 'account_holder_name'],
      [{ description: '   ' }, 'description'],
      [{ idempotency_key: 'no spaces' }, 'idempotency_key'],
      [{ surprise: 1 }, 'surprise'],
    ];
    for (const [body, field] of cases) {
      const answer = await send(body);
      expect([answer.status, codeOf(answer)]).toEqual([400, 'API_VALIDATION_ERROR']);
      expect(fieldsOf(answer).join(' ')).toContain(field);
    }
    for (const query of ['status=LOST', 'limit=1000', 'after=bm9wZQ', 'channel_code=bca']) {
      expect((await call('GET', `${SENDING_MONEY_API.disbursements}?${query}`)).status).toBe(400);
    }
    expect((await call('GET', SENDING_MONEY_API.disbursement('disb_nope'))).status).toBe(404);
    expect(snapshot(gateway.dbPath)).toBe(before);
  });

  test('a viewer may read but not send or check a name; the refusal writes nothing', async () => {
    await as('dev@tokoku.test');
    const before = snapshot(gateway.dbPath);
    expect((await send({}, 'viewer@tokoku.test')).status).toBe(403);
    expect((await call('POST', SENDING_MONEY_API.nameCheck, { channel_code: 'BCA', account_number: '1234567890', account_holder_name: 'Budi' }, 'viewer@tokoku.test')).status).toBe(403);
    expect((await call('GET', SENDING_MONEY_API.disbursements, undefined, 'viewer@tokoku.test')).status).toBe(200);
    expect((await call('GET', SENDING_MONEY_API.disbursements, undefined, 'dev@tokoku.test')).status).toBe(403);
    expect(snapshot(gateway.dbPath)).toBe(before);
  });

  test('the Philippines has no single disbursements (spec 02 §2): refused', async () => {
    expect((await call('GET', SENDING_MONEY_API.disbursements, undefined, 'admin@manila.test')).status).toBe(403);
  });
});

describe('at once', () => {
  test('five parallel sends with one idempotency key pay once and all answer the same disbursement', async () => {
    const before = await available();
    const body = { ...TO_BUDI, idempotency_key: 'double-submit-1' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('POST', SENDING_MONEY_API.disbursements, body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json<DisbursementDetail>().id)).size).toBe(1);
    expect(await available()).toBe(before - 54_000);
    // The same key with another request is refused and changes nothing.
    const snap = snapshot(gateway.dbPath);
    const other = await call('POST', SENDING_MONEY_API.disbursements, { ...body, amount: 60_000 });
    expect([other.status, fieldsOf(other)]).toEqual([409, ['idempotency_key']]);
    expect(snapshot(gateway.dbPath)).toBe(snap);
  });

  test('parallel sends never overdraw: with 100,000 available, two of five 30,000 (+4,000 fee) go, three are refused', async () => {
    await setAvailable(100_000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => send({ amount: 30_000 })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 400, 400, 400]);
    expect(answers.filter((answer) => answer.status === 400).every((answer) => codeOf(answer) === 'INSUFFICIENT_BALANCE_ERROR')).toBe(true);
    expect(await available()).toBe(32_000);
  });
});

describe('the withdrawal PIN (decision 0075)', () => {
  const NOT_RATE_LIMITS = { except: ['rate_limit_hits'] };

  test('a sender without a PIN is told to set one (409 PIN_NOT_SET_ERROR), a missing or malformed PIN is a field error; nothing is sent', async () => {
    await as('ops@tokoku.test');
    const before = snapshot(gateway.dbPath);
    const unset = await send({}, 'ops@tokoku.test');
    expect([unset.status, codeOf(unset)]).toEqual([409, 'PIN_NOT_SET_ERROR']);
    const { pin: _pin, ...withoutPin } = TO_BUDI;
    const missing = await call('POST', SENDING_MONEY_API.disbursements, { ...withoutPin, idempotency_key: 'no-pin-1' });
    expect([missing.status, codeOf(missing), fieldsOf(missing)]).toEqual([400, 'API_VALIDATION_ERROR', ['pin']]);
    const malformed = await send({ pin: '12ab56' });
    expect([malformed.status, fieldsOf(malformed)]).toEqual([400, ['pin']]);
    expect(snapshot(gateway.dbPath)).toBe(before);
  });

  test('a wrong PIN is INVALID_PIN_ERROR and sends nothing; the right one then sends with the same key', async () => {
    await setAvailable(1_000_000);
    const before = await available();
    const snap = snapshot(gateway.dbPath, NOT_RATE_LIMITS);
    const wrong = await send({ pin: '000000', idempotency_key: 'after-wrong-pin' });
    expect([wrong.status, codeOf(wrong)]).toEqual([400, 'INVALID_PIN_ERROR']);
    expect(snapshot(gateway.dbPath, NOT_RATE_LIMITS)).toBe(snap);
    const right = await send({ idempotency_key: 'after-wrong-pin' });
    expect(right.status).toBe(201);
    expect(await available()).toBe(before - 54_000);
  });

  test('parallel wrong PINs: five are checked and refused, the rest are TOO_MANY_REQUESTS; then even the right PIN waits, and nothing was sent', async () => {
    await as(GUESSER);
    const snap = snapshot(gateway.dbPath, NOT_RATE_LIMITS);
    const guesses = await Promise.all(Array.from({ length: 8 }, (_, index) => send({ pin: `10000${index}` }, GUESSER)));
    const codes = guesses.map(codeOf).sort();
    expect(codes).toEqual([...Array<string>(5).fill('INVALID_PIN_ERROR'), ...Array<string>(3).fill('TOO_MANY_REQUESTS')]);
    const right = await send({}, GUESSER);
    expect([right.status, codeOf(right)]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(snapshot(gateway.dbPath, NOT_RATE_LIMITS)).toBe(snap);
  });
});

test("the test-mode control API sets a persona's PIN (browser tests of sending money); a bad body or an unknown email is refused", async () => {
  const set = (payload: object) => gateway.request({ method: 'POST', url: '/__sandbox/users/pin', payload });
  expect((await set({ email: 'ops@tokoku.test', pin: '1234' })).status).toBe(400);
  expect((await set({ email: 'nobody@tokoku.test', pin: '123456' })).status).toBe(404);
  expect((await set({ email: 'ops@tokoku.test', pin: '123456' })).status).toBe(204);
  await setAvailable(1_000_000);
  expect((await send({ pin: '123456' }, 'ops@tokoku.test')).status).toBe(201);
});
