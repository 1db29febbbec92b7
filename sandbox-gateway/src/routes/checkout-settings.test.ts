/** @jest-environment node */
import { CHECKOUT_API, CHECKOUT_DEFAULTS, type CheckoutSettings, type CheckoutSettingsAnswer } from 'shared-contracts/areas/getting-paid/checkout';
import { GETTING_PAID_API, type InvoiceDetail } from 'shared-contracts/areas/getting-paid/getting-paid';
import { HOSTED_DOCUMENT_POLICY } from '../http/hosted-page-html';
import { createTestGateway, execute, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
const as = signedIn(() => gateway);
beforeAll(async () => {
  gateway = await createTestGateway();
  execute(gateway.dbPath, "UPDATE feature_flags SET enabled = 0 WHERE business_id = 'biz_tokoku' AND flag = 'payment_links'");
});
afterAll(() => gateway.close());

const OWNER = 'owner@tokoku.test';
const call = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, email = OWNER) =>
  gateway.request({ method, url, ...(payload === undefined ? {} : { payload }), headers: await as(email) });
const SAVED: CheckoutSettings = { brand_color: '#7A1FA2', button_color: '#FFD600', button_text_color: '#1B2430', show_logo: false, payment_methods: ['EWALLET', 'CARDS'] };
const hostedPage = async (code: string) => {
  const page = await gateway.request({ url: `/api/pay/${code}`, headers: { 'accept-language': 'en' } });
  // Its own policy (decision 0084): no script, its stylesheet and form on its own origin.
  expect(page.headers.get('content-security-policy')).toBe(HOSTED_DOCUMENT_POLICY);
  const href = /<link rel="stylesheet" href="([^"]+)"/.exec(page.text)![1]!;
  return { html: page.text, css: (await gateway.request({ url: href })).text };
};

test('the defaults until saved; a save answers and keeps what the hosted page then shows: colours, logo, methods', async () => {
  expect((await call('GET', CHECKOUT_API.settings)).json<CheckoutSettingsAnswer>()).toMatchObject({ ...CHECKOUT_DEFAULTS, updated: null });
  const invoice = (await call('POST', GETTING_PAID_API.invoices, { currency: 'IDR', description: 'Look', items: [{ name: 'Tee', quantity: 1, price: 50_000 }], should_send_email: false })).json<InvoiceDetail>();
  const code = invoice.short_invoice_url.split('/').pop()!;
  const before = await hostedPage(code);
  expect(before.css).toContain('--button:#0B5CAD');
  expect(before.html).toContain('<li>Bank transfer</li>');

  const saved = await call('PUT', CHECKOUT_API.settings, { ...SAVED, brand_color: '#7a1fa2' });
  expect(saved.status).toBe(200);
  expect(saved.json<CheckoutSettingsAnswer>()).toMatchObject({ ...SAVED, updated: expect.any(String) });
  expect((await call('GET', CHECKOUT_API.settings, undefined, 'viewer@tokoku.test')).json<CheckoutSettingsAnswer>()).toMatchObject(SAVED);
  const after = await hostedPage(code);
  expect(after.css).toContain(':root{--brand:#7A1FA2;--brand-text:#FFFFFF;--button:#FFD600;--button-text:#1B2430}');
  expect(after.html).toMatch(/<ul class="methods"[^>]*><li>E-wallets<\/li><li>Cards<\/li><\/ul>/);
  expect(after.html).not.toContain('<img');
  // A new save is a new stylesheet address: no cached old look.
  expect(/page\.css\?v=(\d+)/.exec(after.html)![1]).not.toBe('0');
  // Another environment keeps its own look.
  expect((await call('GET', `${CHECKOUT_API.settings}?environment=DEVELOPMENT`)).json<CheckoutSettingsAnswer>()).toMatchObject({ updated: null });
});

test('the business profile’s logo is shown when asked and there is one', async () => {
  execute(gateway.dbPath, "UPDATE businesses SET business_logo_url = '/api/settings/business-logo/biz_tokoku?v=1' WHERE id = 'biz_tokoku'");
  await call('PUT', CHECKOUT_API.settings, { ...SAVED, show_logo: true });
  expect((await call('GET', CHECKOUT_API.settings)).json<CheckoutSettingsAnswer>().logo_url).toBe('/api/settings/business-logo/biz_tokoku?v=1');
  const invoice = (await call('POST', GETTING_PAID_API.invoices, { currency: 'IDR', description: 'Logo', items: [{ name: 'Tee', quantity: 1, price: 50_000 }], should_send_email: false })).json<InvoiceDetail>();
  expect((await hostedPage(invoice.id)).html).toContain('<header class="brand"><img src="/api/settings/business-logo/biz_tokoku?v=1" alt="">');
});

