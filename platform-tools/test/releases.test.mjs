// The release commands and their store and flags (docs/decisions/0058-releases-and-cohorts.md):
// node's test runner, over temporary folders.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { beforeEach, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { ReleaseError, filesDir, stableStack } from '../releases/commands.mjs';
import { FLAGS_FILE, flagKey } from '../releases/flags.mjs';
import { formatReleases } from '../releases/report.mjs';
import { openReleaseStore } from '../releases/store.mjs';
import { INTEGRITY, ROOT, commands, declaration, fakeBuild, folder, twoReleases } from './support/releases.mjs';

describe('pnpm release', () => {
  it('opens a store from before the manifest URL was recorded, adding the column (older rows keep none)', async () => {
    const dir = folder('mdp-releases-');
    const old = new Database(path.join(dir, 'releases.db'));
    old.exec(`CREATE TABLE releases (remote TEXT NOT NULL, version TEXT NOT NULL, integrity TEXT NOT NULL, contracts TEXT NOT NULL, declaration TEXT NOT NULL,
      files_hash TEXT NOT NULL, git_commit TEXT, released_by TEXT NOT NULL, released_at TEXT NOT NULL, PRIMARY KEY (remote, version))`);
    old.prepare("INSERT INTO releases VALUES ('cards', '0.9.0', 'sha384-x', '^3.0.0', '{}', 'h', NULL, 'someone', '2026-11-01T00:00:00.000Z')").run();
    old.close();
    const store = openReleaseStore(dir);
    assert.equal(store.release('cards', '0.9.0').manifest_url, null);
    store.close();
    const cli = commands(dir, { dist: fakeBuild('v1') });
    assert.equal((await cli.release('cards', { version: '1.0.0' })).release.manifest_url, 'http://localhost:4803/1.0.0/mf-manifest.json');
    cli.close();
  });

  it('publishes a version immutably under <releases>/files/<remote>/<version>, without the build stamp, and records it', async () => {
    const dir = folder('mdp-releases-');
    const cli = commands(dir, { dist: fakeBuild('v1') });
    const { release, unchanged } = await cli.release('cards', { version: '1.0.0' });
    assert.equal(unchanged, false);
    assert.equal(release.integrity, INTEGRITY(2));
    assert.equal(release.contracts, '^3.0.0');
    assert.equal(release.git_commit, 'abcdef0123456789');
    assert.equal(release.released_by, 'squad@cards');
    assert.equal(release.manifest_url, 'http://localhost:4803/1.0.0/mf-manifest.json');
    assert.deepEqual(release.declaration, declaration);
    assert.match(readFileSync(path.join(filesDir(path.join(dir, 'files'), 'cards'), '1.0.0', 'remoteEntry.js'), 'utf8'), /v1/);
    assert.throws(() => readFileSync(path.join(filesDir(path.join(dir, 'files'), 'cards'), '1.0.0', '.build-inputs')));
    // Nobody gets a version on release: the deployment's own version serves everyone.
    assert.deepEqual(cli.store.state('cards'), { stable: null, canary: null, percent: 0, staff: false, businesses: [] });
    cli.close();
  });

  it('accepts the same bytes again (nothing changes) and refuses other bytes under a released version', async () => {
    const dir = folder('mdp-releases-');
    const dist = fakeBuild('v1');
    const cli = commands(dir, { dist });
    await cli.release('cards', { version: '1.0.0' });
    writeFileSync(path.join(dist, '.build-inputs'), 'another stamp');
    assert.equal((await cli.release('cards', { version: '1.0.0' })).unchanged, true);
    cli.close();
    const other = commands(dir, { dist: fakeBuild('v2') });
    await assert.rejects(other.release('cards', { version: '1.0.0' }), /cards 1\.0\.0 is already released with other files/);
    assert.match(readFileSync(path.join(filesDir(path.join(dir, 'files'), 'cards'), '1.0.0', 'remoteEntry.js'), 'utf8'), /v1/);
    other.close();
  });

  it('refuses a build without integrity and a remote the live shell cannot run, publishing nothing', async () => {
    const dir = folder('mdp-releases-');
    const noIntegrity = commands(dir, { dist: fakeBuild('v1', { integrity: null }) });
    await assert.rejects(noIntegrity.release('cards', { version: '1.0.0' }), /has no integrity\.json with an SRI hash: nothing published/);
    noIntegrity.close();
    const incompatible = commands(dir, { dist: fakeBuild('v1'), problems: ['the remote needs contracts ^4.0.0, the shell provides 3.0.0'] });
    await assert.rejects(incompatible.release('cards', { version: '1.0.0' }), /cannot run in the live shell \(contracts 3\.0\.0\): the remote needs contracts \^4\.0\.0/);
    assert.deepEqual(incompatible.releases('cards').releases, []);
    assert.throws(() => readFileSync(path.join(filesDir(path.join(dir, 'files'), 'cards'), '1.0.0', 'remoteEntry.js')));
    incompatible.close();
  });
});

