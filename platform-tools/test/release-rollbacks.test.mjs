// The health gate's rollbacks in the release flags (docs/decisions/0058-releases-and-cohorts.md):
// the store's latest auto-rollback of each remote rides in its flag's metadata, and the shell's
// server lists them for the platform tools panel from the flag file. Node's test runner.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { MemoryStorage } from '@openfeature/flagd-core';
import { createCohortRegistry } from '../releases/cohort-registry.mjs';
import { FLAGD_SCHEMA, FLAGS_FILE, flagDefinitions, flagKey, flagOf, writeFlagFile } from '../releases/flags.mjs';
import { NO_ROLLOUT } from '../releases/store.mjs';
import { REGISTRY, STAFF, commands, folder, twoReleases } from './support/releases.mjs';

const flagsIn = (dir) => JSON.parse(readFileSync(path.join(dir, FLAGS_FILE), 'utf8')).flags;
const cohortsOver = (dir, log = () => {}) => createCohortRegistry({ registry: REGISTRY, flagsFile: path.join(dir, FLAGS_FILE), log });
const cardsOf = async (cohorts, cookie) => (await cohorts.registryFor(cookie)).remotes.find((remote) => remote.name === 'cards');
const silent = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} };

/** The gate's rollback of the canary, as checkCanaries asks it, at `at`. */
function autoRollback(dir, at, figures) {
  const cli = commands(dir, { at });
  cli.rollback('cards', undefined, { action: 'auto-rollback', canary: '1.1.0', reason: `1.1.0: ${figures}` });
  cli.close();
}

function rollOut(dir, at, options) {
  const cli = commands(dir, { at });
  cli.rollout('cards', '1.1.0', options);
  cli.close();
}

describe("the gate's rollbacks in the flags", () => {
  it('a remote the gate never rolled back: no metadata, the flag as before (a squad\'s own rollback adds none)', async () => {
    const dir = folder('mdp-releases-');
    const cli = await twoReleases(dir);
    cli.rollout('cards', '1.0.0', { percent: 100 });
    cli.rollout('cards', '1.1.0', { staff: true });
    cli.rollback('cards');
    assert.equal(cli.store.lastAutoRollback('cards'), undefined);
    assert.equal(cli.store.lastAutoRollback('home'), undefined);
    const flag = flagsIn(dir)[flagKey('cards')];
    assert.deepEqual(Object.keys(flag).sort(), ['defaultVariant', 'state', 'variants']);
    assert.deepEqual(flagDefinitions(cli.store, STAFF).flags[flagKey('cards')], flagOf(cli.store.state('cards'), (version) => cli.store.release('cards', version), STAFF));
    cli.close();
    assert.deepEqual(cohortsOver(dir).autoRollbacks(), []);
  });

  it("carries the remote's latest auto-rollback: the version withdrawn (the row before's canary), the reason without it, when", async () => {
    const dir = folder('mdp-releases-');
    (await twoReleases(dir)).close();
    rollOut(dir, '2026-11-29T10:00:00.000Z', { staff: true });
    autoRollback(dir, '2026-11-29T10:05:00.000Z', '30 % errors per page view against 1 % on the stable version, over 40 page views');
    const first = { autoRollbackVersion: '1.1.0', autoRollbackReason: '30 % errors per page view against 1 % on the stable version, over 40 page views', autoRollbackAt: '2026-11-29T10:05:00.000Z' };
    assert.deepEqual(flagsIn(dir)[flagKey('cards')].metadata, first);
    // The row itself holds the state after it: no canary; the version comes from the row before.
    const cli = commands(dir, { at: '2026-11-29T11:00:00.000Z' });
    assert.equal(cli.releases('cards').history.at(-1).canary, null);
    // Later rows keep it, a squad's rollback included; the next auto-rollback replaces it.
    cli.rollout('cards', '1.1.0', { businesses: ['biz_kilat'] });
    cli.rollback('cards');
    cli.close();
    assert.deepEqual(flagsIn(dir)[flagKey('cards')].metadata, first);
    rollOut(dir, '2026-11-30T08:00:00.000Z', { percent: 10 });
    assert.deepEqual(flagsIn(dir)[flagKey('cards')].metadata, first);
    autoRollback(dir, '2026-11-30T08:30:00.000Z', '12 % errors per page view against 0 % on the stable version, over 25 page views');
    assert.deepEqual(flagsIn(dir)[flagKey('cards')].metadata, {
      autoRollbackVersion: '1.1.0',
      autoRollbackReason: '12 % errors per page view against 0 % on the stable version, over 25 page views',
      autoRollbackAt: '2026-11-30T08:30:00.000Z',
    });
  });

  it("flagd accepts the file with the metadata (its schema, strictly), and still evaluates each cohort's version", async () => {
    const dir = folder('mdp-releases-');
    const cli = await twoReleases(dir);
    cli.rollout('cards', '1.0.0', { percent: 100 });
    cli.rollout('cards', '1.1.0', { percent: 10 });
    cli.rollback('cards', undefined, { action: 'auto-rollback', canary: '1.1.0', reason: '1.1.0: 30 % errors' });
    cli.rollout('cards', '1.1.0', { staff: true });
    cli.close();
    const text = readFileSync(path.join(dir, FLAGS_FILE), 'utf8');
    assert.doesNotThrow(() => new MemoryStorage(silent).setConfigurations(text, true));
    assert.equal(JSON.parse(text).flags[flagKey('cards')].metadata.autoRollbackReason, '30 % errors');
    const cohorts = cohortsOver(dir);
    assert.equal((await cardsOf(cohorts, 'biz_internal~internal.test')).version, '1.1.0');
    assert.equal((await cardsOf(cohorts, 'biz_internal~internal.test')).cohort, 'canary');
    assert.equal((await cardsOf(cohorts, 'biz_tokoku~tokoku.test')).version, '1.0.0');
    assert.deepEqual(cohorts.status(), { state: 'ok' });
    assert.deepEqual(cohorts.autoRollbacks(), [{ remote: 'cards', version: '1.1.0', reason: '30 % errors', at: '2026-11-29T09:00:00.000Z' }]);
  });
});

