/** @jest-environment node */
import { GETTING_PAID_API, type InvoicesAnswer, type PaymentLinksAnswer } from 'shared-contracts/areas/getting-paid/getting-paid';
import Database from 'better-sqlite3';
import { createTestGateway, execute, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';

// Issue 44: the invoices and payment links lists page by cursor (newest first, ties by id), the
// business's "invoice creation disabled" (spec 02 §3's shouldDisableInvoiceCreation) refuses new
// invoices, and a payment link's bad input is refused field by field.
let gateway: TestGateway;
const as = signedIn(() => gateway);
const OWNER = 'owner@tokoku.test';
beforeEach(async () => {
  gateway = await createTestGateway();
});
afterEach(() => gateway.close());

const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  gateway.request({ method, url, ...(payload === undefined ? {} : { payload }), headers: await as(OWNER) });
const countOf = (sql: string) => {
  const db = new Database(gateway.dbPath, { readonly: true });
  try {
    return db.prepare(sql).pluck().get() as number;
  } finally {
    db.close();
  }
};
const INVOICE = { currency: 'IDR', description: 'Same second', items: [{ name: 'Batik shirt', quantity: 1, price: 150_000 }], payer_email: 'buyer@example.test', should_send_email: false };

/** Every page of a list, `limit` rows at a time, following next_cursor. */
async function walk<T extends { docs: { id: string; created: string }[]; has_next: boolean; next_cursor: string | null }>(path: string, limit: number) {
  const pages: T[] = [];
  let after: string | null = null;
  do {
    const answer = await call('GET', `${path}?limit=${limit}${after ? `&after=${encodeURIComponent(after)}` : ''}`);
    expect(answer.status).toBe(200);
    const page = answer.json<T>();
    pages.push(page);
    expect(page.has_next).toBe(page.next_cursor !== null);
    after = page.next_cursor;
  } while (after !== null && pages.length < 500);
  return pages;
}
const newestFirst = (rows: { id: string; created: string }[]) =>
  rows.every((row, index) => index === 0 || rows[index - 1]!.created > row.created || (rows[index - 1]!.created === row.created && rows[index - 1]!.id > row.id));

test('the invoices list pages by cursor: every invoice once, newest first, rows created in the same instant split across pages', async () => {
  execute(gateway.dbPath, "UPDATE feature_flags SET enabled = 0 WHERE business_id = 'biz_tokoku' AND flag = 'payment_links'");
  // The test clock stands still: these twelve share their created time, and the smallest page (10) splits them.
  for (let index = 0; index < 12; index += 1) expect((await call('POST', GETTING_PAID_API.invoices, INVOICE)).status).toBe(201);
  const pages = await walk<InvoicesAnswer>(GETTING_PAID_API.invoices, 10);
  const rows = pages.flatMap((page) => page.docs);
  expect(pages.length).toBeGreaterThan(1);
  expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  expect(rows.length).toBe(countOf("SELECT COUNT(*) FROM invoices WHERE business_id = 'biz_tokoku' AND environment = 'PRODUCTION'"));
  expect(newestFirst(rows)).toBe(true);
  expect(pages.at(-1)).toMatchObject({ has_next: false, next_cursor: null });
});

test('the payment links list pages by cursor the same way', async () => {
  for (let index = 0; index < 12; index += 1) {
    expect((await call('POST', GETTING_PAID_API.paymentLinks, { title: `Tee ${index}`, currency: 'IDR', amount: 50_000, type: 'MULTIPLE' })).status).toBe(201);
  }
  const pages = await walk<PaymentLinksAnswer>(GETTING_PAID_API.paymentLinks, 10);
  expect(pages.length).toBeGreaterThan(1);
  const rows = pages.flatMap((page) => page.docs);
  expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  expect(rows.length).toBe(countOf("SELECT COUNT(*) FROM payment_links WHERE business_id = 'biz_tokoku' AND environment = 'PRODUCTION'"));
  expect(newestFirst(rows)).toBe(true);
});

test('a business whose invoice creation is disabled reads its invoices but creates none (403, nothing written)', async () => {
  execute(gateway.dbPath, "UPDATE feature_flags SET enabled = 0 WHERE business_id = 'biz_tokoku' AND flag = 'payment_links'");
  execute(gateway.dbPath, "UPDATE home_settings SET should_disable_invoice_creation = 1 WHERE business_id = 'biz_tokoku'");
  expect((await call('GET', GETTING_PAID_API.invoices)).status).toBe(200);
  const before = snapshot(gateway.dbPath);
  const refused = await call('POST', GETTING_PAID_API.invoices, INVOICE);
  expect(refused.status).toBe(403);
  expect(snapshot(gateway.dbPath)).toBe(before);
  execute(gateway.dbPath, "UPDATE home_settings SET should_disable_invoice_creation = 0 WHERE business_id = 'biz_tokoku'");
  expect((await call('POST', GETTING_PAID_API.invoices, INVOICE)).status).toBe(201);
});

test('a new payment link’s bad input answers 400 API_VALIDATION_ERROR naming each field, and writes nothing', async () => {
  const LINK = { title: 'Tee', currency: 'IDR', amount: 50_000, type: 'SINGLE' };
  await as(OWNER); // signed in first: the sign-in is written, the refusals are not
  const before = snapshot(gateway.dbPath);
  for (const [body, fields] of [
    [{ ...LINK, title: '' }, ['title']],
    [{ ...LINK, title: '   ' }, ['title']],
    [{ ...LINK, title: 'x'.repeat(101) }, ['title']],
    [{ ...LINK, title: 'Tee\u202Eevil' }, ['title']],
    [{ ...LINK, amount: 999 }, ['amount']],
    [{ ...LINK, amount: 1.5 }, ['amount']],
    [{ ...LINK, amount: '50000' }, ['amount']],
    [{ ...LINK, type: 'FOREVER' }, ['type']],
    [{ ...LINK, currency: 'EUR' }, ['currency']],
    [{ ...LINK, currency: 'USD', amount: 5_000 }, ['currency']],
    [{ ...LINK, colour: 'red' }, ['colour']],
    [{ currency: 'IDR' }, ['title', 'amount', 'type']],
  ] as const) {
    const answer = await call('POST', GETTING_PAID_API.paymentLinks, body);
    expect([answer.status, answer.json<{ error_code: string }>().error_code]).toEqual([400, 'API_VALIDATION_ERROR']);
    expect([JSON.stringify(body), [...new Set(answer.json<{ errors: { field: string }[] }>().errors.map((error) => error.field))].sort()]).toEqual([JSON.stringify(body), [...fields].sort()]);
  }
  expect(snapshot(gateway.dbPath)).toBe(before);
});
