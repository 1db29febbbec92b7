/** @jest-environment node */
import { BALANCE_API, type LedgerEntryDetail } from 'shared-contracts/areas/balance/balance';
import { GETTING_PAID_API, type InvoiceDetail, type InvoicesAnswer, type PaymentLinkDetail } from 'shared-contracts/areas/getting-paid/getting-paid';
import { DEVELOPERS_API, type CallbackEventsAnswer } from 'shared-contracts/areas/settings/developers';
import { webhookIdOf } from '../seed/developers';
import { createTestGateway, execute, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
const as = signedIn(() => gateway);
beforeAll(async () => {
  gateway = await createTestGateway();
  // Toko Ku has every flag: invoice mode is the payment_links flag off.
  execute(gateway.dbPath, "UPDATE feature_flags SET enabled = 0 WHERE business_id = 'biz_tokoku' AND flag = 'payment_links'");
});
afterAll(() => gateway.close());

const OWNER = 'owner@tokoku.test';
const call = async (method: 'GET' | 'POST', url: string, payload?: unknown, email = OWNER) =>
  gateway.request({ method, url, ...(payload === undefined ? {} : { payload }), headers: await as(email) });
const fieldsOf = (answer: { json: <T>() => T }) => answer.json<{ errors: { field: string }[] }>().errors.map((error) => error.field);
/** A browser in English (without one the page speaks the business's language: Toko Ku's is Indonesian). */
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };
const pay = (reference: string, email = 'payer@example.test', query = '') =>
  gateway.request({
    method: 'POST', url: `/api/pay/${reference}${query}`, payload: `payer_email=${encodeURIComponent(email)}`, headers: { 'content-type': 'application/x-www-form-urlencoded', ...ENGLISH },
  });

const INVOICE = { currency: 'IDR', description: 'Batik order', items: [{ name: 'Batik shirt', quantity: 2, price: 150_000 }, { name: 'Delivery', quantity: 1, price: 20_000 }], payer_email: 'buyer@example.test', should_send_email: true };
const createInvoice = async (body: object = INVOICE) => (await call('POST', GETTING_PAID_API.invoices, body)).json<InvoiceDetail>();

test('an invoice is created PENDING with its total in minor units, expiring after invoice_ttl, sent and listed', async () => {
  const invoice = await createInvoice();
  expect(invoice).toMatchObject({ status: 'PENDING', amount: 320_000, currency: 'IDR', payer_email: 'buyer@example.test', payment: null });
  expect(Date.parse(invoice.expiry_date!) - Date.parse(invoice.created)).toBe(86_400_000);
  expect(invoice.timeline.map((event) => event.event)).toEqual(['created', 'sent']);
  expect(invoice.short_invoice_url).toMatch(/\/api\/pay\/[0-9a-z]{10}$/);
  const list = (await call('GET', `${GETTING_PAID_API.invoices}?status=PENDING&search=BUYER@example.test`)).json<InvoicesAnswer>();
  expect(list).toMatchObject({ invoice_ttl: 86_400, allowed_multicurrency: false, has_next: false });
  expect(list.docs.map((doc) => doc.id)).toContain(invoice.id);
});

test('bad input answers API_VALIDATION_ERROR naming every field, never a 500, and writes nothing', async () => {
  const before = snapshot(gateway.dbPath);
  const cases: [object, string[]][] = [
    [{ ...INVOICE, items: [] }, ['items']],
    [{ ...INVOICE, items: [{ name: 'x', quantity: 0, price: 1 }] }, ['items[0].quantity']],
    [{ ...INVOICE, currency: 'USD' }, ['currency']],
    [{ ...INVOICE, items: [{ name: 'Gum', quantity: 1, price: 500 }] }, ['items']],
    [{ ...INVOICE, payer_email: undefined }, ['payer_email']],
    [{ ...INVOICE, due_date: '2020-01-01' }, ['due_date']],
    [{ ...INVOICE, surprise: 1 }, ['surprise']],
  ];
  for (const [body, fields] of cases) {
    const answer = await call('POST', GETTING_PAID_API.invoices, body);
    expect(answer.status).toBe(400);
    expect(answer.json<{ error_code: string }>().error_code).toBe('API_VALIDATION_ERROR');
    for (const field of fields) expect(fieldsOf(answer).join(' ')).toContain(field);
  }
  for (const query of ['status=LOST', 'created_from=2026-02-01&created_to=2026-01-01', 'amount_min=5&amount_max=1', 'after=bm9wZQ', 'limit=1000']) {
    expect((await call('GET', `${GETTING_PAID_API.invoices}?${query}`)).status).toBe(400);
  }
  expect(snapshot(gateway.dbPath)).toBe(before);
});

