/** @jest-environment node */
import Database from 'better-sqlite3';
import { webhookIdOf } from '../seed/developers';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';

// Migration 29 (decision 0078) on a database of before: the payout links' entries written as
// WITHDRAWAL and WITHDRAWAL_RETURN (decision 0071) become PAYOUT and PAYOUT_RETURN of source kind
// payout, a disbursement's stay as they were, and each business's callback rows get the payout
// links' row after the batch disbursements' one, the rows after it moving down by one.
test('rewrites the payout links of before in the ledger and adds their callback row where a business has rows', () => {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = OFF');
  migrate(db, MIGRATIONS.filter((migration) => migration.version < 29));
  const entry = db.prepare(`INSERT INTO ledger_entries (id, business_id, environment, currency, type, status, channel, amount, fee, running_balance,
    reference, description, source_kind, source_id, created, updated) VALUES (?, 'biz_tokoku', 'PRODUCTION', 'IDR', ?, 'AVAILABLE', 'BANK_TRANSFER', ?, ?, 0, ?, ?, 'withdrawal', ?, ?, ?)`);
  entry.run('ldg_1', 'WITHDRAWAL', -79_000, 4_000, 'payout_ab', 'Payout link payout_ab', 'payout_ab', '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z');
  entry.run('ldg_2', 'WITHDRAWAL_RETURN', 79_000, 0, 'payout_ab', 'Payout link payout_ab: returned', 'payout_ab', '2026-11-02T00:00:00.000Z', '2026-11-02T00:00:00.000Z');
  entry.run('ldg_3', 'WITHDRAWAL', -54_000, 4_000, 'disb_cd', 'Disbursement to BCA ••••7890', 'disb_cd', '2026-11-03T00:00:00.000Z', '2026-11-03T00:00:00.000Z');
  // A withdrawal whose id merely starts alike ("payoutx…") is not a payout link.
  entry.run('ldg_4', 'WITHDRAWAL', -10_000, 0, null, 'Withdrawal', 'payoutx1', '2026-11-04T00:00:00.000Z', '2026-11-04T00:00:00.000Z');
  const webhook = db.prepare(`INSERT INTO webhooks (id, business_id, environment, product, name, information, product_api_version,
    default_webhook_format_version, information_links, type, url, position) VALUES (?, 'biz_tokoku', 'PRODUCTION', ?, ?, '', '2020-10-31', 'v1', '[]', '', ?, ?)`);
  const products = ['INVOICE', 'DIRECT_DISBURSEMENT', 'BATCH_DISBURSEMENT', 'PAYMENT_LINK', 'REPORT'] as const;
  products.forEach((product, position) => webhook.run(webhookIdOf('biz_tokoku', 'PRODUCTION', product), product, product, position === 0 ? 'https://x.example/' : null, position));

  expect(migrate(db, MIGRATIONS.filter((migration) => migration.version <= 29))).toEqual([29]);
  const entries = db.prepare('SELECT id, type, source_kind FROM ledger_entries ORDER BY id').all();
  expect(entries).toEqual([
    { id: 'ldg_1', type: 'PAYOUT', source_kind: 'payout' },
    { id: 'ldg_2', type: 'PAYOUT_RETURN', source_kind: 'payout' },
    { id: 'ldg_3', type: 'WITHDRAWAL', source_kind: 'withdrawal' },
    { id: 'ldg_4', type: 'WITHDRAWAL', source_kind: 'withdrawal' },
  ]);
  const rows = db.prepare("SELECT id, product, position, url FROM webhooks WHERE business_id = 'biz_tokoku' ORDER BY position").all() as { id: string; product: string; position: number; url: string | null }[];
  expect(rows.map((row) => [row.product, row.position])).toEqual([
    ['INVOICE', 0], ['DIRECT_DISBURSEMENT', 1], ['BATCH_DISBURSEMENT', 2], ['PAYOUT_LINK', 3], ['PAYMENT_LINK', 4], ['REPORT', 5],
  ]);
  expect(rows[3]).toMatchObject({ id: webhookIdOf('biz_tokoku', 'PRODUCTION', 'PAYOUT_LINK'), url: null });
  // The new table keeps the CHECK: a type outside the contract is refused.
  expect(() => entry.run('ldg_5', 'GIFT', 1, 0, null, 'x', 'x', '2026-11-05T00:00:00.000Z', '2026-11-05T00:00:00.000Z')).toThrow(/CHECK/);
  const indexes = db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'ledger_entries' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all();
  expect(indexes).toEqual([
    'ledger_entries_by_channel', 'ledger_entries_by_created', 'ledger_entries_by_reference', 'ledger_entries_by_source', 'ledger_entries_by_status',
    'ledger_entries_by_type', 'ledger_entries_to_settle',
  ]);
  db.close();
});
