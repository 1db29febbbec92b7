// How the card payments list answers as Toko Ku's payments grow (issue 17: p95 at most 30 ms at
// 5,000 rows with any filter; measured at 50,000 too, to report the growth). `pnpm bench` runs it
// in a process of its own after the browser rounds; alone:
//   pnpm --filter sandbox-gateway exec tsx src/measure/list-growth.ts [--rounds N]
// It prints one JSON object: per row count, each filter's p95 in milliseconds.
import Database from 'better-sqlite3';
import { CARDS_API } from 'shared-contracts/areas/cards/cards';
import { TOKO_KU } from '../seed/businesses';
import { createTestGateway, loginWithSession, sessionHeaders, type TestGateway } from '../testing/test-gateway';

/** The list's filters, each alone and one combined: every index the list has, and the search paths. */
export const LIST_FILTERS: readonly Record<string, string | number>[] = [
  {},
  { sort: 'created_asc' },
  { status: 'FAILED' },
  { card_brand: 'JCB' },
  { source: 'INVOICE' },
  { created_from: '2026-03-01', created_to: '2026-04-30' },
  { search: '1234' },
  { search: 'order-002500' },
  { status: 'SETTLED', card_brand: 'VISA', source: 'API_GATEWAY', page: 40 },
];

export interface ListGrowth {
  rows: number;
  /** JSON of the filter → p95 in ms over `rounds` requests, after one warm-up request. */
  p95Ms: Record<string, number>;
}

export function p95(times: readonly number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.95) - 1] ?? Number.NaN;
}

async function measure(gateway: TestGateway, headers: Record<string, string>, rounds: number): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const filter of LIST_FILTERS) {
    const url = `${CARDS_API.payments}?${new URLSearchParams(Object.entries(filter).map(([key, value]) => [key, String(value)]))}`;
    await gateway.request({ url, headers }); // the statement is prepared on first use
    const times: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const start = performance.now();
      const answer = await gateway.request({ url, headers });
      times.push(performance.now() - start);
      if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}: ${answer.text}`);
    }
    result[JSON.stringify(filter)] = Number(p95(times).toFixed(2));
  }
  return result;
}

/**
 * Copies the business's live payments until it has `target` of them: each copy a new id and
 * external id, a second earlier, the same status, brand, source and card, so every filter keeps
 * its share of rows.
 */
export function growPayments(dbPath: string, target: number): number {
  const db = new Database(dbPath);
  try {
    const scope = `business_id = '${TOKO_KU}' AND environment = 'PRODUCTION'`;
    const count = () => db.prepare(`SELECT COUNT(*) FROM card_payments WHERE ${scope}`).pluck().get() as number;
    const base = count();
    const copies = Math.ceil(target / base) - 1;
    if (copies < 1) return base;
    const columns = (db.prepare('PRAGMA table_info(card_payments)').all() as { name: string }[]).map((column) => column.name);
    const copied = columns.map((name) => {
      if (name === 'id') return `id || '_g' || copy.n`;
      if (name === 'external_id') return `'g' || copy.n || '-' || external_id`;
      if (name === 'created') return `strftime('%Y-%m-%dT%H:%M:%fZ', created, '-' || copy.n || ' seconds')`;
      return name;
    });
    db.prepare(
      `WITH RECURSIVE copy(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM copy WHERE n < ?)
       INSERT INTO card_payments (${columns.join(', ')})
       SELECT ${copied.join(', ')} FROM card_payments, copy WHERE ${scope}`,
    ).run(copies);
    db.prepare(`DELETE FROM card_payments WHERE ${scope} AND rowid IN (SELECT rowid FROM card_payments WHERE ${scope} ORDER BY created LIMIT ?)`).run(
      Math.max(0, count() - target),
    );
    db.exec('ANALYZE');
    return count();
  } finally {
    db.close();
  }
}

export async function measureListGrowth({ rounds = 40, sizes = [5000, 50_000] } = {}): Promise<ListGrowth[]> {
  const gateway = await createTestGateway();
  try {
    const headers = sessionHeaders((await loginWithSession(gateway.request, 'owner@tokoku.test')).cookie);
    const results: ListGrowth[] = [];
    for (const size of sizes) {
      const rows = growPayments(gateway.dbPath, size);
      results.push({ rows, p95Ms: await measure(gateway, headers, rounds) });
    }
    return results;
  } finally {
    await gateway.close();
  }
}

if (process.argv[1]?.endsWith('list-growth.ts')) {
  const index = process.argv.indexOf('--rounds');
  const rounds = index > 0 ? Number(process.argv[index + 1]) : 40;
  measureListGrowth({ rounds }).then(
    (results) => process.stdout.write(`${JSON.stringify(results)}\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
