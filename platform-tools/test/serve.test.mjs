// The static servers' answers (node's test runner: platform-tools is plain ES modules): runtime
// configuration from memory, pre-compressed assets, cache headers and the security headers.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { cacheControlFor, createStaticServer } from '../serve.mjs';
import { cspHeaderValue, shellCspDirectives } from '../security-headers.mjs';
import { REGISTRY } from './support/shell-registry.mjs';

const SHELL_ORIGIN = 'http://localhost:4800';
const DEPLOYMENT = { brand: 'MAIN', authentication: 'token', links: { docs: 'https://docs.example/</script><script>alert(1)</script>' } };
const CHUNK = 'vendors.0123456789.js';
const SCRIPT = `console.log(${JSON.stringify('a chunk '.repeat(200))});\n`;

/** A built package's dist: a page or a manifest, an entry and a hashed chunk with .br/.gz siblings. */
function writeDist(dir, kind) {
  const files = kind === 'shell' ? { 'index.html': '<!doctype html><head><title>Dashboard</title></head><body></body>' } : { 'mf-manifest.json': '{"id":"mfe_cards"}' };
  files['remoteEntry.js'] = SCRIPT;
  files[CHUNK] = SCRIPT;
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), body);
  for (const name of ['remoteEntry.js', CHUNK]) {
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(SCRIPT));
  }
}

