/** @jest-environment node */
import { BALANCE_API, type BalancesAnswer, type TransactionsAnswer } from 'shared-contracts/areas/balance/balance';
import { PAYOUTS_API, type Payout, type PayoutsAnswer } from 'shared-contracts/areas/sending-money/payouts';
import { hashSecret } from '../auth/passwords';
import { createTestGateway, execute, signInAs, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
const as = signedIn(() => gateway);
/** The owner's withdrawal PIN: making a link is authorised by it (decision 0078; its refusals are payout-pin.test.ts's). */
const PIN = '246810';
beforeAll(async () => {
  gateway = await createTestGateway();
  execute(gateway.dbPath, 'UPDATE users SET pin_hash = ?, is_pin_set = 1 WHERE email = ?', await hashSecret(PIN), 'owner@tokoku.test');
  for (const email of ['owner@tokoku.test', 'viewer@tokoku.test', 'admin@brand2.test']) await as(email);
});
afterAll(() => gateway.close());

const OWNER = 'owner@tokoku.test';
const call = async (method: 'GET' | 'POST', url: string, payload?: unknown, email = OWNER) =>
  gateway.request({ method, url, ...(payload === undefined ? {} : { payload }), headers: await as(email) });
const available = async () => (await call('GET', BALANCE_API.balances)).json<BalancesAnswer>().data.find((figures) => figures.currency === 'IDR')!.available;
let keys = 0;
const make = (body: object = {}) => call('POST', PAYOUTS_API.payouts, { amount: 75_000, description: 'Refund for order 17', idempotency_key: `payout-${++keys}`, pin: PIN, ...body });
const claimPath = (payout: Payout) => new URL(payout.claim_url).pathname;
const claim = (payout: Payout, form: Record<string, string>, query = '', headers: Record<string, string> = ENGLISH) =>
  gateway.request({
    method: 'POST', url: `${claimPath(payout)}${query}`, payload: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
const BUDI = { channel_code: 'BCA', account_number: '1234567890', account_holder_name: 'budi santoso' };
/** A browser in English (without one the page speaks the business's language: Toko Ku's is Indonesian). */
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };

test('the second brand has them as its remittance payouts and batch remittances (spec 02 §2)', async () => {
  expect((await call('GET', PAYOUTS_API.payouts, undefined, 'admin@brand2.test')).status).toBe(200);
  expect((await call('GET', '/api/batch-disbursements', undefined, 'admin@brand2.test')).status).toBe(200);
});

test('a payout link takes amount and fee at once; its recipient claims it on their page, once', async () => {
  const before = await available();
  const answer = await make();
  expect(answer.status).toBe(201);
  const payout = answer.json<Payout>();
  expect(payout).toMatchObject({ status: 'ACTIVE', amount: 75_000, fee: 4_000, claimed_to: null });
  expect(payout.claim_url).toMatch(/\/api\/payouts\/claim\/[A-Za-z0-9_-]{22}$/);
  expect(await available()).toBe(before - 79_000);

  const page = await gateway.request({ url: claimPath(payout), headers: ENGLISH });
  expect(page.status).toBe(200);
  expect(page.text).toContain('Toko Ku sends you Rp');
  // A wrong name or account is said on the page and changes nothing.
  const snap = snapshot(gateway.dbPath);
  expect((await claim(payout, { ...BUDI, account_holder_name: 'Someone Else' })).status).toBe(400);
  expect((await claim(payout, { ...BUDI, account_number: '9999999999' })).status).toBe(400);
  expect(snapshot(gateway.dbPath)).toBe(snap);
  // Claimed, the page redirects (303) to itself, which says so (the client follows the redirect).
  const claimed = await claim(payout, BUDI);
  expect(claimed.status).toBe(200);
  expect(claimed.text).toContain('Claimed. The money is on its way');
  expect((await call('GET', PAYOUTS_API.payout(payout.id))).json<Payout>()).toMatchObject({ status: 'CLAIMED', claimed_to: 'BCA ••••7890', claimed_name: 'Budi Santoso' });
  expect((await claim(payout, BUDI)).status).toBe(409);
  expect((await call('POST', PAYOUTS_API.voidPayout(payout.id))).status).toBe(409);
  expect(await available()).toBe(before - 79_000);
});

test("the claim page speaks the recipient's language: the address's, else the browser's, else the business's; the form and its answer keep it", async () => {
  const payout = (await make({ idempotency_key: 'payout-language' })).json<Payout>();
  const page = (headers: Record<string, string>, query = '') => gateway.request({ url: `${claimPath(payout)}${query}`, headers });
  // No language the page has (a browser that says "any"): the business's, Indonesian for Toko Ku.
  const indonesian = await page({ 'accept-language': '*' });
  expect(indonesian.text).toContain('<html lang="id">');
  expect(indonesian.text).toMatch(/Toko Ku mengirimi Anda Rp/);
  expect(indonesian.text).toContain('<label for="account_holder_name">Nama pemilik rekening</label>');
  expect(indonesian.text).toContain(`action="${claimPath(payout)}?lang=id"`);
  // The browser's languages by weight, then the address's choice over everything.
  expect((await page({ 'accept-language': 'fr-FR,en;q=0.8,id;q=0.5' })).text).toContain('<html lang="en">');
  expect((await page({ 'accept-language': 'en;q=0.4,id-ID;q=0.9' })).text).toContain('<html lang="id">');
  expect((await page(ENGLISH, '?lang=id')).text).toContain('<html lang="id">');
  expect((await page(ENGLISH, '?lang=fr')).status).toBe(400);
  // A refusal says why in the page's language; the claim's redirect keeps the language.
  expect((await claim(payout, { ...BUDI, account_holder_name: 'Someone Else' }, '?lang=id')).text).toContain('Nama ini tidak sama dengan nama yang tercatat di bank');
  const claimed = await claim(payout, BUDI, '?lang=id');
  expect(claimed.status).toBe(200);
  expect(claimed.text).toContain('Sudah diklaim. Uangnya sedang dikirim ke rekening Anda.');
  expect(claimed.text).toContain('<a href="' + claimPath(payout) + '?lang=en" lang="en">English</a>');
});

test('two recipients claiming one payout link at once: one claim pays, the other is refused, the balance moves once', async () => {
  const payout = (await make({ idempotency_key: 'payout-race' })).json<Payout>();
  const before = await available();
  const answers = await Promise.all([claim(payout, BUDI), claim(payout, BUDI), claim(payout, BUDI)]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
  expect((await call('GET', PAYOUTS_API.payout(payout.id))).json<Payout>()).toMatchObject({ status: 'CLAIMED', claimed_to: 'BCA ••••7890' });
  expect(await available()).toBe(before);
});

test('the same idempotency key makes one payout; the list is ten a page, newest first; a viewer reads and cannot make one', async () => {
  const body = { amount: 20_000, description: 'Twice', idempotency_key: 'payout-double', pin: PIN };
  const answers = await Promise.all([call('POST', PAYOUTS_API.payouts, body), call('POST', PAYOUTS_API.payouts, body)]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
  expect(new Set(answers.map((answer) => answer.json<Payout>().id)).size).toBe(1);
  for (let index = 0; index < 9; index += 1) await make();
  const page = (await call('GET', PAYOUTS_API.payouts, undefined, 'viewer@tokoku.test')).json<PayoutsAnswer>();
  expect(page.docs).toHaveLength(10);
  expect(page.has_next).toBe(true);
  const next = (await call('GET', `${PAYOUTS_API.payouts}?after=${page.next_cursor}`)).json<PayoutsAnswer>();
  expect(next.docs[0]!.id).not.toBe(page.docs[9]!.id);
  const before = snapshot(gateway.dbPath);
  expect((await call('POST', PAYOUTS_API.payouts, { ...body, idempotency_key: 'viewer' }, 'viewer@tokoku.test')).status).toBe(403);
  for (const bad of [{ amount: 5 }, { description: ' ' }, { recipient_email: 'nope' }, { idempotency_key: 'a b' }, { surprise: 1 }, { pin: '12345' }]) {
    expect((await make(bad)).status).toBe(400);
  }
  expect((await call('GET', `${PAYOUTS_API.payouts}?status=LOST`)).status).toBe(400);
  expect(snapshot(gateway.dbPath)).toBe(before);
});

test('voided or expired, a payout gives its money back and can no longer be claimed', async () => {
  const before = await available();
  const voided = (await make()).json<Payout>();
  expect((await call('POST', PAYOUTS_API.voidPayout(voided.id))).json<Payout>().status).toBe('VOIDED');
  expect(await available()).toBe(before);
  expect((await claim(voided, BUDI)).status).toBe(409);
  const expiring = (await make()).json<Payout>();
  gateway.clock.advance(8 * 86_400_000);
  // A week later the session has ended: signed in again.
  const headers = await signInAs(gateway, OWNER);
  expect((await gateway.request({ url: PAYOUTS_API.payout(expiring.id), headers })).json<Payout>().status).toBe('EXPIRED');
  // Its debit and its return net to nothing (available itself moved: a week of card settlements).
  const entries = (await gateway.request({ url: `${BALANCE_API.transactions}?search=${expiring.id}`, headers })).json<TransactionsAnswer>().data;
  expect(entries.map((entry) => [entry.type, entry.amount])).toEqual([['PAYOUT_RETURN', 79_000], ['PAYOUT', -79_000]]);
});
