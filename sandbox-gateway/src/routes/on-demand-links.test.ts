/** @jest-environment node */
import { BALANCE_API, type LedgerEntryDetail } from 'shared-contracts/areas/balance/balance';
import { GETTING_PAID_API, type InvoiceDetail, type InvoicesAnswer } from 'shared-contracts/areas/getting-paid/getting-paid';
import { ON_DEMAND_API, type OnDemandLink, type OnDemandLinksAnswer } from 'shared-contracts/areas/getting-paid/on-demand';
import { DEVELOPERS_API, type CallbackEventsAnswer } from 'shared-contracts/areas/settings/developers';
import { webhookIdOf } from '../seed/developers';
import { createTestGateway, execute, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
const as = signedIn(() => gateway);
beforeAll(async () => {
  gateway = await createTestGateway();
  // Invoice mode: on-demand links are an invoice-mode place.
  execute(gateway.dbPath, "UPDATE feature_flags SET enabled = 0 WHERE business_id IN ('biz_tokoku', 'biz_manila') AND flag = 'payment_links'");
});
afterAll(() => gateway.close());

const OWNER = 'owner@tokoku.test';
const call = async (method: 'GET' | 'POST', url: string, payload?: unknown, email = OWNER) =>
  gateway.request({ method, url, ...(payload === undefined ? {} : { payload }), headers: await as(email) });
const form = (url: string, body: Record<string, string>) =>
  gateway.request({ method: 'POST', url, payload: new URLSearchParams(body).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' } });
const codeOf = (url: string) => url.split('/').pop()!;
const DONATION = { title: 'Donate to the mosque fund', currency: 'IDR', amount_type: 'CUSTOMER_CHOOSES', min_amount: 10_000, max_amount: 1_000_000 };
const createLink = async (body: object = DONATION) => (await call('POST', ON_DEMAND_API.links, body)).json<OnDemandLink>();
/** A customer opens the link's page and asks for an invoice: sent (303, followed) to the invoice's own hosted page, whose code it answers. */
async function customerInvoice(link: OnDemandLink, body: Record<string, string>): Promise<string> {
  const answer = await form(`/api/pay/${codeOf(link.on_demand_url)}/invoice`, body);
  expect(answer.status).toBe(200);
  expect(answer.text).toContain('with the sandbox card');
  const code = /href="\/api\/pay\/([0-9a-z]{10})\/page\.css/.exec(answer.text)![1]!;
  expect(code).not.toBe(codeOf(link.on_demand_url));
  return code;
}
const pay = (code: string) =>
  gateway.request({ method: 'POST', url: `/api/pay/${code}`, payload: 'payer_email=', headers: { 'content-type': 'application/x-www-form-urlencoded' } });

test('a link is permanent and reusable: each customer gets an invoice of their own, listed under ?on_demand_link=', async () => {
  const link = await createLink();
  expect(link).toMatchObject({ status: 'ACTIVE', amount: null, min_amount: 10_000, max_amount: 1_000_000, invoices: 0 });
  expect(link.on_demand_url).toMatch(/\/api\/pay\/[0-9a-z]{10}$/);
  const page = await gateway.request({ url: `/api/pay/${codeOf(link.on_demand_url)}`, headers: { 'accept-language': 'en' } });
  expect(page.text).toContain('Amount to pay (Rp');
  const first = await customerInvoice(link, { amount: '50.000', customer_name: 'Sari', payer_email: 'sari@example.test' });
  const second = await customerInvoice(link, { amount: '75000' });
  expect(first).not.toBe(second);
  const list = (await call('GET', `${GETTING_PAID_API.invoices}?on_demand_link=${link.id}`)).json<InvoicesAnswer>();
  // Both made at the test clock's one moment: their order is the ids', so compare them sorted.
  expect(list.docs.map((doc) => [doc.amount, doc.customer.name, doc.status]).sort()).toEqual([[50_000, 'Sari', 'PENDING'], [75_000, null, 'PENDING']]);
  expect((await call('GET', ON_DEMAND_API.links)).json<OnDemandLinksAnswer>().docs[0]).toMatchObject({ id: link.id, invoices: 2, paid_invoices: 0 });
  // The invoices list without the filter has them too; another link's filter does not.
  expect((await call('GET', GETTING_PAID_API.invoices)).json<InvoicesAnswer>().docs.length).toBeGreaterThanOrEqual(2);
  expect((await call('GET', `${GETTING_PAID_API.invoices}?on_demand_link=odl_nothing`)).json<InvoicesAnswer>().docs).toEqual([]);
});

test('a customer who gave an email is emailed their invoice as the merchant’s customers are (timeline: sent); one who gave none is not', async () => {
  const link = await createLink({ title: 'Batik class', currency: 'IDR', amount_type: 'FIXED', amount: 90_000 });
  await customerInvoice(link, { amount: '1', payer_email: 'ondemand.mail@example.test' });
  await customerInvoice(link, { amount: '1' });
  const docs = (await call('GET', `${GETTING_PAID_API.invoices}?on_demand_link=${link.id}`)).json<InvoicesAnswer>().docs;
  const mailed = docs.find((doc) => doc.payer_email)!;
  const silent = docs.find((doc) => !doc.payer_email)!;
  expect([mailed.should_send_email, silent.should_send_email]).toEqual([true, false]);
  expect((await call('GET', GETTING_PAID_API.invoice(mailed.id))).json<InvoiceDetail>().timeline.map((event) => event.event)).toEqual(['created', 'sent', 'viewed']);
  expect((await call('GET', GETTING_PAID_API.invoice(silent.id))).json<InvoiceDetail>().timeline.map((event) => event.event)).toEqual(['created', 'viewed']);
  const db = new (await import('better-sqlite3')).default(gateway.dbPath, { readonly: true });
  expect(db.prepare("SELECT kind, subject FROM outbox WHERE recipient = 'ondemand.mail@example.test'").all()).toEqual([{ kind: 'INVOICE_EMAIL', subject: `Invoice ${mailed.external_id}: Batik class` }]);
  db.close();
});

test('paying an on-demand invoice goes the invoices’ paid path; parallel pays write one payment and one ledger entry', async () => {
  const link = await createLink({ title: 'Class fee', currency: 'IDR', amount_type: 'FIXED', amount: 125_000 });
  const code = await customerInvoice(link, { amount: '1' });
  const answers = await Promise.all([pay(code), pay(code), pay(code), pay(code)]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
  const [invoice] = (await call('GET', `${GETTING_PAID_API.invoices}?on_demand_link=${link.id}`)).json<InvoicesAnswer>().docs;
  expect(invoice).toMatchObject({ status: 'PAID', amount: 125_000 });
  const detail = (await call('GET', GETTING_PAID_API.invoice(invoice!.id))).json<InvoiceDetail>();
  const entry = (await call('GET', BALANCE_API.transaction(detail.payment!.ledger_entry_id))).json<LedgerEntryDetail>();
  expect(entry).toMatchObject({ type: 'PAYMENT', channel: 'CARDS', source: { kind: 'card_payment', id: detail.payment!.card_payment_id } });
  const count = (await import('better-sqlite3')).default;
  const db = new count(gateway.dbPath, { readonly: true });
  expect(db.prepare('SELECT COUNT(*) FROM getting_paid_payments WHERE subject_id = ?').pluck().get(invoice!.id)).toBe(1);
  expect(db.prepare("SELECT COUNT(*) FROM ledger_entries WHERE source_kind = 'card_payment' AND source_id = ?").pluck().get(detail.payment!.card_payment_id)).toBe(1);
  expect(db.prepare("SELECT COUNT(*) FROM card_payments WHERE external_id = ?").pluck().get(invoice!.external_id)).toBe(1);
  db.close();
  const events = (await call('GET', `${DEVELOPERS_API.webhooks}/${webhookIdOf('biz_tokoku', 'PRODUCTION', 'INVOICE')}/events`)).json<CallbackEventsAnswer>();
  expect(JSON.parse(events.data[0]!.request_payload)).toMatchObject({ id: invoice!.id, status: 'PAID', amount: 125_000 });
  expect((await call('GET', ON_DEMAND_API.links)).json<OnDemandLinksAnswer>().docs.find((each) => each.id === link.id)).toMatchObject({ invoices: 1, paid_invoices: 1 });
});

test('bad input answers the catalogue’s codes, never a 500, and writes nothing', async () => {
  const link = await createLink();
  const before = snapshot(gateway.dbPath);
  const cases: [object, string][] = [
    [{ ...DONATION, title: '' }, 'title'],
    [{ ...DONATION, currency: 'USD' }, 'currency'],
    [{ ...DONATION, min_amount: 500 }, 'min_amount'],
    [{ ...DONATION, max_amount: 9_000 }, 'max_amount'],
    [{ ...DONATION, amount: 5_000 }, 'amount'],
    [{ title: 'x', currency: 'IDR', amount_type: 'FIXED' }, 'amount'],
    [{ ...DONATION, amount_type: 'SOMETIMES' }, 'amount_type'],
    [{ ...DONATION, surprise: true }, 'surprise'],
  ];
  for (const [body, field] of cases) {
    const answer = await call('POST', ON_DEMAND_API.links, body);
    expect(answer.status).toBe(400);
    const error = answer.json<{ error_code: string; errors: { field: string }[] }>();
    expect(error.error_code).toBe('API_VALIDATION_ERROR');
    expect(error.errors.map((each) => each.field).join(' ')).toContain(field);
  }
  // The customer's amount outside the bounds, or not an amount: the page again, with what was typed.
  for (const amount of ['9999', '1000001', 'lots', '']) {
    const answer = await form(`/api/pay/${codeOf(link.on_demand_url)}/invoice`, { amount });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('Enter an amount from Rp');
  }
  expect((await form('/api/pay/nosuchcode/invoice', { amount: '50000' })).status).toBe(404);
  expect((await form(`/api/pay/${codeOf(link.on_demand_url)}/invoice`, { amount: '50000', payer_email: 'nope' })).status).toBe(400);
  expect((await call('POST', ON_DEMAND_API.deactivate('odl_nothing'))).status).toBe(404);
  expect(snapshot(gateway.dbPath)).toBe(before);
});

test('deactivating is final: the link makes no more invoices, those made stay payable', async () => {
  const link = await createLink();
  const made = await customerInvoice(link, { amount: '20000' });
  expect((await call('POST', ON_DEMAND_API.deactivate(link.id))).json<OnDemandLink>()).toMatchObject({ status: 'INACTIVE', deactivated_at: expect.any(String) });
  const before = snapshot(gateway.dbPath);
  expect((await call('POST', ON_DEMAND_API.deactivate(link.id))).status).toBe(409);
  const refused = await form(`/api/pay/${codeOf(link.on_demand_url)}/invoice`, { amount: '20000' });
  expect(refused.status).toBe(409);
  expect(refused.text).toContain('This link no longer takes payments.');
  expect(snapshot(gateway.dbPath)).toBe(before);
  expect((await pay(made)).status).toBe(200);
});

test('gates per persona: viewers read, can_edit and operation make and change; nothing in the Philippines, nothing new in payment-link mode', async () => {
  for (const email of ['viewer@tokoku.test', 'dev@tokoku.test', 'admin@manila.test']) await as(email);
  const link = await createLink();
  const before = snapshot(gateway.dbPath);
  expect((await call('GET', ON_DEMAND_API.links, undefined, 'viewer@tokoku.test')).status).toBe(200);
  expect((await call('POST', ON_DEMAND_API.links, DONATION, 'viewer@tokoku.test')).status).toBe(403);
  expect((await call('POST', ON_DEMAND_API.deactivate(link.id), undefined, 'viewer@tokoku.test')).status).toBe(403);
  expect((await call('GET', ON_DEMAND_API.links, undefined, 'dev@tokoku.test')).status).toBe(403);
  const manila = await call('POST', ON_DEMAND_API.links, { ...DONATION, currency: 'PHP' }, 'admin@manila.test');
  expect(manila.json<{ error_code: string }>().error_code).toBe('AUTHORIZATION_ERROR');
  expect((await call('GET', ON_DEMAND_API.links, undefined, 'admin@manila.test')).status).toBe(403);
  expect(snapshot(gateway.dbPath)).toBe(before);
  expect((await call('POST', ON_DEMAND_API.links, { ...DONATION, title: 'Ops link' }, 'ops@tokoku.test')).status).toBe(201);
  // Payment-link mode makes no new ones; what was made is still read.
  execute(gateway.dbPath, "UPDATE feature_flags SET enabled = 1 WHERE business_id = 'biz_tokoku' AND flag = 'payment_links'");
  expect((await call('POST', ON_DEMAND_API.links, DONATION)).status).toBe(403);
  expect((await call('GET', ON_DEMAND_API.links)).status).toBe(200);
  execute(gateway.dbPath, "UPDATE feature_flags SET enabled = 0 WHERE business_id = 'biz_tokoku' AND flag = 'payment_links'");
});

test('two parallel creations past the limit make one link at most', async () => {
  execute(gateway.dbPath, "DELETE FROM on_demand_links WHERE business_id = 'biz_tokoku' AND environment = 'PRODUCTION' AND id NOT IN (SELECT on_demand_link_id FROM invoices WHERE on_demand_link_id IS NOT NULL)");
  const existing = (await call('GET', ON_DEMAND_API.links)).json<OnDemandLinksAnswer>().docs.length;
  for (let index = existing; index < 49; index += 1) await createLink({ ...DONATION, title: `Link ${index}` });
  const answers = await Promise.all([1, 2, 3].map((index) => call('POST', ON_DEMAND_API.links, { ...DONATION, title: `Race ${index}` })));
  expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
  expect((await call('GET', ON_DEMAND_API.links)).json<OnDemandLinksAnswer>().docs).toHaveLength(50);
});
