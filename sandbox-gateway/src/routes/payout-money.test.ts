/** @jest-environment node */
import { BALANCE_API, type BalancesAnswer, type LedgerEntryDetail, type TransactionsAnswer } from 'shared-contracts/areas/balance/balance';
import { DEVELOPERS_API, type CallbackEventsAnswer, type CallbackRowsAnswer } from 'shared-contracts/areas/settings/developers';
import { PAYOUTS_API, type PayoutDetail } from 'shared-contracts/areas/sending-money/payouts';
import { SENDING_MONEY_API } from 'shared-contracts/areas/sending-money/sending-money';
import { hashSecret } from '../auth/passwords';
import { DEFAULT_RATE_LIMITS } from '../auth/rate-limit';
import { webhookIdOf } from '../seed/developers';
import type { Answer } from '../testing/http-client';
import { createTestGateway, execute, signInAs, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';

// Decision 0078: a payout link is authorised by the withdrawal PIN (the disbursements' helper and
// wrong-PIN limit), writes PAYOUT and PAYOUT_RETURN entries of its own, and its end (claimed, voided,
// expired) is the merchant's PAYOUT_LINK callback, listed in the callback history. Bursts pay once.
let gateway: TestGateway;
const as = signedIn(() => gateway);
const OWNER = 'owner@tokoku.test';
const PIN = '246810';
const WEBHOOK = webhookIdOf('biz_tokoku', 'PRODUCTION', 'PAYOUT_LINK');
const NOT_RATE_LIMITS = { except: ['rate_limit_hits'] };
beforeEach(async () => {
  // Test mode: the control API sets the balance. A gateway per test: the wrong-PIN limit is per user.
  gateway = await createTestGateway({ testMode: true });
  const pinHash = await hashSecret(PIN);
  for (const email of [OWNER, 'security@tokoku.test']) execute(gateway.dbPath, 'UPDATE users SET pin_hash = ?, is_pin_set = 1 WHERE email = ?', pinHash, email);
  // The payout links' callback gets the invoice callback's URL, so its events are delivered and listed.
  execute(gateway.dbPath, 'UPDATE webhooks SET url = (SELECT url FROM webhooks WHERE id = ?) WHERE id = ?', webhookIdOf('biz_tokoku', 'PRODUCTION', 'INVOICE'), WEBHOOK);
});
afterEach(() => gateway.close());

const call = async (method: 'GET' | 'POST', url: string, payload?: unknown, email = OWNER) =>
  gateway.request({ method, url, ...(payload === undefined ? {} : { payload }), headers: await as(email) });
const codeOf = (answer: Answer) => answer.json<{ error_code?: string }>().error_code;
const available = async () => (await call('GET', BALANCE_API.balances)).json<BalancesAnswer>().data.find((figures) => figures.currency === 'IDR')!.available;
let keys = 0;
const make = (body: object = {}, email = OWNER) =>
  call('POST', PAYOUTS_API.payouts, { amount: 75_000, description: 'Refund for order 17', idempotency_key: `payout-${++keys}`, pin: PIN, ...body }, email);
const claim = (payout: PayoutDetail, name = 'Budi Santoso') =>
  gateway.request({
    method: 'POST', url: new URL(payout.claim_url).pathname, headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    payload: new URLSearchParams({ channel_code: 'BCA', account_number: '1234567890', account_holder_name: name }).toString(),
  });
const entriesOf = async (id: string) =>
  (await call('GET', `${BALANCE_API.transactions}?search=${id}`)).json<TransactionsAnswer>().data.map((entry) => [entry.type, entry.amount, entry.source.kind]);
const eventsOf = async () => (await call('GET', DEVELOPERS_API.webhookEvents(WEBHOOK))).json<CallbackEventsAnswer>().data;
const payloadsOf = async (id: string) => (await eventsOf()).map((event) => JSON.parse(event.request_payload) as { id: string; event: string; status: string }).filter((sent) => sent.id === id);

describe('the withdrawal PIN authorises a payout link (decision 0078)', () => {
  test('no PIN set is 409 PIN_NOT_SET_ERROR, a missing or malformed PIN a field error, a wrong one 400 INVALID_PIN_ERROR; each writes nothing', async () => {
    for (const email of ['ops@tokoku.test', OWNER]) await as(email);
    const before = snapshot(gateway.dbPath, NOT_RATE_LIMITS);
    const unset = await make({}, 'ops@tokoku.test');
    expect([unset.status, codeOf(unset)]).toEqual([409, 'PIN_NOT_SET_ERROR']);
    const missing = await call('POST', PAYOUTS_API.payouts, { amount: 75_000, description: 'No PIN', idempotency_key: 'no-pin' });
    expect([missing.status, codeOf(missing)]).toEqual([400, 'API_VALIDATION_ERROR']);
    expect(missing.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)).toEqual(['pin']);
    expect((await make({ pin: '12ab56' })).status).toBe(400);
    // A bad field is said first and costs no try.
    const badAmount = await make({ amount: 5, pin: '000000' });
    expect([badAmount.status, codeOf(badAmount)]).toEqual([400, 'API_VALIDATION_ERROR']);
    const wrong = await make({ pin: '000000', idempotency_key: 'after-wrong' });
    expect([wrong.status, codeOf(wrong)]).toEqual([400, 'INVALID_PIN_ERROR']);
    expect(snapshot(gateway.dbPath, NOT_RATE_LIMITS)).toBe(before);
    // The right PIN with the same key then makes the link, once.
    const right = await make({ idempotency_key: 'after-wrong' });
    expect(right.status).toBe(201);
    expect((await make({ idempotency_key: 'after-wrong' })).json<PayoutDetail>().id).toBe(right.json<PayoutDetail>().id);
  });

  test('49 parallel wrong PINs and the right one (#41): at most the limit are checked, the right one is refused, no link is made and no money moves', async () => {
    const guesser = 'security@tokoku.test';
    await as(guesser);
    const before = await available();
    const RIGHT_AT = 40;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => make({ pin: index === RIGHT_AT ? PIN : `10000${index % 10}` }, guesser)));
    const checked = answers.filter((answer) => answer.status === 201 || codeOf(answer) === 'INVALID_PIN_ERROR');
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(DEFAULT_RATE_LIMITS.pinPerUser.max);
    expect(answers.filter((answer) => answer.status === 201)).toEqual([]);
    expect([answers[RIGHT_AT]!.status, codeOf(answers[RIGHT_AT]!)]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(answers.filter((answer) => answer.status === 429).every((answer) => Number(answer.headers.get('retry-after')) > 0)).toBe(true);
    expect((await call('GET', PAYOUTS_API.payouts, undefined, guesser)).json<{ docs: unknown[] }>().docs).toEqual([]);
    expect(await available()).toBe(before);
  });

  test('the wrong PINs of disbursements and payout links count together: three and two, then the right PIN is refused', async () => {
    const send = (pin: string) =>
      call('POST', SENDING_MONEY_API.disbursements, {
        channel_code: 'BCA', account_number: '1234567890', account_holder_name: 'Budi Santoso', amount: 50_000, description: 'Supplier', idempotency_key: `d-${++keys}`, pin,
      });
    for (const pin of ['000001', '000002', '000003']) expect(codeOf(await send(pin))).toBe('INVALID_PIN_ERROR');
    for (const pin of ['000004', '000005']) expect(codeOf(await make({ pin }))).toBe('INVALID_PIN_ERROR');
    const right = await make();
    expect([right.status, codeOf(right)]).toEqual([429, 'TOO_MANY_REQUESTS']);
  });
});

