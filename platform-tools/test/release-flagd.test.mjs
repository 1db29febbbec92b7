// The release flags from a flagd service (docs/decisions/0095-flagd-service.md): the shell's server
// follows flagd's sync API and evaluates the flags itself. Here a sync service that speaks flagd's
// protocol from the same flag file; flagd's own in-process provider is the witness that it does.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import grpc from '@grpc/grpc-js';
import { FlagdProvider } from '@openfeature/flagd-provider';
import { OpenFeature } from '@openfeature/server-sdk';
import { createStaticServer } from '../serve.mjs';
import { createCohortRegistry, flagdAddressFromEnv } from '../releases/cohort-registry.mjs';
import { flagSyncService } from '../releases/flagd-sync.mjs';
import { FLAGS_FILE, ensureFlagFile, flagKey } from '../releases/flags.mjs';
import { openReleaseStore } from '../releases/store.mjs';
import { REGISTRY, STAFF, folder, twoReleases } from './support/releases.mjs';

/** A flagd sync service on a free port: `send(text)` pushes a configuration to every follower. */
async function fakeFlagd(initial, port = 0) {
  const streams = new Set();
  let current = initial;
  const server = new grpc.Server();
  server.addService(flagSyncService().service, {
    syncFlags(call) {
      streams.add(call);
      call.on('cancelled', () => streams.delete(call));
      call.write({ flagConfiguration: current });
    },
  });
  const bound = await new Promise((resolve, reject) =>
    server.bindAsync(`127.0.0.1:${port}`, grpc.ServerCredentials.createInsecure(), (error, chosen) => (error ? reject(error) : resolve(chosen))),
  );
  return {
    address: `127.0.0.1:${bound}`,
    port: bound,
    followers: () => streams.size,
    send(text) {
      current = text;
      for (const call of streams) call.write({ flagConfiguration: text });
    },
    /** Gone at once, its streams cut, as when its pod is stopped. */
    stop: async () => server.forceShutdown(),
  };
}

const FAST = { initialMs: 50, maxMs: 200 };

/** Released cards 1.0.0 (stable) and 1.1.0 to staff: the flag file the commands wrote, as text. */
async function flagsWithStaffCanary() {
  const dir = folder('mdp-releases-');
  const cli = await twoReleases(dir);
  cli.rollout('cards', '1.0.0', { percent: 100 });
  cli.rollout('cards', '1.1.0', { staff: true });
  const text = readFileSync(path.join(dir, FLAGS_FILE), 'utf8');
  cli.rollout('cards', '1.1.0', { percent: 100 });
  return { staffCanary: text, promoted: readFileSync(path.join(dir, FLAGS_FILE), 'utf8'), close: () => cli.close() };
}

