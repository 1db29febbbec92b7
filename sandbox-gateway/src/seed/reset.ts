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

interface SeedCopy {
  writtenAt: number;
  passwordCost: number;
  tables: readonly string[];
}

const copies = new WeakMap<SandboxDatabase, SeedCopy>();

/**
 * Deletes every row of every data table (sessions, tokens, limits too) and puts the seed back: the
 * rows the last seed wrote, copied inside SQLite, when they were written less than
 * SEED_COPY_MAX_AGE_MS ago with the same options; otherwise the seed is written again (a second
 * or more of generating card payments and replaying the ledger) and copied for the next resets.
 * The browser tests reset a gateway about a hundred times a run.
 */
export function resetToSeed(db: SandboxDatabase, now: number, options: SeedOptions = {}): void {
  const passwordCost = options.passwordCost ?? DEFAULT_SCRYPT_COST;
  const tables = dataTables(db);
  const copy = copies.get(db);
  const fresh = copy !== undefined && copy.passwordCost === passwordCost && Math.abs(now - copy.writtenAt) <= SEED_COPY_MAX_AGE_MS;
  if (fresh && copy) {
    // The copy is whole and consistent: checking each deleted business against every table that
    // refers to it took most of the time (foreign keys can only be switched outside a transaction).
    db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        for (const table of tables) db.prepare(`DELETE FROM main."${table}"`).run();
        for (const table of copy.tables) db.prepare(`INSERT INTO main."${table}" SELECT * FROM ${COPY}."${table}"`).run();
      })();
    } finally {
      db.pragma('foreign_keys = ON');
    }
    return;
  }
  db.transaction(() => {
    db.pragma('defer_foreign_keys = ON');
    for (const table of tables) db.prepare(`DELETE FROM main."${table}"`).run();
    seedDatabase(db, now, options);
  })();
  copies.set(db, { writtenAt: now, passwordCost, tables: copySeed(db, tables) });
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
  })();
  return tables;
}