describe("a payout link's ledger entries and callbacks (decision 0078)", () => {
  test('made, its amount and fee are a PAYOUT entry of source kind payout; claimed, nothing more moves and the PAYOUT_LINK callback says where it went', async () => {
    const before = await available();
    const made = (await make()).json<PayoutDetail>();
    expect(made.ledger_entry_ids).toHaveLength(1);
    const entry = (await call('GET', BALANCE_API.transaction(made.ledger_entry_ids[0]!))).json<LedgerEntryDetail>();
    expect(entry).toMatchObject({ type: 'PAYOUT', amount: -79_000, fee: 4_000, description: 'Payout link: Refund for order 17', source: { kind: 'payout', id: made.id } });
    expect(await available()).toBe(before - 79_000);
    const byType = (await call('GET', `${BALANCE_API.transactions}?type=PAYOUT`)).json<TransactionsAnswer>().data;
    expect(byType.map((listed) => listed.id)).toContain(entry.id);

    expect((await claim(made)).status).toBe(200);
    expect(await entriesOf(made.id)).toEqual([['PAYOUT', -79_000, 'payout']]);
    expect(await available()).toBe(before - 79_000);
    const [event] = await eventsOf();
    expect(event).toMatchObject({ status: 'COMPLETED', sender: 'payout-link-service' });
    expect(JSON.parse(event!.request_payload)).toMatchObject({
      id: made.id, event: 'payout_link.claimed', status: 'CLAIMED', amount: 75_000, fee: 4_000, currency: 'IDR', bank_code: 'BCA', account_holder_name: 'Budi Santoso',
    });
    // The callback history's product filter finds the row.
    const rows = (await call('GET', `${DEVELOPERS_API.webhooks}?product=PAYOUT_LINK`)).json<CallbackRowsAnswer>().data;
    expect(rows.map((row) => [row.id, row.name])).toEqual([[WEBHOOK, 'Payout link claimed or ended']]);
  });

  test('voided, its money comes back as a PAYOUT_RETURN and the callback says so; expired, the same, once however many read it', async () => {
    const before = await available();
    const voided = (await make()).json<PayoutDetail>();
    const answer = (await call('POST', PAYOUTS_API.voidPayout(voided.id))).json<PayoutDetail>();
    expect(answer.ledger_entry_ids).toHaveLength(2);
    expect(await entriesOf(voided.id)).toEqual([['PAYOUT_RETURN', 79_000, 'payout'], ['PAYOUT', -79_000, 'payout']]);
    expect(await available()).toBe(before);
    expect(await payloadsOf(voided.id)).toEqual([expect.objectContaining({ event: 'payout_link.voided', status: 'VOIDED' })]);

    const expiring = (await make()).json<PayoutDetail>();
    gateway.clock.advance(8 * 86_400_000);
    const headers = await signInAs(gateway, OWNER);
    const reads = await Promise.all(Array.from({ length: 4 }, () => gateway.request({ url: PAYOUTS_API.payout(expiring.id), headers })));
    expect(reads.map((read) => read.json<PayoutDetail>().status)).toEqual(['EXPIRED', 'EXPIRED', 'EXPIRED', 'EXPIRED']);
    const entries = (await gateway.request({ url: `${BALANCE_API.transactions}?search=${expiring.id}`, headers })).json<TransactionsAnswer>().data;
    expect(entries.map((entry) => [entry.type, entry.amount, entry.description])).toEqual([
      ['PAYOUT_RETURN', 79_000, 'Payout link expired: Refund for order 17'], ['PAYOUT', -79_000, 'Payout link: Refund for order 17'],
    ]);
    const events = (await gateway.request({ url: DEVELOPERS_API.webhookEvents(WEBHOOK), headers })).json<CallbackEventsAnswer>().data;
    const expired = events.map((event) => JSON.parse(event.request_payload) as { id: string; event: string }).filter((sent) => sent.id === expiring.id);
    expect(expired.map((sent) => sent.event)).toEqual(['payout_link.expired']);
  });

  test('six parallel claims of one link pay once: one is claimed, five refused, one PAYOUT entry and no return, one callback', async () => {
    const made = (await make()).json<PayoutDetail>();
    const before = await available();
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(made)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await entriesOf(made.id)).toEqual([['PAYOUT', -79_000, 'payout']]);
    expect(await available()).toBe(before);
    expect((await payloadsOf(made.id)).map((sent) => sent.event)).toEqual(['payout_link.claimed']);
  });

  test('a claim and voids at once: either the recipient is paid or the money comes back once, never both', async () => {
    const made = (await make()).json<PayoutDetail>();
    const before = await available();
    const [claimed, ...voids] = await Promise.all([claim(made), ...Array.from({ length: 3 }, () => call('POST', PAYOUTS_API.voidPayout(made.id)))]);
    const status = (await call('GET', PAYOUTS_API.payout(made.id))).json<PayoutDetail>().status;
    const voidsDone = voids.filter((answer) => answer.status === 200).length;
    if (status === 'CLAIMED') {
      expect([claimed!.status, voidsDone]).toEqual([200, 0]);
      expect(await entriesOf(made.id)).toEqual([['PAYOUT', -79_000, 'payout']]);
      expect(await available()).toBe(before);
    } else {
      expect([status, claimed!.status, voidsDone]).toEqual(['VOIDED', 409, 1]);
      expect(await entriesOf(made.id)).toEqual([['PAYOUT_RETURN', 79_000, 'payout'], ['PAYOUT', -79_000, 'payout']]);
      expect(await available()).toBe(before + 79_000);
    }
    expect(await payloadsOf(made.id)).toHaveLength(1);
  });

  test('parallel links never overdraw: with 200,000 available, two of five 75,000 (+4,000 fee) are made, three refused', async () => {
    const adjust = (amount: number) => gateway.request({ method: 'POST', url: '/__sandbox/ledger/adjustments', payload: { business_id: 'biz_tokoku', environment: 'PRODUCTION', currency: 'IDR', amount } });
    expect((await adjust(200_000 - (await available()))).status).toBe(201);
    const answers = await Promise.all(Array.from({ length: 5 }, () => make()));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 400, 400, 400]);
    expect(answers.filter((answer) => answer.status === 400).map(codeOf)).toEqual(Array(3).fill('INSUFFICIENT_BALANCE_ERROR'));
    expect(await available()).toBe(200_000 - 2 * 79_000);
  });
});
