// The release health gate (docs/decisions/0058-releases-and-cohorts.md): node's test runner.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { createCohortRegistry } from '../releases/cohort-registry.mjs';
import { FLAGS_FILE, flagKey } from '../releases/flags.mjs';
import { canarySince, checkCanaries, collectorReader, healthPolicyFromEnv, healthVerdict, startHealthGate, watchReleaseHealth } from '../releases/health-gate.mjs';
import { REGISTRY, folder, twoReleases } from './support/releases.mjs';

const POLICY = { minLoads: 20, margin: 0.05, intervalMs: 1000 };
const counts = (remoteVersion, errors, loads) => ({ remote: 'cards', remoteVersion, errors, loads, p75LoadMs: null, vitals: {} });

describe('healthVerdict', () => {
  const cases = [
    ['too few page views to judge', counts('1.1.0', 19, 19), counts('1.0.0', 0, 100), 'wait'],
    ['no page view at all', undefined, counts('1.0.0', 0, 100), 'wait'],
    ['as good as the stable version', counts('1.1.0', 1, 20), counts('1.0.0', 5, 100), 'healthy'],
    ['worse, within the margin', counts('1.1.0', 2, 20), counts('1.0.0', 5, 100), 'healthy'],
    ['worse by more than the margin', counts('1.1.0', 3, 20), counts('1.0.0', 5, 100), 'unhealthy'],
    ['failing while the stable version has no page view', counts('1.1.0', 20, 20), undefined, 'unhealthy'],
  ];
  for (const [name, canary, stable, verdict] of cases) {
    it(name, () => assert.equal(healthVerdict(canary, stable, POLICY).verdict, verdict));
  }

  it('says why, in figures', () => {
    assert.equal(healthVerdict(counts('1.1.0', 3, 20), counts('1.0.0', 5, 100), POLICY).reason, '15 % errors per page view against 5 % on the stable version, over 20 page views');
    assert.equal(healthVerdict(counts('1.1.0', 3, 12), undefined, POLICY).reason, '12 of 20 page views');
  });

  it('reads its policy from the environment, and refuses nonsense', () => {
    assert.deepEqual(healthPolicyFromEnv({ RELEASE_HEALTH_MIN_LOADS: '3', RELEASE_HEALTH_INTERVAL_MS: '500' }), { minLoads: 3, margin: 0.05, intervalMs: 500 });
    assert.throws(() => healthPolicyFromEnv({ RELEASE_HEALTH_MIN_LOADS: '0' }), /RELEASE_HEALTH_MIN_LOADS=0 is not valid/);
    assert.throws(() => healthPolicyFromEnv({ RELEASE_HEALTH_MARGIN: '2' }), /RELEASE_HEALTH_MARGIN=2 is not valid/);
  });
});

