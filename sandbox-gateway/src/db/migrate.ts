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
    withoutForeignKeys(db, migration.rebuilds !== undefined, () =>
      db.transaction(() => {
        db.exec(migration.sql);
        if (migration.rebuilds !== undefined) checkReferencesTo(db, migration.rebuilds);
        record.run(migration.version, migration.name, new Date(now).toISOString());
      })(),
    );
    done.push(migration.version);
  }
  return done;
}

/** Runs `step` with foreign keys off when asked (the pragma is a no-op inside a transaction: set around it), then as they were. */
function withoutForeignKeys(db: Database, off: boolean, step: () => void): void {
  const on = off && db.pragma('foreign_keys', { simple: true }) === 1;
  if (on) db.pragma('foreign_keys = OFF');
  try {
    step();
  } finally {
    if (on) db.pragma('foreign_keys = ON');
  }
}

/** A rebuilt table must still hold every row other tables reference (the copy lost none): else the migration fails whole. */
function checkReferencesTo(db: Database, table: string): void {
  const broken = (db.pragma('foreign_key_check') as { table: string; parent: string }[]).filter((row) => row.parent === table);
  if (broken.length > 0) throw new Error(`Rebuilding ${table} would leave ${broken.length} rows of ${[...new Set(broken.map((row) => row.table))].join(', ')} without the row they reference`);
}