test('paying on the hosted page writes a card payment and its ledger entry, marks the invoice PAID and sends the INVOICE callback', async () => {
  const invoice = await createInvoice();
  const page = await gateway.request({ url: `/api/pay/${invoice.short_invoice_url.split('/').pop()}`, headers: ENGLISH });
  expect(page.status).toBe(200);
  expect(page.text).toContain('Pay Rp');
  const code = invoice.short_invoice_url.split('/').pop()!;
  expect((await pay(code)).status).toBe(200);
  const paid = (await call('GET', GETTING_PAID_API.invoice(invoice.id))).json<InvoiceDetail>();
  expect(paid.status).toBe('PAID');
  expect(paid.timeline.map((event) => event.event)).toEqual(['created', 'sent', 'viewed', 'paid']);
  const entry = (await call('GET', BALANCE_API.transaction(paid.payment!.ledger_entry_id))).json<LedgerEntryDetail>();
  expect(entry).toMatchObject({ type: 'PAYMENT', status: 'PENDING', channel: 'CARDS', source: { kind: 'card_payment', id: paid.payment!.card_payment_id } });
  expect(entry.amount + entry.fee).toBe(320_000);
  const events = (await call('GET', `${DEVELOPERS_API.webhooks}/${webhookIdOf('biz_tokoku', 'PRODUCTION', 'INVOICE')}/events`)).json<CallbackEventsAnswer>();
  expect(events.data[0]).toMatchObject({ status: 'COMPLETED', sender: 'invoice-service' });
  expect(JSON.parse(events.data[0]!.request_payload)).toMatchObject({ id: invoice.id, status: 'PAID', amount: 320_000 });
  // Paid once: paying again is refused and writes nothing; so is voiding it.
  const before = snapshot(gateway.dbPath);
  expect((await pay(code)).status).toBe(409);
  expect((await call('POST', GETTING_PAID_API.voidInvoice(invoice.id))).status).toBe(409);
  expect(snapshot(gateway.dbPath)).toBe(before);
});

