/** @jest-environment node */
// The invoices' and payment links' lists at 50,000 rows each (issue 44: "fast at 50,000 rows,
// measured like card payments"): the card payments' budget, p95 at most 30 ms, with any filter.
// Run apart with the other budgets (jest.config.js: MDP_MEASURE=1, one worker).
import Database from 'better-sqlite3';
import { GETTING_PAID_API, type InvoicesAnswer } from 'shared-contracts/areas/getting-paid/getting-paid';
import { createTestGateway, execute, signInAs, type TestGateway } from '../testing/test-gateway';
import { quietestP95 } from './list-growth';

const ROWS = 50_000;
let gateway: TestGateway;
let headers: Record<string, string>;

/** 50,000 rows for Toko Ku's live mode, one a minute back from 2026-06-01, in one statement each. */
function grow(dbPath: string): void {
  execute(dbPath, "UPDATE feature_flags SET enabled = 0 WHERE business_id = 'biz_tokoku' AND flag = 'payment_links'");
  execute(dbPath, `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ROWS})
    INSERT INTO invoices SELECT printf('inv_%024d', i), 'biz_tokoku', 'PRODUCTION', printf('order-%06d', i),
      CASE i % 10 WHEN 0 THEN 'EXPIRED' WHEN 1 THEN 'VOIDED' WHEN 2 THEN 'PENDING' ELSE 'PAID' END, 'IDR', 10000 + (i * 37) % 5000000,
      'Order ' || i, '[]', 'Customer ' || i, 'customer' || i || '@example.test', 'customer ' || i, 'customer' || i || '@example.test', 1,
      printf('c%09d', i), NULL, strftime('%Y-%m-%dT%H:%M:%fZ', '2027-06-01', '-' || i || ' minutes'),
      strftime('%Y-%m-%dT%H:%M:%fZ', '2026-06-01', '-' || i || ' minutes'), strftime('%Y-%m-%dT%H:%M:%fZ', '2026-06-01', '-' || i || ' minutes'),
      NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL FROM n`);
  execute(dbPath, `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ROWS})
    INSERT INTO payment_links SELECT printf('plink_%024d', i), 'biz_tokoku', 'PRODUCTION', 'Link ' || i, 'link ' || i, '', 'IDR', 10000 + (i * 37) % 5000000,
      CASE i % 3 WHEN 0 THEN 'SINGLE' ELSE 'MULTIPLE' END, CASE i % 4 WHEN 0 THEN 'INACTIVE' ELSE 'ACTIVE' END, 0, printf('l%09d', i),
      strftime('%Y-%m-%dT%H:%M:%fZ', '2026-06-01', '-' || i || ' minutes'), strftime('%Y-%m-%dT%H:%M:%fZ', '2026-06-01', '-' || i || ' minutes'), NULL FROM n`);
}

beforeAll(async () => {
  gateway = await createTestGateway();
  grow(gateway.dbPath);
  headers = await signInAs(gateway, 'owner@tokoku.test');
}, 60_000);
afterAll(() => gateway.close());

const FILTERS: readonly Record<string, string | number>[] = [
  {},
  { limit: 100 },
  { status: 'VOIDED' },
  { status: 'PENDING,EXPIRED' },
  { created_from: '2026-04-01', created_to: '2026-04-30' },
  { amount_min: 4_000_000 },
  { search: 'order-025000' },
  { search: 'customer4999@example.test' },
  { search: 'Customer 4999' },
  { search: 'link 4999' },
  { status: 'PAID', created_from: '2026-03-01', created_to: '2026-04-30', amount_max: 1_000_000 },
];

const urlOf = (path: string, filter: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(filter).map(([key, value]) => [key, String(value)]))}`;

test('the rows are there (a walk through every page by cursor: routes/getting-paid-paging.test.ts; the budgets below time the page after the first too)', async () => {
  const first = (await gateway.request({ url: urlOf(GETTING_PAID_API.invoices, { limit: 100 }), headers })).json<InvoicesAnswer>();
  expect(first.docs).toHaveLength(100);
  const db = new Database(gateway.dbPath, { readonly: true });
  try {
    expect(db.prepare("SELECT COUNT(*) FROM invoices WHERE business_id = 'biz_tokoku'").pluck().get()).toBeGreaterThanOrEqual(ROWS);
  } finally {
    db.close();
  }
});

describe.each([
  ['invoices', GETTING_PAID_API.invoices],
  ['payment links', GETTING_PAID_API.paymentLinks],
])('the %s list at 50,000 rows: p95 at most 30 ms', (_name, path) => {
  test.each(FILTERS.filter((filter) => path === GETTING_PAID_API.invoices || !String(filter.status ?? '').match(/PAID|VOIDED|PENDING/)).map((filter) => [JSON.stringify(filter), filter] as const))(
    '%s',
    async (_filter, filter) => {
      // The first page (also the warm-up: the statement is prepared on first use), then the next by its cursor.
      const first = await gateway.request({ url: urlOf(path, filter), headers });
      expect(first.status).toBe(200);
      const cursor = first.json<{ next_cursor: string | null }>().next_cursor;
      for (const url of [urlOf(path, filter), ...(cursor ? [urlOf(path, { ...filter, after: cursor })] : [])]) {
        const best = await quietestP95(async () => {
          expect((await gateway.request({ url, headers })).status).toBe(200);
        }, 30);
        expect(best).toBeLessThanOrEqual(30);
      }
    },
  );
});
