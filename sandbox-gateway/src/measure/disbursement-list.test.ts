/** @jest-environment node */
// The disbursements' list at 50,000 rows (issue 45, decision 0071), measured like the other lists:
// the card payments' budget, p95 at most 30 ms, with each filter (dates and the search too: decision 0093; a search every row matches included) and from a cursor.
// Run apart with the other budgets (jest.config.js: MDP_MEASURE=1, one worker).
import { SENDING_MONEY_API, type DisbursementsAnswer } from 'shared-contracts/areas/sending-money/sending-money';
import { createTestGateway, execute, signInAs, type TestGateway } from '../testing/test-gateway';
import { quietestP95 } from './list-growth';

const ROWS = 50_000;
let gateway: TestGateway;
let headers: Record<string, string>;

/** 50,000 disbursements for Toko Ku's live mode, one a minute back from 2026-06-01, in one statement. */
function grow(dbPath: string): void {
  execute(dbPath, `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ROWS})
    INSERT INTO disbursements (id, business_id, environment, user_id, idempotency_key, request_hash, channel_code, channel_category, account_number,
      account_holder_name, currency, amount, fee, description, status, failure_code, created, updated)
    SELECT printf('disb_%024x', i), 'biz_tokoku', 'PRODUCTION', 'usr_owner_tokoku', printf('grow-%06d', i), '', CASE i % 3 WHEN 0 THEN 'OVO' ELSE 'BCA' END,
      CASE i % 3 WHEN 0 THEN 'EWALLET' ELSE 'BANK' END, '1234567890', 'Recipient ' || i, 'IDR', 10000 + (i * 37) % 5000000, 4000, 'Row ' || i,
      CASE i % 10 WHEN 0 THEN 'FAILED' ELSE 'COMPLETED' END, CASE i % 10 WHEN 0 THEN 'INVALID_DESTINATION' END,
      strftime('%Y-%m-%dT%H:%M:%fZ', '2026-06-01', '-' || i || ' minutes'), strftime('%Y-%m-%dT%H:%M:%fZ', '2026-06-01', '-' || i || ' minutes') FROM n`);
}

beforeAll(async () => {
  gateway = await createTestGateway();
  grow(gateway.dbPath);
  headers = await signInAs(gateway, 'owner@tokoku.test');
}, 60_000);
afterAll(() => gateway.close());

const FILTERS: readonly Record<string, string>[] = [
  {},
  { limit: '100' },
  { status: 'FAILED' },
  { channel_code: 'OVO' },
  { status: 'FAILED', channel_code: 'OVO' },
  { created_from: '2026-03-01', created_to: '2026-04-30' },
  { status: 'FAILED', created_from: '2026-03-01', created_to: '2026-04-30' },
  { search: 'Recipient 4999' },
  { search: 'recipient' },
  { search: 'disb_000000000000000000001388' },
];
const urlOf = (filter: Record<string, string>) => `${SENDING_MONEY_API.disbursements}?${new URLSearchParams(filter)}`;

test.each(FILTERS.map((filter) => [JSON.stringify(filter), filter] as const))('the list at 50,000 rows with %s: p95 at most 30 ms, and from a cursor when there is a next page', async (_name, filter) => {
  const first = await gateway.request({ url: urlOf(filter), headers });
  expect(first.status).toBe(200);
  const cursor = first.json<DisbursementsAnswer>().next_cursor;
  for (const url of [urlOf(filter), ...(cursor ? [urlOf({ ...filter, after: cursor })] : [])]) {
    const best = await quietestP95(async () => {
      expect((await gateway.request({ url, headers })).status).toBe(200);
    }, 30);
    expect(best).toBeLessThanOrEqual(30);
  }
});
