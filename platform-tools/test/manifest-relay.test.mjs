// The remotes' manifests the shell's page carries (decision 0084): what the shell's server asks the
// remotes for, keeps and puts in the page (node's test runner: platform-tools is plain ES modules).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { createManifestRelay } from '../manifest-relay.mjs';
import { createStaticServer } from '../serve.mjs';
import { REGISTRY } from './support/shell-registry.mjs';

function shellDist() {
  const dist = mkdtempSync(path.join(tmpdir(), 'mdp-shell-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><head><title>Dashboard</title></head>');
  return dist;
}

describe("the page's manifests (decision 0084)", () => {
  const HOME = REGISTRY.remotes[0].manifest;
  const manifestOf = (url) => ({ id: url, metaData: { name: url }, exposes: [], shared: [] });

  it('carries every manifest its remote gave, asks none for the light login, and drops the preload of one it carries', async () => {
    const dist = shellDist();
    const asked = [];
    // cards answers an error page, settings is down: the browser asks those two itself.
    const fetchImpl = async (url) => {
      asked.push(url);
      if (url.includes('settings')) throw new Error('connection refused');
      if (url.includes('cards')) return new Response('<html>oops</html>', { status: 502 });
      return Response.json(manifestOf(url));
    };
    const app = await createStaticServer({
      name: 'shell', root: dist, spa: true, registry: REGISTRY,
      runtimeConfig: { '/remotes.json': REGISTRY },
      manifestRelay: createManifestRelay({ fetchImpl }),
    });
    try {
      const page = (await app.inject({ url: '/home', headers: { 'accept-encoding': 'identity' } })).body;
      const block = page.match(/<script type="application\/json" id="mdp-manifests">(.*?)<\/script>/);
      const notifications = REGISTRY.remotes[3].manifest;
      assert.deepEqual(JSON.parse(block[1]), { [HOME]: manifestOf(HOME), [notifications]: manifestOf(notifications) });
      assert.doesNotMatch(page, /rel="preload" href="[^"]*home[^"]*mf-manifest/);
      // A manifest the page lacks is still preloaded for its path.
      const cardsPage = (await app.inject({ url: '/credit_cards/payments', headers: { 'accept-encoding': 'identity' } })).body;
      assert.match(cardsPage, /rel="preload" href="https:\/\/cards.example:8443\/mf-manifest.json"/);
      const askedBefore = asked.length;
      const login = (await app.inject({ url: '/login', headers: { 'accept-encoding': 'identity' } })).body;
      assert.doesNotMatch(login, /mdp-manifests/);
      assert.equal(asked.length, askedBefore);
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('the manifest relay', () => {
  const RELEASED = 'https://cdn.example/home/1.0.0/mf-manifest.json';
  const BUILT = 'http://localhost:4801/mf-manifest.json';
  const manifest = (version) => ({ metaData: { buildInfo: { buildVersion: version } }, exposes: [] });

  it("keeps a released version's manifest for good, and asks again for any other once it is older than freshMs, with its ETag", async () => {
    let clock = 0;
    let version = '1';
    const asked = [];
    const fetchImpl = async (url, init) => {
      asked.push([url, init.headers['if-none-match']]);
      if (url === BUILT && init.headers['if-none-match'] === `"${version}"`) return new Response(null, { status: 304 });
      return Response.json(manifest(version), { headers: { etag: `"${version}"` } });
    };
    const relay = createManifestRelay({ fetchImpl, freshMs: 1000, now: () => clock });
    const registry = { remotes: [{ manifest: RELEASED }, { manifest: BUILT }] };
    assert.deepEqual(Object.keys(await relay.manifests(registry)), [RELEASED, BUILT]);
    clock = 500;
    await relay.manifests(registry);
    assert.equal(asked.length, 2, 'both fresh');
    clock = 1500;
    assert.equal((await relay.manifestAt(BUILT)).metaData.buildInfo.buildVersion, '1');
    assert.deepEqual(asked.at(-1), [BUILT, '"1"'], 'revalidated, answered 304');
    version = '2';
    clock = 3000;
    assert.equal((await relay.manifestAt(BUILT)).metaData.buildInfo.buildVersion, '2', 'a rebuild is seen');
    assert.equal((await relay.manifestAt(RELEASED)).metaData.buildInfo.buildVersion, '1', 'a release never changes');
    assert.equal(asked.filter(([url]) => url === RELEASED).length, 1);
  });

  it('asks once for pages that want the same manifest at once, and leaves out one that is slow, failing or not a manifest', async () => {
    let calls = 0;
    const slow = createManifestRelay({
      timeoutMs: 50,
      fetchImpl: (url, init) => {
        calls += 1;
        return new Promise((resolve, reject) => init.signal.addEventListener('abort', () => reject(init.signal.reason)));
      },
    });
    // AbortSignal.timeout's timer does not hold the process open (a server does): this one does.
    const open = setTimeout(() => undefined, 5000);
    const answers = await Promise.all([slow.manifestAt(BUILT), slow.manifestAt(BUILT), slow.manifestAt(BUILT)]).finally(() => clearTimeout(open));
    assert.deepEqual(answers, [undefined, undefined, undefined]);
    assert.equal(calls, 1);
    assert.equal(await slow.manifestAt(BUILT), undefined, 'left out for failedMs without asking again');
    assert.equal(calls, 1);
    const wrong = createManifestRelay({ fetchImpl: async () => Response.json({ hello: 'world' }) });
    assert.deepEqual(await wrong.manifests({ remotes: [{ manifest: BUILT }] }), {});
  });

  it('asks a failing remote again once failedMs has passed, and keeps its manifest from then on', async () => {
    let clock = 0;
    let up = false;
    let calls = 0;
    const relay = createManifestRelay({
      now: () => clock,
      failedMs: 30_000,
      fetchImpl: async () => {
        calls += 1;
        if (!up) throw new Error('connection refused');
        return Response.json(manifest('1'));
      },
    });
    assert.equal(await relay.manifestAt(BUILT), undefined);
    up = true;
    clock = 29_000;
    assert.equal(await relay.manifestAt(BUILT), undefined, 'still left out');
    assert.equal(calls, 1);
    clock = 31_000;
    assert.equal((await relay.manifestAt(BUILT)).metaData.buildInfo.buildVersion, '1');
    assert.equal(calls, 2);
  });
});
