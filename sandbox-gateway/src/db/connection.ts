import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrate';

export type SandboxDatabase = Database.Database;

/** Opens (creating the folder and file if needed) and migrates the sandbox database. */
export function openDatabase(dbPath: string, now = Date.now()): SandboxDatabase {
  if (dbPath !== ':memory:') fs.mkdirSync(path.dirname(dbPath), { recursive: true });
  const db = new Database(dbPath);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db, undefined, now);
  return db;
}

export function readMeta(db: SandboxDatabase, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM sandbox_meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function writeMeta(db: SandboxDatabase, key: string, value: string): void {
  db.prepare(
    'INSERT INTO sandbox_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}

/** Data tables: everything except the migration record and the sandbox's own settings (its JWT secret). */
export function dataTables(db: SandboxDatabase): string[] {
  return db
    .prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
       AND name NOT IN ('schema_migrations', 'sandbox_meta') ORDER BY name`,
    )
    .pluck()
    .all() as string[];
}