/** What webpack's `output.clean` and a new build do to dist while the server keeps running. */
function rebuild(dir) {
  for (const file of readdirSync(dir)) rmSync(path.join(dir, file), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><head><title>Dashboard, rebuilt</title></head>');
}

describe('the shell server', () => {
  let dist;
  let app;
  before(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'mdp-shell-dist-'));
    writeDist(dist, 'shell');
    app = await createStaticServer({
      name: 'shell',
      root: dist,
      spa: true,
      registry: REGISTRY,
      runtimeConfig: { '/remotes.json': REGISTRY, '/deployment.json': DEPLOYMENT },
      // The pages of these tests carry no manifests; `the page's manifests` below gives its own.
      manifestRelay: false,
    });
  });
  after(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers remotes.json and deployment.json from memory, no-cache, even after dist is cleaned and rebuilt', async () => {
    for (const when of ['before the rebuild', 'after the rebuild']) {
      const registry = await app.inject({ url: '/remotes.json' });
      assert.equal(registry.statusCode, 200, when);
      assert.equal(registry.headers['cache-control'], 'no-cache');
      assert.match(registry.headers['content-type'], /^application\/json/);
      assert.deepEqual(registry.json(), REGISTRY);
      const deployment = await app.inject({ url: '/deployment.json' });
      assert.equal(deployment.statusCode, 200, when);
      assert.deepEqual(deployment.json(), DEPLOYMENT);
      if (when === 'before the rebuild') rebuild(dist);
    }
    const page = await app.inject({ url: '/home' });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /rebuilt/);
  });

  it('inlines the registry and the deployment in the page as JSON data blocks that nothing in them can end', async () => {
    for (const url of ['/', '/index.html', '/login', '/credit_cards/payments?page=2']) {
      const page = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      assert.equal(page.statusCode, 200, url);
      assert.match(page.headers['content-type'], /^text\/html/);
      assert.equal(page.headers['cache-control'], 'no-cache');
      const blocks = [...page.body.matchAll(/<script type="application\/json" id="([^"]+)">(.*?)<\/script>/g)];
      assert.deepEqual(
        blocks.map(([, id]) => id),
        ['mdp-registry', 'mdp-deployment'],
        url,
      );
      assert.deepEqual(JSON.parse(blocks[0][2]), REGISTRY);
      // The deployment's link holds `</script>`: escaped as \u003c, it stays data.
      assert.deepEqual(JSON.parse(blocks[1][2]), DEPLOYMENT);
      assert.doesNotMatch(blocks[1][2], /</);
      // Only data blocks: the policy without 'unsafe-inline' still covers every script of the page.
      assert.equal([...page.body.matchAll(/<script(?![^>]*type="application\/json")/g)].length, 0, url);
    }
  });

  it("preloads the manifest of the path's remote and its pinned entry, not the header's slot fillers", async () => {
    const preloads = async (url) => {
      const page = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      return [...page.body.matchAll(/<link rel="preload" ([^>]*)>/g)].map(([, attributes]) => attributes);
    };
    // The bell's manifest is asked for once the page's remote is here (RemoteLoader.startVisit), not with the page's code.
    assert.deepEqual(await preloads('/credit_cards/payment/py_1'), [
      'href="https://cards.example:8443/mf-manifest.json" as="fetch" crossorigin="anonymous"',
      'href="https://cards.example:8443/remoteEntry.js" as="script" crossorigin="anonymous" integrity="sha384-cardsEntryHash"',
    ]);
    // No integrity pinned: the entry is not preloaded (its script would not match the preload).
    assert.deepEqual(await preloads('/home'), ['href="https://cdn.example/home/1.0.0/mf-manifest.json" as="fetch" crossorigin="anonymous"']);
    // The slot filler's own page preloads it, as the owner.
    assert.equal((await preloads('/notification-center')).length, 2);
    // A development override loads a remote from elsewhere: nothing is preloaded.
    assert.deepEqual(await preloads('/credit_cards/payments?remote:cards=http://localhost:5803/mf-manifest.json'), []);
    assert.equal((await preloads('/credit_cards/payments?page=2')).length, 2);
    // Paths no remote declares (the login page, the shell's own pages) load no remote.
    assert.deepEqual(await preloads('/login'), []);
    assert.deepEqual(await preloads('/credit_cardsX'), []);
  });

  it('sends the page compressed as Accept-Encoding asks, and revalidates it by its ETag', async () => {
    const plain = await app.inject({ url: '/settings/team', headers: { 'accept-encoding': 'identity' } });
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ]) {
      const page = await app.inject({ url: '/settings/team', headers: { 'accept-encoding': accept } });
      assert.equal(page.headers['content-encoding'], encoding);
      assert.match(page.headers.vary, /accept-encoding/i);
      assert.equal(decode(page.rawPayload).toString(), plain.body);
    }
    const again = await app.inject({ url: '/settings/team', headers: { 'if-none-match': plain.headers.etag } });
    assert.equal(again.statusCode, 304);
    // Another path's preloads make another page, with another ETag.
    assert.notEqual((await app.inject({ url: '/home' })).headers.etag, plain.headers.etag);
  });

  it('revalidates the registry with its ETag', async () => {
    const first = await app.inject({ url: '/remotes.json' });
    assert.ok(first.headers.etag);
    const again = await app.inject({ url: '/remotes.json', headers: { 'if-none-match': first.headers.etag } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
  });

  it("sends the page's Content Security Policy: exactly the registry's origins, nothing inline, no eval", async () => {
    const page = await app.inject({ url: '/settings/business-profile' });
    const csp = page.headers['content-security-policy'];
    const remotes = "'self' http://localhost:5803 https://cards.example:8443 https://cdn.example";
    assert.equal(
      csp,
      [
        "default-src 'self'",
        `script-src ${remotes}`,
        `style-src ${remotes}`,
        `img-src ${remotes} data:`,
        `font-src ${remotes}`,
        `connect-src ${remotes} ws://localhost:5803`,
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ].join(';'),
    );
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|\*/);
    assert.equal(cspHeaderValue(shellCspDirectives(REGISTRY)).replace(/; /g, ';'), csp);
  });

  it('sends the security headers on the page, the registry and a missing file alike', async () => {
    for (const url of ['/', '/remotes.json', '/missing.js']) {
      const { headers } = await app.inject({ url });
      assert.equal(headers['x-content-type-options'], 'nosniff', url);
      assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
      assert.equal(headers['permissions-policy'], 'camera=(), microphone=(), geolocation=()', url);
      assert.equal(headers['cross-origin-opener-policy'], 'same-origin', url);
      assert.equal(headers['x-frame-options'], 'DENY', url);
      assert.ok(headers['content-security-policy'], url);
    }
  });

  it("sends the page's policy with the page only: code and JSON get one that allows nothing (issue 46)", async () => {
    const page = await app.inject({ url: '/home' });
    assert.match(page.headers['content-security-policy'], /^default-src 'self';script-src 'self' /);
    for (const url of ['/remotes.json', '/missing.js']) {
      const { headers } = await app.inject({ url });
      assert.equal(headers['content-security-policy'], "default-src 'none';frame-ancestors 'none';base-uri 'none'", url);
    }
  });
});

