/** @jest-environment node */
import Database from 'better-sqlite3';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';

// Migration 40 (invoice drafts, decision 0069) rebuilds the invoices table on a database of before:
// the rows and what references them stay, DRAFT is a status with no expiry, every other has one.
const before = MIGRATIONS.filter((migration) => migration.version < 40);
const m040 = MIGRATIONS.find((migration) => migration.version === 40)!;
const AT = '2026-11-28T03:00:00.000Z';

function databaseOfBefore(): Database.Database {
  const db = new Database(':memory:');
  // The rows need no business here: the rebuild checks only the references to invoices.
  db.pragma('foreign_keys = OFF');
  migrate(db, before);
  db.prepare(`INSERT INTO invoices VALUES ('inv_1', 'biz_tokoku', 'PRODUCTION', 'order-1', 'PENDING', 'IDR', 150000, 'Batik', '[]', 'Sari', 's@example.test',
    'sari', 's@example.test', 1, 'code000001', '2026-12-10', '2026-12-10T16:59:59.999Z', ?, ?, ?, ?, NULL, NULL, NULL, NULL, NULL)`).run(AT, AT, AT, AT);
  db.prepare("INSERT INTO invoice_reminders (invoice_id, days_before, due_at) VALUES ('inv_1', 3, '2026-12-07T02:00:00.000Z')").run();
  db.pragma('foreign_keys = ON');
  return db;
}
const insert = (db: Database.Database, id: string, status: string, expiry: string | null) =>
  db.prepare(`INSERT INTO invoices (id, business_id, environment, external_id, status, currency, amount, description, items, should_send_email, code, expiry_date, created, updated)
    VALUES (?, 'biz_tokoku', 'PRODUCTION', ?, ?, 'IDR', 150000, 'x', '[]', 0, ?, ?, ?, ?)`).run(id, id, status, `c_${id}`, expiry, AT, AT);

test('keeps every invoice and what references it; a DRAFT has no expiry and every other status has one', () => {
  const db = databaseOfBefore();
  expect(migrate(db)).toEqual([40]);
  expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  expect(db.prepare("SELECT status, expiry_date, issued_at, on_demand_link_id FROM invoices WHERE id = 'inv_1'").get()).toEqual({
    status: 'PENDING', expiry_date: '2026-12-10T16:59:59.999Z', issued_at: null, on_demand_link_id: null,
  });
  // The reminder's ON DELETE CASCADE did not run when the old table was dropped.
  expect(db.prepare("SELECT COUNT(*) FROM invoice_reminders WHERE invoice_id = 'inv_1'").pluck().get()).toBe(1);
  db.pragma('foreign_keys = OFF');
  insert(db, 'inv_draft', 'DRAFT', null);
  expect(() => insert(db, 'inv_2', 'PENDING', null)).toThrow(/CHECK/);
  expect(() => insert(db, 'inv_3', 'DRAFT', AT)).toThrow(/CHECK/);
  expect(() => insert(db, 'inv_4', 'LOST', AT)).toThrow(/CHECK/);
  const indexes = db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'invoices' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all();
  expect(indexes).toEqual([
    'invoices_by_amount', 'invoices_by_created', 'invoices_by_customer_name', 'invoices_by_external_id', 'invoices_by_on_demand_link', 'invoices_by_payer_email',
    'invoices_by_status', 'invoices_to_expire',
  ]);
  db.close();
});

test('a rebuild that would lose a referenced row fails whole, with foreign keys on again', () => {
  const db = databaseOfBefore();
  const losing = { ...m040, sql: m040.sql.replace('FROM invoices;', 'FROM invoices WHERE 0;') };
  expect(() => migrate(db, [...before, losing])).toThrow('Rebuilding invoices would leave 1 rows of invoice_reminders without the row they reference');
  expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  expect(db.prepare("SELECT COUNT(*) FROM invoices WHERE id = 'inv_1'").pluck().get()).toBe(1);
  expect(db.prepare('SELECT COUNT(*) FROM schema_migrations WHERE version = 40').pluck().get()).toBe(0);
  db.close();
});
