/** @jest-environment node */
import { GETTING_PAID_API, type InvoicesAnswer, type PaymentLinksAnswer } from 'shared-contracts/areas/getting-paid/getting-paid';
import { createTestGateway, signedIn, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
const as = signedIn(() => gateway);
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

const read = async <T>(url: string, email: string) => (await gateway.request({ url, headers: await as(email) })).json<T>();

test('a merchant’s first look at invoices and payment links is not empty: examples made as new ones are', async () => {
  const links = await read<PaymentLinksAnswer>(GETTING_PAID_API.paymentLinks, 'owner@tokoku.test');
  expect(links.docs.map((link) => [link.title, link.status, link.is_legacy])).toEqual([
    ['Tailoring deposit', 'ACTIVE', false],
    ['Batik shirt', 'ACTIVE', false],
    ['Ramadan hamper', 'INACTIVE', false],
    ['Price list 2021', 'ACTIVE', true],
  ]);
  expect(links.docs[0]!.short_url).toMatch(/\/api\/pay\/[0-9a-z]{10}$/);
  const invoices = await read<InvoicesAnswer>(GETTING_PAID_API.invoices, 'owner@tokoku.test');
  // Made before the seed's moment: those past their 24 hours are EXPIRED, as any read sweeps them.
  // The first four: the recurring plans' cycles (seed/recurring.ts) are older and follow them.
  expect(invoices.docs.slice(0, 4).map((invoice) => [invoice.description, invoice.status])).toEqual([
    ['Batik order #1042', 'PENDING'],
    ['Wholesale sarongs', 'PENDING'],
    ['Custom kebaya', 'EXPIRED'],
    ['Duplicate of order #1038', 'VOIDED'],
  ]);
  expect((await read<InvoicesAnswer>(GETTING_PAID_API.invoices, 'sub@tokoku.test')).docs).toHaveLength(2);
  expect((await read<PaymentLinksAnswer>(GETTING_PAID_API.paymentLinks, 'admin@manila.test')).docs.map((link) => link.currency)).toEqual(['PHP']);
  // Nothing paid: the examples move no money (no payment produced, so no card payment or ledger entry of theirs).
  const count = (await import('better-sqlite3')).default;
  const db = new count(gateway.dbPath, { readonly: true });
  expect(db.prepare("SELECT COUNT(*) FROM getting_paid_payments").pluck().get()).toBe(0);
  db.close();
});