const cardsOf = async (cohorts, cookie) => (await cohorts.registryFor(cookie)).remotes.find((remote) => remote.name === 'cards');
const until = async (check, what) => {
  for (let tries = 0; tries < 200; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  assert.fail(`waited for ${what}`);
};

describe('MDP_RELEASE_FLAGS_SYNC', () => {
  it('is host:port or nothing', () => {
    assert.equal(flagdAddressFromEnv({}), undefined);
    assert.equal(flagdAddressFromEnv({ MDP_RELEASE_FLAGS_SYNC: 'release-flags:8015' }), 'release-flags:8015');
    for (const bad of ['release-flags', 'grpc://release-flags:8015', 'release-flags:99999', 'a b:1']) {
      assert.throws(() => flagdAddressFromEnv({ MDP_RELEASE_FLAGS_SYNC: bad }), /is not host:port/);
    }
  });
});

describe('the cohort registry following flagd', () => {
  it("flagd's own in-process provider reads the fake's stream: the protocol is flagd's", async () => {
    const flags = await flagsWithStaffCanary();
    const flagd = await fakeFlagd(flags.staffCanary);
    const provider = new FlagdProvider({ resolverType: 'in-process', host: '127.0.0.1', port: flagd.port, deadlineMs: 2_000 });
    try {
      await OpenFeature.setProviderAndWait('flagd-witness', provider);
      const client = OpenFeature.getClient('flagd-witness');
      const staff = await client.getObjectValue(flagKey('cards'), {}, { targetingKey: 'biz_internal', businessId: 'biz_internal', emailDomain: 'internal.test' });
      const merchant = await client.getObjectValue(flagKey('cards'), {}, { targetingKey: 'biz_tokoku', businessId: 'biz_tokoku', emailDomain: 'tokoku.test' });
      assert.equal(staff.version, '1.1.0');
      assert.equal(merchant.version, '1.0.0');
    } finally {
      await OpenFeature.clearProviders();
      await flagd.stop();
      flags.close();
    }
  });

  it('serves each cohort from the flags flagd sends, and the next configuration on its next page load', async () => {
    const flags = await flagsWithStaffCanary();
    const flagd = await fakeFlagd(flags.staffCanary);
    const cohorts = createCohortRegistry({ registry: REGISTRY, flagdAddress: flagd.address, log: () => {} });
    try {
      assert.equal((await cardsOf(cohorts, 'biz_tokoku~tokoku.test')).version, '0.1.0');
      await until(() => cohorts.ready(), 'the first configuration');
      assert.equal((await cardsOf(cohorts, 'biz_internal~internal.test')).version, '1.1.0');
      assert.equal((await cardsOf(cohorts, 'biz_internal~internal.test')).cohort, 'canary');
      assert.equal((await cardsOf(cohorts, 'biz_tokoku~tokoku.test')).version, '1.0.0');
      assert.deepEqual(cohorts.status(), { state: 'ok' });
      flagd.send(flags.promoted);
      await until(async () => (await cardsOf(cohorts, 'biz_tokoku~tokoku.test')).version === '1.1.0', 'the promotion');
    } finally {
      cohorts.close();
      await flagd.stop();
      flags.close();
    }
  });

  it('keeps the last good flags while flagd is away or sends junk, says so, and follows it again when it is back', async () => {
    const flags = await flagsWithStaffCanary();
    let flagd = await fakeFlagd(flags.staffCanary);
    const { port } = flagd;
    const logged = [];
    const cohorts = createCohortRegistry({ registry: REGISTRY, flagdAddress: flagd.address, flagdBackoff: FAST, log: (line) => logged.push(line) });
    try {
      await until(() => cohorts.ready(), 'the first configuration');
      flagd.send('{"flags": {"remote.cards.ver');
      await until(() => cohorts.status().state === 'unusable', 'the junk reported');
      assert.equal((await cardsOf(cohorts, 'biz_internal~internal.test')).version, '1.1.0');
      await flagd.stop();
      await until(() => cohorts.status().state === 'unreachable', 'flagd reported away');
      assert.deepEqual(cohorts.status(), { state: 'unreachable', serving: 'last-good' });
      assert.equal((await cardsOf(cohorts, 'biz_internal~internal.test')).version, '1.1.0');
      assert.ok(logged.some((line) => /^release flags: flagd at 127\.0\.0\.1:\d+ .+; serving the last good flags$/.test(line)), logged.join('\n'));
      flagd = await fakeFlagd(flags.promoted, port);
      await until(async () => (await cardsOf(cohorts, 'biz_internal~internal.test')).version === '1.1.0' && cohorts.status().state === 'ok', 'flagd followed again');
      assert.equal((await cardsOf(cohorts, 'biz_tokoku~tokoku.test')).version, '1.1.0');
    } finally {
      cohorts.close();
      await flagd.stop();
      flags.close();
    }
  });

  it("a replica is not ready (/readyz 503) until flagd's flags have come; reading the file, it always is", async () => {
    const unreachable = createCohortRegistry({ registry: REGISTRY, flagdAddress: '127.0.0.1:9', log: () => {} });
    const dist = folder('mdp-shell-');
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    const server = await createStaticServer({ name: 'shell', root: dist, spa: true, registry: REGISTRY, runtimeConfig: { '/remotes.json': REGISTRY }, ready: unreachable.ready });
    try {
      const answer = await server.inject({ method: 'GET', url: '/readyz' });
      assert.equal(answer.statusCode, 503);
      assert.deepEqual(answer.json(), { ready: false });
      assert.deepEqual((await (await createStaticServer({ name: 'shell', root: dist, spa: true, registry: REGISTRY })).inject({ url: '/readyz' })).json(), { ready: true });
      const fromFile = createCohortRegistry({ registry: REGISTRY, flagsFile: path.join(folder('mdp-releases-'), FLAGS_FILE), log: () => {} });
      assert.equal(fromFile.ready(), true);
    } finally {
      unreachable.close();
      await server.close();
    }
  });
});

describe("the flag file flagd serves (the release-tools pod's gate writes it)", () => {
  it('is written for a new release store, and never over the commands\' file', async () => {
    const fresh = folder('mdp-releases-');
    const store = openReleaseStore(fresh);
    assert.equal(ensureFlagFile(fresh, store, STAFF), true);
    assert.deepEqual(JSON.parse(readFileSync(path.join(fresh, FLAGS_FILE), 'utf8')).flags, {});
    store.close();
    const flags = await flagsWithStaffCanary();
    const dir = folder('mdp-releases-');
    writeFileSync(path.join(dir, FLAGS_FILE), flags.staffCanary);
    const other = openReleaseStore(dir);
    assert.equal(ensureFlagFile(dir, other, STAFF), false);
    assert.equal(readFileSync(path.join(dir, FLAGS_FILE), 'utf8'), flags.staffCanary);
    other.close();
    flags.close();
  });
});
