/** @jest-environment node */
import { CARDS_API, CARD_BRANDS, CHARGE_STATUSES, type CardPaymentsAnswer } from 'shared-contracts/areas/cards/cards';
import { openDatabase } from '../db/connection';
import { createTestGateway, SEED_TIME, signedIn, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
const as = signedIn(() => gateway);

beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

const list = async (query: Record<string, string | number> = {}, email = 'owner@tokoku.test') => {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return gateway.request({ url: `${CARDS_API.payments}?${search}`, headers: await as(email) });
};
const page = async (query: Record<string, string | number> = {}) => (await list(query)).json<CardPaymentsAnswer>();

describe('GET /api/credit_card_payments', () => {
  test('Toko Ku has 5,000 live payments, newest first, ten a page', async () => {
    const answer = await page({ limit: 10 });
    expect(answer.total_count).toBe(5000);
    expect(answer.data).toHaveLength(10);
    const created = answer.data.map((row) => row.created);
    expect(created).toEqual([...created].sort().reverse());
    expect(Object.keys(answer.data[0]!).sort()).toEqual(
      ['amount', 'card_brand', 'created', 'currency', 'external_id', 'id', 'masked_card_number', 'source', 'status'].sort(),
    );
  });

  test('every status and brand is present, and each filter keeps only its rows', async () => {
    for (const status of CHARGE_STATUSES) {
      const answer = await page({ status, limit: 100 });
      expect(answer.total_count).toBeGreaterThan(0);
      expect(answer.data.every((row) => row.status === status)).toBe(true);
    }
    for (const card_brand of CARD_BRANDS) {
      const answer = await page({ card_brand, limit: 100 });
      expect(answer.total_count).toBeGreaterThan(0);
      expect(answer.data.every((row) => row.card_brand === card_brand)).toBe(true);
    }
  });

  test('sorting oldest first, a date range, and paging past the end', async () => {
    const oldest = await page({ sort: 'created_asc', limit: 5 });
    expect(oldest.data.map((row) => row.created)).toEqual(oldest.data.map((row) => row.created).sort());
    const day = new Date(SEED_TIME - 10 * 86_400_000).toISOString().slice(0, 10);
    const ranged = await page({ created_from: day, created_to: day, limit: 100 });
    expect(ranged.total_count).toBeGreaterThan(5);
    expect(ranged.data.every((row) => row.created.startsWith(day))).toBe(true);
    expect((await page({ page: 501 })).data).toEqual([]);
  });

  test('search finds a payment by its id, its external id, or the last four digits of its card', async () => {
    const [first] = (await page({ limit: 1 })).data;
    expect((await page({ search: first!.id })).data.map((row) => row.id)).toEqual([first!.id]);
    expect((await page({ search: first!.external_id })).data.map((row) => row.id)).toEqual([first!.id]);
    const lastFour = first!.masked_card_number.slice(-4);
    const byDigits = await page({ search: lastFour, limit: 100 });
    expect(byDigits.data.map((row) => row.id)).toContain(first!.id);
    expect(byDigits.data.every((row) => row.masked_card_number.endsWith(lastFour))).toBe(true);
    expect((await page({ search: 'nothing-like-this' })).total_count).toBe(0);
  });

  test('test mode has its own payments; a business that is not live has test payments only', async () => {
    expect((await page({ environment: 'DEVELOPMENT' })).total_count).toBe(30);
    const live = await list({}, 'new@warungbaru.test');
    expect(live.json<CardPaymentsAnswer>().total_count).toBe(8); // its default environment is DEVELOPMENT
    const refused = await list({ environment: 'PRODUCTION' }, 'new@warungbaru.test');
    expect(refused.status).toBe(403);
  });

  test('viewers and operations read; a developer-only member is refused', async () => {
    expect((await list({}, 'viewer@tokoku.test')).status).toBe(200);
    expect((await list({}, 'ops@tokoku.test')).status).toBe(200);
    const refused = await list({}, 'dev@tokoku.test');
    expect(refused.status).toBe(403);
    expect(refused.json<{ error_code: string }>().error_code).toBe('AUTHORIZATION_ERROR');
  });

  test.each([
    [{ status: 'PAID' }, 'status'],
    [{ card_brand: 'DINERS' }, 'card_brand'],
    [{ limit: 0 }, 'limit'],
    [{ created_from: '2026-02-30x' }, 'created_from'],
    [{ created_from: '2026-06-10', created_to: '2026-06-01' }, 'created_to'],
    [{ search: "1' OR '1'='1" }, 'search'],
    [{ sort: 'amount' }, 'sort'],
  ])('refuses %j with API_VALIDATION_ERROR on %s', async (query, field) => {
    const answer = await list(query as Record<string, string | number>);
    expect(answer.status).toBe(400);
    const body = answer.json<{ error_code: string; errors: { field: string }[] }>();
    expect(body.error_code).toBe('API_VALIDATION_ERROR');
    expect(body.errors.map((error) => error.field)).toContain(field);
  });
});

// The p95 budget itself is measured in src/measure/list-growth.test.ts (pnpm unit runs it alone).
describe('the list at 5,000 rows (issue 17)', () => {
  test('each filter is answered by an index on that very filter, not by walking the business\'s rows', () => {
    const db = openDatabase(gateway.dbPath, SEED_TIME);
    try {
      const scope = "business_id = 'biz_tokoku' AND environment = 'PRODUCTION'";
      const plan = (where: string) =>
        (db.prepare(`EXPLAIN QUERY PLAN SELECT id FROM card_payments WHERE ${scope} AND ${where}`).all() as { detail: string }[])
          .map((step) => step.detail)
          .join(' | ');
      expect(plan("status = 'FAILED' ORDER BY created DESC")).toMatch(/card_payments_by_status \(business_id=\? AND environment=\? AND status=\?\)/);
      expect(plan("card_brand = 'JCB' ORDER BY created DESC")).toMatch(/card_payments_by_brand \(.*card_brand=\?\)/);
      expect(plan("source = 'INVOICE' ORDER BY created DESC")).toMatch(/card_payments_by_source \(.*source=\?\)/);
      expect(plan("created >= '2026-03-01' AND created <= '2026-04-30'")).toMatch(/card_payments_by_created \(.*created>\? AND created<\?\)/);
      expect(plan("external_id = 'order-1'")).toMatch(/card_payments_by_external_id \(.*external_id=\?\)/);
      expect(plan("last_four = '1234'")).toMatch(/card_payments_by_last_four \(.*last_four=\?\)/);
    } finally {
      db.close();
    }
  });
});
