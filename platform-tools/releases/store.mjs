// The release store (docs/decisions/0058-releases-and-cohorts.md): every published version of every
// remote, and the history of who served which version to whom. An embedded SQLite file beside the
// flag file; the release commands are its only writers, and the history is append-only (the
// database refuses UPDATE and DELETE on it).
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS releases (
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  integrity TEXT NOT NULL,
  contracts TEXT NOT NULL,
  declaration TEXT NOT NULL,
  files_hash TEXT NOT NULL,
  git_commit TEXT,
  released_by TEXT NOT NULL,
  released_at TEXT NOT NULL,
  manifest_url TEXT,
  PRIMARY KEY (remote, version)
);
CREATE TABLE IF NOT EXISTS rollouts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  remote TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('release', 'rollout', 'promote', 'rollback', 'auto-rollback')),
  stable TEXT,
  canary TEXT,
  percent INTEGER NOT NULL DEFAULT 0 CHECK (percent BETWEEN 0 AND 100),
  staff INTEGER NOT NULL DEFAULT 0,
  businesses TEXT NOT NULL DEFAULT '[]',
  reason TEXT,
  changed_by TEXT NOT NULL,
  changed_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS rollouts_by_remote ON rollouts (remote, id);
CREATE TRIGGER IF NOT EXISTS releases_are_immutable BEFORE UPDATE ON releases
  BEGIN SELECT RAISE(ABORT, 'a release is immutable'); END;
CREATE TRIGGER IF NOT EXISTS releases_stay BEFORE DELETE ON releases
  BEGIN SELECT RAISE(ABORT, 'a release is never deleted'); END;
CREATE TRIGGER IF NOT EXISTS history_is_append_only BEFORE UPDATE ON rollouts
  BEGIN SELECT RAISE(ABORT, 'the release history is append-only'); END;
CREATE TRIGGER IF NOT EXISTS history_stays BEFORE DELETE ON rollouts
  BEGIN SELECT RAISE(ABORT, 'the release history is append-only'); END;
`;

/** What serves a remote now: no row yet means the deployment's own version (its registry) for everyone. */
export const NO_ROLLOUT = Object.freeze({ stable: null, canary: null, percent: 0, staff: false, businesses: [] });

const toState = (row) =>
  row ? { stable: row.stable, canary: row.canary, percent: row.percent, staff: row.staff === 1, businesses: JSON.parse(row.businesses) } : NO_ROLLOUT;

/**
 * Opens (creating when absent) the store in `dir`. Two commands at once wait for each other
 * (WAL, a busy timeout, immediate transactions), so neither loses a row. `afterChange(store)` runs
 * inside each change's transaction, still holding the write lock: the flag file written there is
 * always the last committed state's.
 */
export function openReleaseStore(dir, { afterChange = () => {} } = {}) {
  mkdirSync(dir, { recursive: true });
  const db = new Database(path.join(dir, 'releases.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 10000');
  db.exec(SCHEMA);
  // A store from before the manifest URL was recorded (2026-12-03) gains the column; its older rows keep none.
  if (!db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('releases').includes('manifest_url')) db.exec('ALTER TABLE releases ADD COLUMN manifest_url TEXT');

  const latest = db.prepare('SELECT * FROM rollouts WHERE remote = ? ORDER BY id DESC LIMIT 1');
  // The gate's latest rollback of a remote, and the canary it withdrew: the row's own columns are the
  // state after it (canary null), so the version is the canary of the row before, which the rollback
  // read in the same transaction (it refuses when the canary is no longer the one judged).
  const latestAutoRollback = db.prepare(
    `SELECT r.reason, r.changed_at, (SELECT p.canary FROM rollouts p WHERE p.remote = r.remote AND p.id < r.id ORDER BY p.id DESC LIMIT 1) AS withdrawn
     FROM rollouts r WHERE r.remote = ? AND r.action = 'auto-rollback' ORDER BY r.id DESC LIMIT 1`,
  );
  const insertRollout = db.prepare(
    `INSERT INTO rollouts (remote, action, stable, canary, percent, staff, businesses, reason, changed_by, changed_at)
     VALUES (@remote, @action, @stable, @canary, @percent, @staff, @businesses, @reason, @changed_by, @changed_at)`,
  );

  const store = {
    close: () => db.close(),
    /** One release, or undefined. */
    release(remote, version) {
      const row = db.prepare('SELECT * FROM releases WHERE remote = ? AND version = ?').get(remote, version);
      return row && { ...row, declaration: JSON.parse(row.declaration) };
    },
    /** Every release of a remote (or of all), oldest first. */
    releases(remote) {
      const rows = remote
        ? db.prepare('SELECT * FROM releases WHERE remote = ? ORDER BY released_at, rowid').all(remote)
        : db.prepare('SELECT * FROM releases ORDER BY remote, released_at, rowid').all();
      return rows.map((row) => ({ ...row, declaration: JSON.parse(row.declaration) }));
    },
    /** The rollout serving `remote` now. */
    state: (remote) => toState(latest.get(remote)),
    /** The history of a remote (or of all), oldest first. */
    history(remote) {
      const rows = remote
        ? db.prepare('SELECT * FROM rollouts WHERE remote = ? ORDER BY id').all(remote)
        : db.prepare('SELECT * FROM rollouts ORDER BY id').all();
      return rows.map((row) => ({ ...row, ...toState(row) }));
    },
    /**
     * The health gate's latest rollback of `remote` (undefined: none): the version it withdrew, its
     * reason without the version the gate puts first ("1.1.0: 30 % errors…"), and when.
     */
    lastAutoRollback(remote) {
      const found = latestAutoRollback.get(remote);
      if (!found?.withdrawn) return undefined;
      const version = found.withdrawn;
      const reason = found.reason ?? '';
      return { version, reason: reason.startsWith(`${version}: `) ? reason.slice(version.length + 2) : reason, at: found.changed_at };
    },
    /** The remotes with any rollout recorded. */
    remotes: () => db.prepare('SELECT DISTINCT remote FROM rollouts ORDER BY remote').pluck().all(),
    /** Records a release and its history row in one transaction (the caller compared the files first). */
    recordRelease(release, { actor, at }) {
      db.transaction(() => {
        db.prepare(
          `INSERT INTO releases (remote, version, integrity, contracts, declaration, files_hash, git_commit, released_by, released_at, manifest_url)
           VALUES (@remote, @version, @integrity, @contracts, @declaration, @files_hash, @git_commit, @released_by, @released_at, @manifest_url)`,
        ).run({ manifest_url: null, ...release, declaration: JSON.stringify(release.declaration), released_by: actor, released_at: at });
        const state = toState(latest.get(release.remote));
        insertRollout.run(row(release.remote, 'release', state, `released ${release.version}`, actor, at));
        afterChange(store);
      }).immediate();
    },
    /**
     * Changes what serves a remote: `change(state)` returns the next state (or throws to change
     * nothing), read and written in one immediate transaction so two commands never interleave.
     */
    change(remote, action, change, { actor, at, reason }) {
      return db.transaction(() => {
        const next = change(toState(latest.get(remote)));
        insertRollout.run(row(remote, action, next, reason ?? null, actor, at));
        afterChange(store);
        return next;
      }).immediate();
    },
  };
  return store;
}

function row(remote, action, state, reason, actor, at) {
  return {
    remote,
    action,
    stable: state.stable,
    canary: state.canary,
    percent: state.percent,
    staff: state.staff ? 1 : 0,
    businesses: JSON.stringify(state.businesses),
    reason,
    changed_by: actor,
    changed_at: at,
  };
}