test('two parallel pays of one invoice pay it once', async () => {
  const invoice = await createInvoice();
  const answers = await Promise.all([pay(invoice.id), pay(invoice.id), pay(invoice.id)]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
  const count = (await import('better-sqlite3')).default;
  const db = new count(gateway.dbPath, { readonly: true });
  expect(db.prepare('SELECT COUNT(*) FROM getting_paid_payments WHERE subject_id = ?').pluck().get(invoice.id)).toBe(1);
  db.close();
});

test('an invoice expires after its time, and a voided one takes no payment', async () => {
  const expiring = await createInvoice();
  const voided = await createInvoice();
  expect((await call('POST', GETTING_PAID_API.voidInvoice(voided.id))).json<InvoiceDetail>().status).toBe('VOIDED');
  expect((await pay(voided.id)).status).toBe(409);
  gateway.clock.advance(86_400_000 + 1);
  // A day later the sessions have ended: sign in again.
  as.forget(OWNER);
  const expired = (await call('GET', GETTING_PAID_API.invoice(expiring.id))).json<InvoiceDetail>();
  expect(expired.status).toBe('EXPIRED');
  expect(expired.timeline.at(-1)).toEqual({ event: 'expired', at: expiring.expiry_date });
  expect((await pay(expiring.id)).status).toBe(409);
});

test('a viewer reads but cannot create; invoice mode and invoice creation gate new invoices', async () => {
  expect((await call('GET', GETTING_PAID_API.invoices, undefined, 'viewer@tokoku.test')).status).toBe(200);
  expect((await call('POST', GETTING_PAID_API.invoices, INVOICE, 'viewer@tokoku.test')).status).toBe(403);
  // Toko Ku is in invoice mode here: no new payment links.
  expect((await call('POST', GETTING_PAID_API.paymentLinks, { title: 'Tee', currency: 'IDR', amount: 50_000, type: 'SINGLE' })).status).toBe(403);
});

test('payment links: single use becomes INACTIVE once paid, multiple counts uses, deactivate stops them, legacy before 2022-01-24', async () => {
  execute(gateway.dbPath, "UPDATE feature_flags SET enabled = 1 WHERE business_id = 'biz_tokoku' AND flag = 'payment_links'");
  const create = async (type: string) => (await call('POST', GETTING_PAID_API.paymentLinks, { title: `Tee ${type}`, currency: 'IDR', amount: 50_000, type })).json<PaymentLinkDetail>();
  const single = await create('SINGLE');
  const multiple = await create('MULTIPLE');
  expect(single).toMatchObject({ status: 'ACTIVE', uses: 0, is_legacy: false });
  const parallel = await Promise.all([pay(single.id), pay(single.id)]);
  expect(parallel.map((answer) => answer.status).sort()).toEqual([200, 409]);
  expect((await call('GET', GETTING_PAID_API.paymentLink(single.id))).json<PaymentLinkDetail>()).toMatchObject({ status: 'INACTIVE', uses: 1 });
  await pay(multiple.id);
  await pay(multiple.id);
  expect((await call('GET', GETTING_PAID_API.paymentLink(multiple.id))).json<PaymentLinkDetail>()).toMatchObject({ status: 'ACTIVE', uses: 2 });
  expect((await call('POST', GETTING_PAID_API.deactivateLink(multiple.id))).json<PaymentLinkDetail>().status).toBe('INACTIVE');
  expect((await pay(multiple.id)).status).toBe(409);
  execute(gateway.dbPath, "UPDATE payment_links SET created = '2022-01-23T23:59:59.000Z' WHERE id = ?", single.id);
  expect((await call('GET', GETTING_PAID_API.paymentLink(single.id))).json<PaymentLinkDetail>().is_legacy).toBe(true);
  // Payment-link mode: no new invoices.
  expect((await call('POST', GETTING_PAID_API.invoices, INVOICE)).status).toBe(403);
});

test("the hosted page speaks the customer's language: the address's, else the browser's, else the business's; paying keeps it", async () => {
  execute(gateway.dbPath, "UPDATE feature_flags SET enabled = 0 WHERE business_id = 'biz_tokoku' AND flag = 'payment_links'");
  const code = (await createInvoice()).short_invoice_url.split('/').pop()!;
  const page = (headers: Record<string, string>, query = '') => gateway.request({ url: `/api/pay/${code}${query}`, headers });
  const indonesian = await page({ 'accept-language': '*' });
  expect(indonesian.text).toContain('<html lang="id">');
  expect(indonesian.text).toContain('<th scope="col">Barang</th>');
  expect(indonesian.text).toMatch(/Bayar Rp\s?320\.000 dengan kartu sandbox/);
  expect(indonesian.text).toContain(`action="/api/pay/${code}?lang=id"`);
  expect((await page({ 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' })).text).toContain('<html lang="id">');
  expect((await page({ 'accept-language': 'de, en-GB;q=0.7' })).text).toContain('<html lang="en">');
  expect((await page({ 'accept-language': 'id' }, '?lang=en')).text).toContain('Email for the receipt');
  expect((await page(ENGLISH, '?lang=xx')).status).toBe(400);
  const paid = await pay(code, 'payer@example.test', '?lang=id');
  expect(paid.status).toBe(200);
  expect(paid.text).toContain('Pembayaran diterima. Terima kasih!');
});

test("another business's invoice is not found, and the hosted page escapes what the merchant typed", async () => {
  execute(gateway.dbPath, "UPDATE feature_flags SET enabled = 0 WHERE business_id = 'biz_tokoku' AND flag = 'payment_links'");
  const invoice = await createInvoice({ ...INVOICE, description: '<script>alert(1)</script>' });
  expect((await call('GET', GETTING_PAID_API.invoice(invoice.id), undefined, 'admin@manila.test')).status).toBe(404);
  const page = await gateway.request({ url: `/api/pay/${invoice.id}` });
  expect(page.text).not.toContain('<script>');
  expect(page.text).toContain('&lt;script&gt;');
});
