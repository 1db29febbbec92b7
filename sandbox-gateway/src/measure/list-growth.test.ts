/** @jest-environment node */
import Database from 'better-sqlite3';
import { CARDS_API } from 'shared-contracts/areas/cards/cards';
import { createTestGateway, signInAs, type TestGateway } from '../testing/test-gateway';
import { growPayments, p95 } from './list-growth';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

test('p95 is the value 95% of the times stay at or under', () => {
  expect(p95(Array.from({ length: 20 }, (_, index) => index + 1))).toBe(19);
  expect(p95([7])).toBe(7);
});

test('growing Toko Ku to 12,000 payments keeps every status and brand, and the list pages them', async () => {
  expect(growPayments(gateway.dbPath, 5000)).toBe(5000); // already there: nothing copied
  expect(growPayments(gateway.dbPath, 12_000)).toBe(12_000);
  const db = new Database(gateway.dbPath, { readonly: true });
  try {
    const shares = db
      .prepare("SELECT status, COUNT(*) AS n FROM card_payments WHERE business_id = 'biz_tokoku' AND environment = 'PRODUCTION' GROUP BY status")
      .all() as { status: string; n: number }[];
    expect(shares.every((share) => share.n >= 2)).toBe(true);
  } finally {
    db.close();
  }
  const headers = await signInAs(gateway, 'owner@tokoku.test');
  const answer = await gateway.request({ url: `${CARDS_API.payments}?page=1200&limit=10`, headers });
  expect(answer.status).toBe(200);
  expect(answer.json<{ total_count: number; data: unknown[] }>()).toMatchObject({ total_count: 12_000 });
  expect(answer.json<{ data: unknown[] }>().data).toHaveLength(10);
});
