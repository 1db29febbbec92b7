import type { Database } from 'better-sqlite3';
import type { Migration } from './migration';
import { MIGRATIONS } from './migrations';

/** Applies, in order, every migration the database has not recorded yet. Returns the versions applied. */
export function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS, now = Date.now()): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .pluck()
      .all()
      .map((version) => Number(version)),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const done: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date(now).toISOString());
    })();
    done.push(migration.version);
  }
  return done;
}
