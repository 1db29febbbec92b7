// The registry a release cohort gets, and the servers that answer it
// (docs/decisions/0058-releases-and-cohorts.md): node's test runner, over temporary folders.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { createStaticServer } from '../serve.mjs';
import { cohortContext, cohortCookie, createCohortRegistry, entryOfVariant } from '../releases/cohort-registry.mjs';
import { FLAGS_FILE, flagKey } from '../releases/flags.mjs';
import { fractionalVariant, murmur3 } from './support/murmur3.mjs';
import { INTEGRITY, REGISTRY, folder, twoReleases } from './support/releases.mjs';

describe('the registry a cohort gets', () => {
  async function rolledOut(options) {
    const dir = folder('mdp-releases-');
    const cli = await twoReleases(dir);
    cli.rollout('cards', '1.0.0', { percent: 100 });
    if (options) cli.rollout('cards', '1.1.0', options);
    cli.close();
    return { dir, cohorts: createCohortRegistry({ registry: REGISTRY, flagsFile: path.join(dir, FLAGS_FILE), log: () => {} }) };
  }
  const cardsOf = async (cohorts, cookie) => (await cohorts.registryFor(cookie)).remotes.find((remote) => remote.name === 'cards');

  it('the stable version is served from its versioned path with its own integrity; other remotes stay as deployed', async () => {
    const { cohorts } = await rolledOut();
    const registry = await cohorts.registryFor(undefined);
    assert.deepEqual(registry.remotes[0], {
      ...REGISTRY.remotes[0],
      manifest: 'http://localhost:4803/1.0.0/mf-manifest.json',
      version: '1.0.0',
      integrity: INTEGRITY(2),
      cohort: 'stable',
    });
    assert.deepEqual(registry.remotes[1], REGISTRY.remotes[1]);
  });

  it('--staff: a staff session gets the canary, a merchant the stable version', async () => {
    const { cohorts } = await rolledOut({ staff: true });
    assert.equal((await cardsOf(cohorts, 'biz_internal~internal.test')).version, '1.1.0');
    assert.equal((await cardsOf(cohorts, 'biz_internal~internal.test')).cohort, 'canary');
    assert.equal((await cardsOf(cohorts, 'biz_tokoku~tokoku.test')).version, '1.0.0');
    assert.equal((await cardsOf(cohorts, 'biz_tokoku~tokoku.test')).cohort, 'stable');
    assert.equal((await cardsOf(cohorts, undefined)).version, '1.0.0');
  });

  it('--business: the listed businesses only', async () => {
    const { cohorts } = await rolledOut({ businesses: ['biz_kilat'] });
    assert.equal((await cardsOf(cohorts, 'biz_kilat~kilat.test')).version, '1.1.0');
    assert.equal((await cardsOf(cohorts, 'biz_tokoku~tokoku.test')).version, '1.0.0');
  });

  it('--percent 50: about half of the businesses, each always the same version; no business known: stable', async () => {
    const { dir, cohorts } = await rolledOut({ percent: 50 });
    const ids = Array.from({ length: 400 }, (_, index) => `biz_${index}`);
    const first = await Promise.all(ids.map(async (id) => (await cardsOf(cohorts, `${id}~shop.test`)).version));
    const canaries = first.filter((version) => version === '1.1.0').length;
    assert.ok(canaries > 160 && canaries < 240, `${canaries} of 400 on the canary`);
    // Sticky: again, from another server's evaluation, and whoever of the team (email domain) asks.
    const again = createCohortRegistry({ registry: REGISTRY, flagsFile: path.join(dir, FLAGS_FILE), log: () => {} });
    const second = await Promise.all(ids.map(async (id) => (await cardsOf(again, `${id}~other.test`)).version));
    assert.deepEqual(second, first);
    assert.equal((await cardsOf(cohorts, undefined)).version, '1.0.0');
  });

  it('--percent 10 and 50: each business gets the version flagd\'s documented hash puts it in, computed here independently', async () => {
    // The independent hash first: MurmurHash3 x86 32-bit's published test vectors.
    for (const [text, seed, hash] of [['', 1, 0x514e28b7], ['aaaa', 0x9747b28c, 0x5a97808a], ['Hello, world!', 0x9747b28c, 0x24884cba]]) assert.equal(murmur3(text, seed), hash);
    const ids = Array.from({ length: 300 }, (_, index) => `biz_${index.toString(36)}_${index % 7}`);
    for (const percent of [10, 50]) {
      const { cohorts } = await rolledOut({ percent });
      const served = await Promise.all(ids.map(async (id) => (await cardsOf(cohorts, `${id}~shop.test`)).version));
      // Business ids are ASCII (BUSINESS_ID), where every MurmurHash3 agrees on the bytes hashed.
      const expected = ids.map((id) => (fractionalVariant(flagKey('cards'), id, [['1.1.0', percent], ['deployment', 100 - percent]]) === '1.1.0' ? '1.1.0' : '1.0.0'));
      assert.deepEqual(served, expected);
      const share = expected.filter((version) => version === '1.1.0').length / ids.length;
      assert.ok(Math.abs(share - percent / 100) < 0.08, `${Math.round(share * 100)} % on the canary at --percent ${percent}`);
    }
  });

  it('--percent 0: no business gets the canary, every one keeps the stable version', async () => {
    const { cohorts } = await rolledOut({ percent: 0 });
    const ids = Array.from({ length: 200 }, (_, index) => `biz_${index}~shop.test`);
    const versions = new Set(await Promise.all(ids.map(async (cookie) => (await cardsOf(cohorts, cookie)).version)));
    assert.deepEqual([...versions], ['1.0.0']);
  });

  it('a corrupt or missing flag file keeps the last good flags, and says so once', async () => {
    const { dir } = await rolledOut({ staff: true });
    const logged = [];
    const cohorts = createCohortRegistry({ registry: REGISTRY, flagsFile: path.join(dir, FLAGS_FILE), log: (line) => logged.push(line) });
    assert.equal((await cardsOf(cohorts, 'x~staff.test')).version, '1.1.0');
    writeFileSync(path.join(dir, FLAGS_FILE), '{"flags": {"remote.cards.version": ');
    assert.equal((await cardsOf(cohorts, 'x~staff.test')).version, '1.1.0');
    assert.equal((await cardsOf(cohorts, 'x~staff.test')).version, '1.1.0');
    assert.equal(logged.length, 1);
    assert.match(logged[0], /flags\.json is not usable .*; serving the last good flags$/);
    assert.match(cohorts.problem(), /is not usable/);
    assert.deepEqual(cohorts.status(), { state: 'unusable', serving: 'last-good' });
    rmSync(path.join(dir, FLAGS_FILE));
    assert.equal((await cardsOf(cohorts, 'x~staff.test')).version, '1.1.0');
    assert.match(cohorts.problem(), /is missing/);
    assert.deepEqual(cohorts.status(), { state: 'missing', serving: 'last-good' });
  });

  it("no flag file, or one that is not JSON from the start: the deployment's registry", async () => {
    const dir = folder('mdp-releases-');
    const none = createCohortRegistry({ registry: REGISTRY, flagsFile: path.join(dir, FLAGS_FILE), log: () => {} });
    assert.deepEqual(await none.registryFor('biz~staff.test'), REGISTRY);
    assert.equal(none.problem(), undefined);
    writeFileSync(path.join(dir, FLAGS_FILE), 'not json');
    const logged = [];
    const corrupt = createCohortRegistry({ registry: REGISTRY, flagsFile: path.join(dir, FLAGS_FILE), log: (line) => logged.push(line) });
    assert.deepEqual(await corrupt.registryFor('biz~staff.test'), REGISTRY);
    assert.match(logged[0], /serving the deployment's registry$/);
    assert.deepEqual(none.status(), { state: 'unusable', serving: 'deployment' });
    assert.deepEqual(corrupt.status(), { state: 'unusable', serving: 'deployment' });
  });

  it('reads the cookie strictly: a malformed business id or domain is no cohort', () => {
    assert.deepEqual(cohortContext('biz_tokoku~Tokoku.Test'), { targetingKey: 'biz_tokoku', businessId: 'biz_tokoku', emailDomain: 'tokoku.test' });
    assert.deepEqual(cohortContext('biz tokoku~<script>'), {});
    assert.deepEqual(cohortContext(undefined), {});
    assert.equal(cohortCookie('a=1; mdpCohort=biz_x~x.test; b=2'), 'biz_x~x.test');
    assert.equal(cohortCookie(undefined), undefined);
    assert.deepEqual(entryOfVariant(REGISTRY.remotes[1], { version: '../../evil' }), REGISTRY.remotes[1]);
  });
});

describe('the servers', () => {
  it("a remote's server serves each released version at /<version>/ beside its current build", async () => {
    const root = folder('mdp-remote-dist-');
    writeFileSync(path.join(root, 'mf-manifest.json'), '{"current":true}');
    const versions = folder('mdp-remote-versions-');
    mkdirSync(path.join(versions, '1.0.0'));
    writeFileSync(path.join(versions, '1.0.0', 'mf-manifest.json'), '{"version":"1.0.0"}');
    const app = await createStaticServer({ name: 'cards', root, versions, corsOrigins: ['http://localhost:4800'] });
    assert.equal((await app.inject('/mf-manifest.json')).body, '{"current":true}');
    const versioned = await app.inject('/1.0.0/mf-manifest.json');
    assert.equal(versioned.statusCode, 200);
    assert.equal(versioned.body, '{"version":"1.0.0"}');
    assert.equal((await app.inject('/2.0.0/mf-manifest.json')).statusCode, 404);
    await app.close();
  });

  it("the shell's page and /remotes.json carry the requesting session's cohort's registry, and vary by cookie", async () => {
    const root = folder('mdp-shell-dist-');
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    const { cohorts } = await (async () => {
      const dir = folder('mdp-releases-');
      const cli = await twoReleases(dir);
      cli.rollout('cards', '1.1.0', { staff: true });
      cli.close();
      return { cohorts: createCohortRegistry({ registry: REGISTRY, flagsFile: path.join(dir, FLAGS_FILE), log: () => {} }) };
    })();
    const app = await createStaticServer({
      name: 'shell',
      root,
      spa: true,
      registry: REGISTRY,
      runtimeConfig: { '/remotes.json': REGISTRY, '/deployment.json': { brand: 'MAIN' } },
      registryFor: (request) => cohorts.registryFor(cohortCookie(request.headers.cookie)),
    });
    const staff = await app.inject({ url: '/home', headers: { cookie: 'mdpCohort=biz_internal~internal.test' } });
    assert.match(staff.body, /localhost:4803\/1\.1\.0\/mf-manifest\.json/);
    assert.match(staff.headers.vary, /Cookie/);
    const merchant = await app.inject({ url: '/home', headers: { cookie: 'mdpCohort=biz_tokoku~tokoku.test' } });
    assert.doesNotMatch(merchant.body, /1\.1\.0/);
    const json = await app.inject({ url: '/remotes.json', headers: { cookie: 'mdpCohort=biz_internal~staff.test' } });
    assert.equal(json.json().remotes[0].version, '1.1.0');
    await app.close();
  });
});