describe('a runtime document computed per request', () => {
  it('asks its function on every request (the release status the platform tools panel reads)', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'mdp-shell-dist-'));
    writeDist(dist, 'shell');
    let asked = 0;
    const app = await createStaticServer({
      name: 'shell', root: dist, spa: true, registry: REGISTRY,
      runtimeConfig: { '/release-status.json': () => ({ flags: { state: 'ok' }, asked: (asked += 1) }) },
    });
    try {
      assert.deepEqual((await app.inject({ url: '/release-status.json' })).json(), { flags: { state: 'ok' }, asked: 1 });
      const second = await app.inject({ url: '/release-status.json' });
      assert.equal(second.json().asked, 2);
      assert.equal(second.headers['cache-control'], 'no-cache');
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('a remote server', () => {
  let dist;
  let app;
  before(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'mdp-remote-dist-'));
    writeDist(dist, 'remote');
    app = await createStaticServer({ name: 'cards', root: dist, corsOrigins: [SHELL_ORIGIN] });
  });
  after(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends brotli, gzip or the raw file as Accept-Encoding asks, with Vary: Accept-Encoding', async () => {
    const answers = {};
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ]) {
      const response = await app.inject({ url: `/${CHUNK}`, headers: { 'accept-encoding': accept } });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-encoding'], encoding, accept);
      assert.match(response.headers['content-type'], /^application\/javascript/);
      assert.match(response.headers.vary, /accept-encoding/i);
      const body = response.rawPayload;
      const decoded = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
      assert.equal(decoded.toString(), SCRIPT);
      answers[accept] = response.headers.etag;
    }
    // Each variant has its own ETag: a cache never answers one encoding's revalidation with another's.
    assert.equal(new Set(Object.values(answers)).size, 3);
  });

  it('caches hashed chunks for a year and revalidates entries and manifests, compressed or not', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': accept };
      assert.equal((await app.inject({ url: `/${CHUNK}`, headers })).headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal((await app.inject({ url: '/remoteEntry.js', headers })).headers['cache-control'], 'no-cache');
      assert.equal((await app.inject({ url: '/mf-manifest.json', headers })).headers['cache-control'], 'no-cache');
    }
    const first = await app.inject({ url: `/${CHUNK}`, headers: { 'accept-encoding': 'br' } });
    const again = await app.inject({ url: `/${CHUNK}`, headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.etag } });
    assert.equal(again.statusCode, 304);
  });

  it("allows CORS for the shell's origin only, and sends nosniff and Cross-Origin-Resource-Policy: cross-origin", async () => {
    const shell = await app.inject({ url: '/mf-manifest.json', headers: { origin: SHELL_ORIGIN } });
    assert.equal(shell.headers['access-control-allow-origin'], SHELL_ORIGIN);
    assert.equal(shell.headers['x-content-type-options'], 'nosniff');
    assert.equal(shell.headers['cross-origin-resource-policy'], 'cross-origin');
    assert.equal(shell.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.equal(shell.headers['permissions-policy'], 'camera=(), microphone=(), geolocation=()');
    const other = await app.inject({ url: '/mf-manifest.json', headers: { origin: 'https://elsewhere.example' } });
    assert.equal(other.headers['access-control-allow-origin'], undefined);
  });
});

describe('cacheControlFor', () => {
  it('treats a pre-compressed sibling like the file it compresses', () => {
    assert.equal(cacheControlFor('main.0123456789.css.br'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlFor('main.0123456789.js.gz'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlFor('remoteEntry.js.br'), 'no-cache');
    assert.equal(cacheControlFor('index.html.gz'), 'no-cache');
  });
});