describe('pnpm release --from: a build made elsewhere (CI\'s artifact)', () => {
  it('publishes the folder as it is, without building, when it is a build of that remote', async () => {
    const dir = folder('mdp-releases-');
    const cli = commands(dir, { dist: undefined });
    const { release } = await cli.release('cards', { version: '2.0.0', from: fakeBuild('artifact') });
    assert.equal(release.version, '2.0.0');
    assert.match(readFileSync(path.join(filesDir(path.join(dir, 'files'), 'cards'), '2.0.0', 'remoteEntry.js'), 'utf8'), /artifact/);
    cli.close();
  });

  it("refuses another remote's build and a folder that is no build, publishing nothing", async () => {
    const dir = folder('mdp-releases-');
    const cli = commands(dir, { dist: undefined });
    await assert.rejects(cli.release('cards', { version: '2.0.0', from: fakeBuild('home', { container: 'mfe_home' }) }), /is a build of mfe_home, not of cards \(mfe_cards\): nothing published$/);
    await assert.rejects(cli.release('cards', { version: '2.0.0', from: folder('mdp-empty-') }), /is not a build of a remote \(no mf-manifest\.json\): nothing published$/);
    assert.deepEqual(cli.releases('cards').releases, []);
    assert.equal(existsSync(path.join(filesDir(path.join(dir, 'files'), 'cards'), '2.0.0')), false);
    cli.close();
  });
});

describe('bad input: one line, nothing changed', () => {
  let dir;
  let cli;
  beforeEach(async () => {
    dir = folder('mdp-releases-');
    cli = await twoReleases(dir);
  });

  const cases = [
    ['release of an unknown remote', (c) => c.release('wallet', { version: '1.0.0' }), /^unknown remote wallet: one of home, activation, cards, settings, notifications/],
    ['release of a malformed version', (c) => c.release('cards', { version: 'latest' }), /^latest is not a version/],
    ['rollout of an unknown remote', (c) => c.rollout('wallet', '1.0.0', { percent: 10 }), /^unknown remote wallet/],
    ['rollout of an unreleased version', (c) => c.rollout('cards', '9.9.9', { percent: 10 }), /^cards 9\.9\.9 is not released: pnpm release cards --version 9\.9\.9 first$/],
    ['rollout above 100 %', (c) => c.rollout('cards', '1.1.0', { percent: 101 }), /^--percent must be a whole number from 0 to 100, not 101$/],
    ['rollout below 0 %', (c) => c.rollout('cards', '1.1.0', { percent: -1 }), /^--percent must be a whole number from 0 to 100/],
    ['rollout of a fraction', (c) => c.rollout('cards', '1.1.0', { percent: 2.5 }), /^--percent must be a whole number/],
    ['rollout to a malformed business id', (c) => c.rollout('cards', '1.1.0', { businesses: ["biz'; DROP TABLE"] }), /is not a business id/],
    ['rollout to nobody', (c) => c.rollout('cards', '1.1.0', {}), /^say who gets it/],
    ['rollback of an unknown remote', (c) => c.rollback('wallet'), /^unknown remote wallet/],
    ['rollback to an unreleased version', (c) => c.rollback('cards', '2.0.0'), /^cards 2\.0\.0 is not released/],
    ['rollback with nothing rolled out', (c) => c.rollback('cards'), /nothing to roll back/],
    ['releases of an unknown remote', (c) => c.releases('wallet'), /^unknown remote wallet/],
  ];
  for (const [name, run, message] of cases) {
    it(name, async () => {
      const before = cli.releases();
      const flags = (() => {
        try {
          return readFileSync(path.join(dir, FLAGS_FILE), 'utf8');
        } catch {
          return undefined;
        }
      })();
      await assert.rejects(async () => run(cli), (error) => error instanceof ReleaseError && message.test(error.message));
      assert.deepEqual(cli.releases(), before);
      assert.equal(readFileSync(path.join(dir, FLAGS_FILE), 'utf8'), flags);
      cli.close();
    });
  }
});