describe('autoRollbacks()', () => {
  const deployed = flagOf(NO_ROLLOUT, () => undefined, STAFF);
  const rolledBack = (version, reason, at) => ({ ...deployed, metadata: { autoRollbackVersion: version, autoRollbackReason: reason, autoRollbackAt: at } });

  it('lists every remote flag with the metadata, newest first, and skips malformed or missing metadata', async () => {
    const dir = folder('mdp-flags-');
    writeFlagFile(dir, {
      $schema: FLAGD_SCHEMA,
      flags: {
        [flagKey('cards')]: rolledBack('1.1.0', 'cards failed', '2026-11-29T10:00:00.000Z'),
        [flagKey('home')]: rolledBack('2.0.0-rc.1', 'home failed', '2026-11-30T08:00:00.000Z'),
        [flagKey('payments')]: rolledBack('0.3.1', 'payments failed', '2026-11-29T09:00:00.000Z'),
        [flagKey('settings')]: deployed,
        [flagKey('no-date')]: { ...deployed, metadata: { autoRollbackVersion: '1.0.0', autoRollbackReason: 'r' } },
        [flagKey('bad-date')]: rolledBack('1.0.0', 'r', 'yesterday'),
        [flagKey('bad-version')]: rolledBack('latest', 'r', '2026-11-29T10:00:00.000Z'),
        [flagKey('number-reason')]: rolledBack('1.0.0', 42, '2026-11-29T10:00:00.000Z'),
        [flagKey('other-keys')]: { ...deployed, metadata: { owner: 'cards squad' } },
        'not.a.remote.flag': rolledBack('1.0.0', 'r', '2026-12-01T10:00:00.000Z'),
      },
    });
    const cohorts = cohortsOver(dir);
    assert.deepEqual(cohorts.autoRollbacks(), [
      { remote: 'home', version: '2.0.0-rc.1', reason: 'home failed', at: '2026-11-30T08:00:00.000Z' },
      { remote: 'cards', version: '1.1.0', reason: 'cards failed', at: '2026-11-29T10:00:00.000Z' },
      { remote: 'payments', version: '0.3.1', reason: 'payments failed', at: '2026-11-29T09:00:00.000Z' },
    ]);
    // The flags evaluate as before: nothing rolled out, the deployment's registry.
    assert.deepEqual(await cohorts.registryFor('biz~staff.test'), REGISTRY);
  });

  it('reads the file when it changes; a corrupt one keeps the last good flags, and none ever read lists none', () => {
    const dir = folder('mdp-flags-');
    const none = cohortsOver(dir);
    assert.deepEqual(none.autoRollbacks(), []);
    writeFlagFile(dir, { $schema: FLAGD_SCHEMA, flags: { [flagKey('cards')]: deployed } });
    const cohorts = cohortsOver(dir);
    assert.deepEqual(cohorts.autoRollbacks(), []);
    writeFlagFile(dir, { $schema: FLAGD_SCHEMA, flags: { [flagKey('cards')]: rolledBack('1.1.0', 'cards failed', '2026-11-29T10:00:00.000Z') } });
    const expected = [{ remote: 'cards', version: '1.1.0', reason: 'cards failed', at: '2026-11-29T10:00:00.000Z' }];
    assert.deepEqual(cohorts.autoRollbacks(), expected);
    writeFileSync(path.join(dir, FLAGS_FILE), '{"flags": {"remote.cards.version": ');
    assert.deepEqual(cohorts.autoRollbacks(), expected);
    assert.deepEqual(cohorts.status(), { state: 'unusable', serving: 'last-good' });
    const corrupt = cohortsOver(dir);
    assert.deepEqual(corrupt.autoRollbacks(), []);
    assert.deepEqual(corrupt.status(), { state: 'unusable', serving: 'deployment' });
  });
});