describe('the gate', () => {
  it('a canary starts with the first of the latest rows naming it', () => {
    const rows = [
      { canary: null, changed_at: 't1' },
      { canary: '1.1.0', changed_at: 't2' },
      { canary: null, changed_at: 't3' },
      { canary: '1.1.0', changed_at: 't4' },
      { canary: '1.1.0', changed_at: 't5' },
    ];
    assert.equal(canarySince(rows, '1.1.0'), 't4');
  });

  it('rolls back an unhealthy canary on its own, reads the counts since it started, and the history says why', async () => {
    const dir = folder('mdp-releases-');
    const cli = await twoReleases(dir);
    cli.rollout('cards', '1.0.0', { percent: 100 });
    cli.rollout('cards', '1.1.0', { percent: 10 });
    const asked = [];
    const readHealth = async (remote, since) => {
      asked.push([remote, since]);
      return [counts('1.0.0', 1, 100), counts('1.1.0', 12, 40)];
    };
    const decisions = await checkCanaries({ commands: cli, readHealth, policy: POLICY });
    assert.deepEqual(asked, [['cards', Date.parse('2026-11-29T09:00:00.000Z')]]);
    assert.equal(decisions[0].verdict, 'unhealthy');
    assert.deepEqual(cli.store.state('cards'), { stable: '1.0.0', canary: null, percent: 0, staff: false, businesses: [] });
    const last = cli.releases('cards').history.at(-1);
    assert.equal(last.action, 'auto-rollback');
    assert.equal(last.changed_by, 'squad@cards');
    assert.equal(last.reason, '1.1.0: 30 % errors per page view against 1 % on the stable version, over 40 page views');
    const flags = JSON.parse(readFileSync(path.join(dir, FLAGS_FILE), 'utf8'));
    assert.equal(flags.flags[flagKey('cards')].targeting, undefined);
    // Nothing left to judge.
    assert.deepEqual(await checkCanaries({ commands: cli, readHealth, policy: POLICY }), []);
    cli.close();
  });

  it("its rollback reaches the platform tools panel through the flag file: the store's row as the flag's metadata", async () => {
    const dir = folder('mdp-releases-');
    const cli = await twoReleases(dir);
    cli.rollout('cards', '1.0.0', { percent: 100 });
    cli.rollout('cards', '1.1.0', { percent: 10 });
    const readHealth = async () => [counts('1.0.0', 1, 100), counts('1.1.0', 12, 40)];
    const logged = [];
    const gate = watchReleaseHealth({ commands: cli, readHealth, policy: { ...POLICY, intervalMs: 60_000 }, log: (line) => logged.push(line) });
    const cohorts = createCohortRegistry({ registry: REGISTRY, flagsFile: path.join(dir, FLAGS_FILE), log: () => {} });
    const reason = '30 % errors per page view against 1 % on the stable version, over 40 page views';
    try {
      assert.deepEqual(cohorts.autoRollbacks(), []);
      await gate.tick();
      assert.match(logged[0], /^release health gate: rolled back cards 1\.1\.0: 30 % errors/);
      const flag = JSON.parse(readFileSync(path.join(dir, FLAGS_FILE), 'utf8')).flags[flagKey('cards')];
      assert.deepEqual(flag.metadata, { autoRollbackVersion: '1.1.0', autoRollbackReason: reason, autoRollbackAt: '2026-11-29T09:00:00.000Z' });
      assert.deepEqual(cohorts.autoRollbacks(), [{ remote: 'cards', version: '1.1.0', reason, at: '2026-11-29T09:00:00.000Z' }]);
      // A server started afterwards (another pod, a restart) reads the same from the file.
      const restarted = createCohortRegistry({ registry: REGISTRY, flagsFile: path.join(dir, FLAGS_FILE), log: () => {} });
      assert.deepEqual(restarted.autoRollbacks(), cohorts.autoRollbacks());
      await gate.tick();
      assert.equal(cohorts.autoRollbacks().length, 1);
    } finally {
      gate.stop();
      cli.close();
    }
  });

  it('a healthy or too young canary stays; one a squad replaced meanwhile is not rolled back', async () => {
    const dir = folder('mdp-releases-');
    const cli = await twoReleases(dir);
    cli.rollout('cards', '1.1.0', { staff: true });
    const young = await checkCanaries({ commands: cli, readHealth: async () => [counts('1.1.0', 5, 5)], policy: POLICY, deployedVersion: () => '0.1.0' });
    assert.equal(young[0].verdict, 'wait');
    const healthy = await checkCanaries({ commands: cli, readHealth: async () => [counts('0.1.0', 2, 50), counts('1.1.0', 1, 25)], policy: POLICY, deployedVersion: () => '0.1.0' });
    assert.equal(healthy[0].verdict, 'healthy');
    assert.equal(cli.store.state('cards').canary, '1.1.0');
    // The squad rolls out 1.0.0 between the gate's read and its rollback.
    const replaced = await checkCanaries({
      commands: cli,
      readHealth: async () => {
        cli.rollout('cards', '1.0.0', { staff: true });
        return [counts('1.1.0', 25, 25)];
      },
      policy: POLICY,
    });
    assert.equal(replaced[0].verdict, 'changed');
    assert.equal(cli.store.state('cards').canary, '1.0.0');
    cli.close();
  });

  it('reads the collector with its key, and a refusal is an error (nothing rolled back)', async () => {
    const calls = [];
    const fake = async (url, init) => {
      calls.push([String(url), init.headers]);
      return url.searchParams.get('remote') === 'cards' ? new Response(JSON.stringify([counts('1.0.0', 0, 1)])) : new Response('{}', { status: 401 });
    };
    const read = collectorReader('http://localhost:4810', 'k'.repeat(40), fake);
    assert.deepEqual(await read('cards', 1000), [counts('1.0.0', 0, 1)]);
    assert.deepEqual(calls[0], ['http://localhost:4810/api/telemetry/release-health?remote=cards&since=1000', { 'x-collector-key': 'k'.repeat(40) }]);
    await assert.rejects(read('home', 1000), /the collector answered 401/);
  });
});

describe('startHealthGate', () => {
  const registry = { remotes: [{ name: 'cards', version: '1.0.0' }] };
  it('is off without a read key, and on with one over a usable store', () => {
    const root = folder('mdp-gate-');
    const lines = [];
    assert.equal(startHealthGate({ root, registry, staffDomains: [], gatewayUrl: 'http://127.0.0.1:9', env: { RELEASES_DIR: path.join(root, 'releases') }, log: (line) => lines.push(line) }), undefined);
    const gate = startHealthGate({ root, registry, staffDomains: [], gatewayUrl: 'http://127.0.0.1:9', env: { RELEASES_DIR: path.join(root, 'releases'), TELEMETRY_READ_KEY: 'k' }, log: (line) => lines.push(line) });
    assert.equal(gate.state, 'on');
    gate.stop();
  });

  it('a release store that cannot be opened never throws: the gate is off, says so, and watches nothing', () => {
    const root = folder('mdp-gate-');
    const releases = path.join(root, 'releases');
    mkdirSync(releases);
    writeFileSync(path.join(releases, 'releases.db'), 'this is not a SQLite database, it was copied badly '.repeat(200));
    const lines = [];
    const gate = startHealthGate({ root, registry, staffDomains: [], gatewayUrl: 'http://127.0.0.1:9', env: { RELEASES_DIR: releases, TELEMETRY_READ_KEY: 'k' }, log: (line) => lines.push(line) });
    assert.equal(gate.state, 'store-unusable');
    assert.match(lines.join('\n'), /release health gate: off, the release store could not be opened \(.+\)/);
    gate.stop();
  });
});