describe("pnpm release against the live shell's server (RELEASE_SHELL_URL, compose's release tool)", () => {
  /** Runs `pnpm release cards` as the CLI; answers its exit code and its error output. */
  function releaseCli(env) {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [path.join(ROOT, 'platform-tools/bin/release.mjs'), 'release', 'cards', '--version', '1.0.0'], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('close', (code) => resolve({ code, stderr }));
    });
  }

  it("refuses, with one line and before building, a shell whose /contracts.json cannot be read or says no version", async () => {
    const shell = createServer((request, response) => response.writeHead(request.url === '/contracts.json' ? 404 : 200).end());
    await new Promise((resolve) => shell.listen(0, '127.0.0.1', resolve));
    const dir = folder('mdp-releases-');
    try {
      const missing = await releaseCli({ RELEASES_DIR: dir, RELEASE_SHELL_URL: `http://127.0.0.1:${shell.address().port}` });
      assert.equal(missing.code, 1);
      assert.match(missing.stderr, /^✖ the live shell's http:\/\/127\.0\.0\.1:\d+\/contracts\.json answered 404 without a contracts version\n$/);
    } finally {
      await new Promise((resolve) => shell.close(resolve));
    }
    const down = await releaseCli({ RELEASES_DIR: dir, RELEASE_SHELL_URL: 'http://127.0.0.1:9' });
    assert.equal(down.code, 1);
    assert.match(down.stderr, /could not be read .*is the shell running\?/);
    assert.equal(existsSync(path.join(dir, 'files/cards/1.0.0')), false);
  });
});

describe('release.mjs gate: the health gate alone (the release-tools pod on Kubernetes)', () => {
  it('refuses to start without the collector key, and otherwise runs until SIGTERM', async () => {
    const run = (env, stop) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [path.join(ROOT, 'platform-tools/bin/release.mjs'), 'gate'], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        const seen = (chunk) => {
          output += chunk;
          if (stop && /release health gate: every/.test(output)) child.kill('SIGTERM');
        };
        child.stdout.on('data', seen);
        child.stderr.on('data', seen);
        child.on('close', (code) => resolve({ code, output }));
      });
    const dir = folder('mdp-releases-');
    const refused = await run({ RELEASES_DIR: dir }, false);
    assert.deepEqual([refused.code, refused.output], [1, "✖ the health gate needs TELEMETRY_READ_KEY (the key the gateway's collector is read with)\n"]);
    const gate = await run({ RELEASES_DIR: dir, TELEMETRY_READ_KEY: 'k'.repeat(32), GATEWAY_URL: 'http://127.0.0.1:9', RELEASE_HEALTH_INTERVAL_MS: '100' }, true);
    assert.equal(gate.code, 0);
    assert.match(gate.output, /release health gate: every 100 ms/);
    assert.ok(existsSync(path.join(dir, 'releases.db')));
  });
});

