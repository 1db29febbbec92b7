/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { dataTables, openDatabase, type SandboxDatabase } from '../db/connection';
import { SEED_TIME } from '../testing/test-gateway';
import { resetToSeed, SEED_COPY_MAX_AGE_MS } from './reset';
import { ensureSeeded } from './seed';

const OPTIONS = { passwordCost: 1024 };
let db: SandboxDatabase;
let dir: string;

// One database for the file, the tests in order: each full seed takes a few seconds.
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-reset-'));
  db = openDatabase(path.join(dir, 'sandbox.db'), SEED_TIME);
  ensureSeeded(db, SEED_TIME, OPTIONS);
});
afterAll(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Every data table's rows, in a stable order, as one comparable value. */
const contents = () =>
  Object.fromEntries(
    dataTables(db).map((table) => [table, db.prepare(`SELECT * FROM main."${table}"`).all().map((row) => JSON.stringify(row)).sort()]),
  );
const newestPayment = () => db.prepare('SELECT MAX(created) FROM card_payments').pluck().get() as string;

test('a reset soon after the last seed puts back exactly the rows a fresh seed writes, and drops what tests added or changed', () => {
  resetToSeed(db, SEED_TIME, OPTIONS);
  const seeded = contents();
  db.prepare("UPDATE users SET full_name = 'Changed' WHERE email = 'owner@tokoku.test'").run();
  db.prepare('DELETE FROM card_payments WHERE rowid IN (SELECT rowid FROM card_payments LIMIT 50)').run();
  db.prepare("INSERT INTO sessions (id_hash, user_id, business_id, created_at, expires_at) SELECT 'extra', id, default_business_id, 1, 2 FROM users LIMIT 1").run();

  resetToSeed(db, SEED_TIME + SEED_COPY_MAX_AGE_MS, OPTIONS); // from the copy: the seed's own dates
  expect(contents()).toEqual(seeded);
});

test('a reset from the copy puts back what this connection wrote since the last reset, and what another connection wrote', () => {
  resetToSeed(db, SEED_TIME, OPTIONS);
  const seeded = contents();
  // Reset after reset: each time, only what was written since.
  for (const name of ['First', 'Second']) {
    db.prepare('UPDATE users SET full_name = ? WHERE email = ?').run(name, 'owner@tokoku.test');
    resetToSeed(db, SEED_TIME, OPTIONS);
    expect(contents()).toEqual(seeded);
  }
  // Writes whose own conflict handling a trigger takes on: an upsert, twice, and a replace.
  for (const enabled of [0, 1]) {
    db.prepare(
      `INSERT INTO feature_flags (business_id, flag, enabled) VALUES ('biz_tokoku', 'payment_links', ?)
       ON CONFLICT (business_id, flag) DO UPDATE SET enabled = excluded.enabled`,
    ).run(enabled);
  }
  db.prepare("INSERT OR REPLACE INTO feature_flags (business_id, flag, enabled) VALUES ('biz_tokoku', 'payment_links', 0)").run();
  resetToSeed(db, SEED_TIME, OPTIONS);
  expect(contents()).toEqual(seeded);
  // Another connection's writes are not seen by this one's triggers: its commit moves data_version.
  const other = new Database(path.join(dir, 'sandbox.db'));
  try {
    other.prepare('DELETE FROM card_payments WHERE rowid IN (SELECT rowid FROM card_payments LIMIT 10)').run();
    other.prepare("UPDATE ledger_entries SET amount = amount + 1 WHERE rowid = (SELECT MIN(rowid) FROM ledger_entries)").run();
  } finally {
    other.close();
  }
  resetToSeed(db, SEED_TIME, OPTIONS);
  expect(contents()).toEqual(seeded);
});

test('a clock moved past the copy\'s age (or back before it) writes the seed again, with dates from the new now', () => {
  resetToSeed(db, SEED_TIME, OPTIONS);
  const before = newestPayment();
  resetToSeed(db, SEED_TIME + SEED_COPY_MAX_AGE_MS + 60_000, OPTIONS);
  expect(Date.parse(newestPayment()) - Date.parse(before)).toBe(SEED_COPY_MAX_AGE_MS + 60_000);
  resetToSeed(db, SEED_TIME, OPTIONS);
  expect(newestPayment()).toBe(before);
});

test('other password options write the seed again rather than reuse hashes of another cost', () => {
  resetToSeed(db, SEED_TIME, OPTIONS);
  const hash = () => db.prepare("SELECT password_hash FROM users WHERE email = 'owner@tokoku.test'").pluck().get() as string;
  const cheap = hash();
  resetToSeed(db, SEED_TIME, { passwordCost: 2048 });
  expect(hash()).not.toBe(cheap);
});