test('bad settings answer API_VALIDATION_ERROR naming the field, never a 500, and change nothing', async () => {
  const before = snapshot(gateway.dbPath);
  const cases: [object, string][] = [
    [{ ...SAVED, brand_color: 'purple' }, 'brand_color'],
    [{ ...SAVED, button_color: '#FFF' }, 'button_color'],
    [{ ...SAVED, button_text_color: '#FFD600;}body{x' }, 'button_text_color'],
    // Readable? White on yellow is 1.4:1.
    [{ ...SAVED, button_text_color: '#FFFFFF' }, 'button_text_color'],
    [{ ...SAVED, payment_methods: [] }, 'payment_methods'],
    [{ ...SAVED, payment_methods: ['CARDS', 'CARDS'] }, 'payment_methods'],
    [{ ...SAVED, payment_methods: ['CHEQUE'] }, 'payment_methods'],
    [{ ...SAVED, show_logo: 'yes' }, 'show_logo'],
    [{ ...SAVED, surprise: 1 }, 'surprise'],
    [{ brand_color: '#000000' }, 'button_color'],
  ];
  for (const [body, field] of cases) {
    const answer = await call('PUT', CHECKOUT_API.settings, body);
    expect(answer.status).toBe(400);
    const error = answer.json<{ error_code: string; errors: { field: string; message: string }[] }>();
    expect(error.error_code).toBe('API_VALIDATION_ERROR');
    expect(error.errors.map((each) => each.field).join(' ')).toContain(field);
  }
  // Not JSON: the gateway's usual refusal of a body type it does not read.
  expect((await call('PUT', CHECKOUT_API.settings, 'not json')).status).toBe(415);
  expect((await call('GET', `${CHECKOUT_API.settings}?environment=STAGING`)).status).toBe(400);
  expect(snapshot(gateway.dbPath)).toBe(before);
});

test('gates per persona: readers view, can_edit and operation change, others neither', async () => {
  for (const email of ['viewer@tokoku.test', 'dev@tokoku.test', 'finance@tokoku.test']) await as(email);
  const before = snapshot(gateway.dbPath);
  expect((await call('GET', CHECKOUT_API.settings, undefined, 'viewer@tokoku.test')).status).toBe(200);
  expect((await call('PUT', CHECKOUT_API.settings, CHECKOUT_DEFAULTS, 'viewer@tokoku.test')).json<{ error_code: string }>().error_code).toBe('AUTHORIZATION_ERROR');
  expect((await call('GET', CHECKOUT_API.settings, undefined, 'dev@tokoku.test')).status).toBe(403);
  expect((await call('PUT', CHECKOUT_API.settings, CHECKOUT_DEFAULTS, 'finance@tokoku.test')).status).toBe(403);
  expect(snapshot(gateway.dbPath)).toBe(before);
  expect((await call('PUT', CHECKOUT_API.settings, { ...SAVED, brand_color: '#000000' }, 'ops@tokoku.test')).status).toBe(200);
  // A Philippine business has invoices and payment links: its hosted pages have a look too.
  expect((await call('PUT', CHECKOUT_API.settings, SAVED, 'admin@manila.test')).status).toBe(200);
  expect(gateway.request({ method: 'GET', url: CHECKOUT_API.settings }).then((answer) => answer.status)).resolves.toBe(401);
});

test('parallel saves never mix: the page keeps one of them whole', async () => {
  const looks: CheckoutSettings[] = ['#111111', '#222222', '#333333', '#444444', '#555555'].map((color, index) => ({
    brand_color: color, button_color: color, button_text_color: '#FFFFFF', show_logo: index % 2 === 0, payment_methods: index % 2 === 0 ? ['CARDS'] : ['QR_CODE', 'EWALLET'],
  }));
  const answers = await Promise.all(looks.map((look) => call('PUT', CHECKOUT_API.settings, look)));
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
  const { logo_url: _logo, updated: _updated, ...kept } = (await call('GET', CHECKOUT_API.settings)).json<CheckoutSettingsAnswer>();
  expect(looks).toContainEqual(kept);
});
