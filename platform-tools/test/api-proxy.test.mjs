// The shell's /api proxy (node's test runner): whose address the gateway is told (issue 43 §2), and
// what a slow or failing gateway does to the browser's requests (issue 43 §4, docs/security.md).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { API_PROXY_LIMITS, apiLimitsFromEnv, createStaticServer, gatewayUrlFromEnv, trustedProxiesFromEnv } from '../serve.mjs';

/** The smallest shell build a server starts on: its page. */
function writeShell(dir) {
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
}

describe("the shell's /api proxy", () => {
  let dist;
  let upstream;
  let app;
  before(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'mdp-shell-dist-'));
    writeShell(dist);
    // A gateway that answers the headers it was sent.
    upstream = createServer((request, response) => response.setHeader('content-type', 'application/json').end(JSON.stringify(request.headers)));
    await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const apiUpstream = `http://127.0.0.1:${upstream.address().port}`;
    app = await createStaticServer({ name: 'shell', root: dist, spa: true, registry: { remotes: [], overrideOrigins: [] }, apiUpstream });
  });
  after(async () => {
    await app.close();
    await new Promise((resolve) => upstream.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  it("replaces a client's X-Forwarded-For, -Host and -Proto with the address, host and scheme it saw", async () => {
    const answer = await app.inject({
      url: '/api/health',
      remoteAddress: '192.0.2.44',
      headers: { host: 'localhost:4800', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'for=203.0.113.9' },
    });
    assert.equal(answer.statusCode, 200);
    const seen = answer.json();
    assert.equal(seen['x-forwarded-for'], '192.0.2.44');
    assert.equal(seen['x-forwarded-proto'], 'http');
    assert.equal(seen.host, 'localhost:4800');
    assert.equal(seen['x-forwarded-host'], 'localhost:4800');
    assert.equal(seen.forwarded, undefined);
  });

  it("sends the host the browser asked for as X-Forwarded-Host, never the one a client claims (issue 43 §7)", async () => {
    const answer = await app.inject({
      url: '/api/health',
      remoteAddress: '192.0.2.45',
      headers: { host: 'dashboard.example.com', 'x-forwarded-host': 'localhost', 'x-forwarded-proto': 'https' },
    });
    assert.equal(answer.statusCode, 200);
    const seen = answer.json();
    assert.equal(seen.host, 'dashboard.example.com');
    assert.equal(seen['x-forwarded-host'], 'dashboard.example.com');
    // The scheme is the connection's own: a client cannot claim https for a plain http connection.
    assert.equal(seen['x-forwarded-proto'], 'http');
  });
});

describe("the shell's /api proxy behind a trusted ingress (MDP_TRUSTED_PROXIES, the shell image on Kubernetes)", () => {
  let dist;
  let upstream;
  let app;
  before(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'mdp-shell-dist-'));
    writeShell(dist);
    upstream = createServer((request, response) => response.setHeader('content-type', 'application/json').end(JSON.stringify(request.headers)));
    await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const trustedProxies = trustedProxiesFromEnv({ MDP_TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.1' });
    app = await createStaticServer({ name: 'shell', root: dist, spa: true, registry: { remotes: [], overrideOrigins: [] }, apiUpstream: `http://127.0.0.1:${upstream.address().port}`, trustedProxies });
  });
  after(async () => {
    await app.close();
    await new Promise((resolve) => upstream.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  it('takes the address and scheme the ingress saw: the rightmost address of its X-Forwarded-For that is not a proxy', async () => {
    const answer = await app.inject({
      url: '/api/health',
      remoteAddress: '10.1.2.3',
      // The client wrote 203.0.113.9; the ingress appended the client it saw, behind another trusted hop.
      headers: { host: 'dashboard.example.com', 'x-forwarded-for': '203.0.113.9, 198.51.100.7, 192.0.2.1', 'x-forwarded-proto': 'https' },
    });
    const seen = answer.json();
    assert.equal(seen['x-forwarded-for'], '198.51.100.7');
    assert.equal(seen['x-forwarded-proto'], 'https');
    assert.equal(seen.host, 'dashboard.example.com');
  });

  it('believes no one else: a client outside the trusted blocks is its own address and scheme', async () => {
    const answer = await app.inject({ url: '/api/health', remoteAddress: '198.51.100.8', headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' } });
    const seen = answer.json();
    assert.equal(seen['x-forwarded-for'], '198.51.100.8');
    assert.equal(seen['x-forwarded-proto'], 'http');
  });

  it('refuses MDP_TRUSTED_PROXIES with a name or anything but addresses and blocks, as the nginx image did', () => {
    assert.deepEqual(trustedProxiesFromEnv({}), []);
    assert.deepEqual(trustedProxiesFromEnv({ MDP_TRUSTED_PROXIES: ' 10.0.0.0/8,,::1 ' }), ['10.0.0.0/8', '::1']);
    assert.throws(() => trustedProxiesFromEnv({ MDP_TRUSTED_PROXIES: '10.0.0.0/8,ingress;' }), /must list addresses or CIDR blocks, not ingress;/);
  });
});

describe('gatewayUrlFromEnv', () => {
  it('takes an http(s) origin, and refuses a path or another scheme with one line', () => {
    assert.equal(gatewayUrlFromEnv({}, 'http://localhost:4810'), 'http://localhost:4810');
    assert.equal(gatewayUrlFromEnv({ GATEWAY_URL: 'http://gateway:4810/' }, 'x'), 'http://gateway:4810');
    assert.throws(() => gatewayUrlFromEnv({ GATEWAY_URL: 'http://gateway:4810/api' }, 'x'), /without a path, not http:\/\/gateway:4810\/api/);
    assert.throws(() => gatewayUrlFromEnv({ GATEWAY_URL: 'gateway:4810' }, 'x'), /must be an http\(s\) URL/);
  });
});

describe("the shell's /api proxy under a slow or failing gateway", () => {
  let dist;
  let upstream;
  let app;
  /** Every request the gateway got, by path. */
  const seen = [];
  /** Answers of the hanging route, never sent until the test ends. */
  const hanging = [];
  before(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'mdp-shell-dist-'));
    writeShell(dist);
    upstream = createServer((request, response) => {
      seen.push(request.url);
      if (request.url === '/api/busy') return response.writeHead(503, { 'retry-after': '7', 'content-type': 'application/json' }).end('{"error_code":"SERVER_ERROR"}');
      if (request.url.startsWith('/api/hang')) return hanging.push(response);
      return response.setHeader('content-type', 'application/json').end('{"status":"ok"}');
    });
    await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const apiUpstream = `http://127.0.0.1:${upstream.address().port}`;
    app = await createStaticServer({ name: 'shell', root: dist, spa: true, registry: { remotes: [], overrideOrigins: [] }, apiUpstream, apiLimits: { ...API_PROXY_LIMITS, responseMs: 1_500 } });
  });
  after(async () => {
    for (const response of hanging) response.destroy();
    await app.close();
    await new Promise((resolve) => upstream.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  it('passes a 503 and its Retry-After on once: the gateway is asked one time', async () => {
    seen.length = 0;
    const answer = await app.inject({ url: '/api/busy' });
    assert.equal(answer.statusCode, 503);
    assert.equal(answer.headers['retry-after'], '7');
    assert.deepEqual(seen, ['/api/busy']);
  });

  it('answers 504 SERVER_ERROR for a gateway that sends nothing, when its response limit ends', async () => {
    const started = performance.now();
    const answer = await app.inject({ url: '/api/hang/one' });
    const took = performance.now() - started;
    assert.equal(answer.statusCode, 504);
    assert.equal(answer.json().error_code, 'SERVER_ERROR');
    assert.ok(took >= 1_400 && took < 5_000, `answered after ${Math.round(took)} ms`);
  });

  it('keeps answering other routes while 140 requests hang on one', async () => {
    const stuck = Array.from({ length: 140 }, (_, index) => app.inject({ url: `/api/hang/${index}` }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    const health = await app.inject({ url: '/api/health' });
    const took = performance.now() - started;
    assert.equal(health.statusCode, 200);
    assert.ok(took < 500, `the health check took ${Math.round(took)} ms`);
    await Promise.all(stuck);
  });
});

describe('apiLimitsFromEnv', () => {
  it('takes the answer limit in whole seconds from MDP_GATEWAY_TIMEOUT_SECONDS, and refuses anything else', () => {
    assert.equal(apiLimitsFromEnv({}), API_PROXY_LIMITS);
    assert.deepEqual(apiLimitsFromEnv({ MDP_GATEWAY_TIMEOUT_SECONDS: '8' }), { ...API_PROXY_LIMITS, responseMs: 8_000 });
    for (const bad of ['0', '8s', '1.5', '-3', '08']) {
      assert.throws(() => apiLimitsFromEnv({ MDP_GATEWAY_TIMEOUT_SECONDS: bad }), new RegExp(`whole number of seconds, not ${bad}`));
    }
  });
});