describe('rollout and rollback', () => {
  it('a canary goes to its cohort, 100 % promotes it, and rollbacks walk back one stable version at a time', async () => {
    const dir = folder('mdp-releases-');
    const cli = await twoReleases(dir);
    assert.deepEqual(cli.rollout('cards', '1.0.0', { percent: 100 }), { stable: '1.0.0', canary: null, percent: 0, staff: false, businesses: [] });
    assert.deepEqual(cli.rollout('cards', '1.1.0', { staff: true, businesses: ['biz_kilat'], percent: 10 }), {
      stable: '1.0.0',
      canary: '1.1.0',
      percent: 10,
      staff: true,
      businesses: ['biz_kilat'],
    });
    assert.equal(cli.rollback('cards').stable, '1.0.0');
    assert.equal(cli.store.state('cards').canary, null);
    cli.rollout('cards', '1.1.0', { percent: 100 });
    assert.equal(cli.rollback('cards').stable, '1.0.0');
    assert.equal(cli.rollback('cards').stable, null, "the deployment's own version before 1.0.0");
    assert.throws(() => cli.rollback('cards'), /nothing to roll back/);
    assert.equal(cli.rollback('cards', '1.1.0').stable, '1.1.0');
    const report = formatReleases(cli.releases('cards'));
    assert.match(report, /^cards: serving 1\.1\.0 to everyone/);
    assert.match(report, /1\.0\.0 {2}released 2026-11-29T09:00:00\.000Z by squad@cards from abcdef0123, contracts \^3\.0\.0/);
    assert.match(report, /rollout {7}squad@cards: 1\.1\.0 to staff, businesses biz_kilat, 10 %/);
    cli.close();
  });

  it('stableStack: a rollback pops, a new stable pushes', () => {
    const rows = (...stables) => stables.map((stable) => ({ stable }));
    assert.deepEqual(stableStack(rows(null, '1.0.0', '1.1.0')), [null, '1.0.0', '1.1.0']);
    assert.deepEqual(stableStack(rows(null, '1.0.0', '1.1.0', '1.0.0')), [null, '1.0.0']);
    assert.deepEqual(stableStack(rows(null, '1.0.0', '1.1.0', '1.0.0', '1.2.0')), [null, '1.0.0', '1.2.0']);
  });

  it('the history is append-only: the database itself refuses to change or delete a row', async () => {
    const dir = folder('mdp-releases-');
    const cli = await twoReleases(dir);
    cli.close();
    const store = openReleaseStore(dir);
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(path.join(dir, 'releases.db'));
    assert.throws(() => db.prepare("UPDATE rollouts SET changed_by = 'someone else'").run(), /append-only/);
    assert.throws(() => db.prepare('DELETE FROM rollouts').run(), /append-only/);
    assert.throws(() => db.prepare("UPDATE releases SET integrity = 'x'").run(), /immutable/);
    db.close();
    store.close();
  });

  it('two commands at once never lose a history row (separate processes)', async () => {
    const dir = folder('mdp-releases-');
    (await twoReleases(dir)).close();
    const script = (percent) => `
      import { releaseCommands } from ${JSON.stringify(path.join(ROOT, 'platform-tools/releases/commands.mjs'))};
      const cli = releaseCommands({ root: ${JSON.stringify(ROOT)}, dir: ${JSON.stringify(dir)}, staffDomains: [], actor: 'p${percent}' });
      for (let i = 0; i < 20; i += 1) cli.rollout('cards', '1.1.0', { percent: ${percent} });
      cli.close();`;
    const run = (percent) =>
      new Promise((resolve, reject) => {
        const child = spawn(process.execPath, ['--input-type=module', '-e', script(percent)], { stdio: ['ignore', 'ignore', 'pipe'] });
        let errors = '';
        child.stderr.on('data', (chunk) => (errors += chunk));
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(errors))));
      });
    await Promise.all([run(10), run(20), run(30)]);
    const cli = commands(dir);
    const rollouts = cli.releases('cards').history.filter((row) => row.action === 'rollout');
    assert.equal(rollouts.length, 60);
    // The flag file is the last committed state's.
    const flags = JSON.parse(readFileSync(path.join(dir, FLAGS_FILE), 'utf8'));
    const last = rollouts.at(-1);
    assert.deepEqual(flags.flags[flagKey('cards')].targeting.if.at(-1), { fractional: [['1.1.0', last.percent], ['deployment', 100 - last.percent]] });
    cli.close();
  });
});

