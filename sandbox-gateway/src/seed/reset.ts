import { DEFAULT_SCRYPT_COST } from '../auth/passwords';
import { dataTables, type SandboxDatabase } from '../db/connection';
import { seedDatabase, type SeedOptions } from './seed';

/**
 * How old the copy of a seed may be for a reset to put it back instead of writing the seed again:
 * the seed's dates are relative to the moment it was written, so a reset from the copy leaves them
 * up to this much behind the clock (a clock moved further, by a test or by time, seeds afresh).
 */
export const SEED_COPY_MAX_AGE_MS = 3 * 60_000;

/** The schema, in the connection's memory, holding each data table's rows as the last seed wrote them. */
const COPY = 'seed_copy';
/** The connection's own table of the data tables it wrote to since the seed was last put back. */
const WRITTEN = 'temp.seed_written';

interface SeedCopy {
  writtenAt: number;
  passwordCost: number;
  tables: readonly string[];
  /** SQLite's data_version after the last reset: it moves when another connection commits. */
  dataVersion: number;
}

const copies = new WeakMap<SandboxDatabase, SeedCopy>();

/**
 * Deletes every row of every data table (sessions, tokens, limits too) and puts the seed back: the
 * rows the last seed wrote, copied inside SQLite, when they were written less than
 * SEED_COPY_MAX_AGE_MS ago with the same options; otherwise the seed is written again (a second
 * or more of generating card payments and replaying the ledger) and copied for the next resets.
 * From the copy, only the tables written to since the last reset are put back (a test signs in and
 * changes a setting: its sessions and that setting, not the 5,000 card payments and their ledger,
 * which took 0.4 s a reset) — unless another connection has committed meanwhile, whose writes the
 * connection's triggers do not see: then every table. The browser tests reset a gateway after
 * nearly every test, about four hundred times a run.
 */
export function resetToSeed(db: SandboxDatabase, now: number, options: SeedOptions = {}): void {
  const passwordCost = options.passwordCost ?? DEFAULT_SCRYPT_COST;
  const tables = dataTables(db);
  const copy = copies.get(db);
  const fresh = copy !== undefined && copy.passwordCost === passwordCost && Math.abs(now - copy.writtenAt) <= SEED_COPY_MAX_AGE_MS;
  if (fresh && copy) {
    const written = dataVersion(db) === copy.dataVersion ? writtenTables(db) : new Set(tables);
    // The copy is whole and consistent: checking each deleted business against every table that
    // refers to it took most of the time (foreign keys can only be switched outside a transaction).
    db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        for (const table of tables.filter((name) => written.has(name))) db.prepare(`DELETE FROM main."${table}"`).run();
        for (const table of copy.tables.filter((name) => written.has(name))) {
          db.prepare(`INSERT INTO main."${table}" SELECT * FROM ${COPY}."${table}"`).run();
        }
        db.prepare(`DELETE FROM ${WRITTEN}`).run();
      })();
    } finally {
      db.pragma('foreign_keys = ON');
    }
    copy.dataVersion = dataVersion(db);
    return;
  }
  db.transaction(() => {
    db.pragma('defer_foreign_keys = ON');
    for (const table of tables) db.prepare(`DELETE FROM main."${table}"`).run();
    seedDatabase(db, now, options);
  })();
  const copied = copySeed(db, tables);
  copies.set(db, { writtenAt: now, passwordCost, tables: copied, dataVersion: dataVersion(db) });
}

const dataVersion = (db: SandboxDatabase) => db.pragma('data_version', { simple: true }) as number;

const writtenTables = (db: SandboxDatabase) => new Set(db.prepare(`SELECT name FROM ${WRITTEN}`).pluck().all() as string[]);

/**
 * Triggers of the connection itself (TEMP: no other connection runs them, and the database file
 * keeps none) note in WRITTEN each data table a row is added to, changed in or deleted from. Not
 * with INSERT OR IGNORE: a trigger's statements take the conflict handling of the statement that
 * fired them, so an upsert's second write to a table failed on the note's unique name.
 */
function noteWrites(db: SandboxDatabase, tables: readonly string[]): void {
  db.exec(`CREATE TABLE IF NOT EXISTS ${WRITTEN} (name TEXT PRIMARY KEY) WITHOUT ROWID`);
  for (const table of tables) {
    for (const change of ['INSERT', 'UPDATE', 'DELETE']) {
      db.exec(
        `CREATE TEMP TRIGGER IF NOT EXISTS "seed_written_${table}_${change.toLowerCase()}" AFTER ${change} ON main."${table}"
         BEGIN INSERT INTO ${WRITTEN} SELECT '${table}' WHERE NOT EXISTS (SELECT 1 FROM ${WRITTEN} WHERE name = '${table}'); END`,
      );
    }
  }
}

/** Copies each data table's rows into the connection's memory (ATTACH cannot run inside a transaction). */
function copySeed(db: SandboxDatabase, tables: readonly string[]): readonly string[] {
  const attached = (db.prepare('PRAGMA database_list').all() as { name: string }[]).some(({ name }) => name === COPY);
  if (!attached) db.exec(`ATTACH DATABASE ':memory:' AS ${COPY}`);
  db.transaction(() => {
    for (const table of tables) {
      db.exec(`DROP TABLE IF EXISTS ${COPY}."${table}"`);
      db.exec(`CREATE TABLE ${COPY}."${table}" AS SELECT * FROM main."${table}"`);
    }
    noteWrites(db, tables);
    db.exec(`DELETE FROM ${WRITTEN}`);
  })();
  return tables;
}
