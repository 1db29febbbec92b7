// The shell image's server run as deploy/docker/shell.Dockerfile runs it, without a container engine:
// its runtime stage's folder layout (platform-tools with its production dependencies, and what
// bin/shell-server-files.mjs copies), its ENV and its CMD, with RELEASES_DIR on a temporary folder
// holding a flag file (docs/decisions/0063-releases-in-containers.md). A stand-in page is enough:
// what is checked is the server, the cohorts and the proxy, not the shell's bundle.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { shellServerFiles } from '../bin/shell-server-files.mjs';
import { REMOTES } from '../ports.mjs';
import { FLAGD_SCHEMA, autoRollbackMetadata, flagKey, flagOf, writeFlagFile } from '../releases/flags.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCKERFILE = readFileSync(path.join(ROOT, 'deploy/docker/shell.Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
const RUNTIME_STAGE = DOCKERFILE.split(/^FROM /m).at(-1);

/** The runtime stage's ENV (`KEY=value` pairs), WORKDIR and CMD (exec form). */
const IMAGE_ENV = Object.fromEntries(
  [...RUNTIME_STAGE.matchAll(/^ENV (.+)$/gm)].flatMap(([, pairs]) => pairs.trim().split(/\s+/).map((pair) => pair.split('='))),
);
const IMAGE_CMD = JSON.parse(/^CMD (\[.+\])$/m.exec(RUNTIME_STAGE)[1]);
const CANARY = '9.9.9';
const CARDS_INTEGRITY = `sha384-${Buffer.alloc(48, 3).toString('base64')}`;
const CARDS_PUBLISHED = { ...JSON.parse(readFileSync(path.join(ROOT, 'mfe-cards/declaration.json'), 'utf8')), title: { en: 'Cards as published', id: 'Kartu' } };
const STAFF_DOMAINS = ['internal.test', 'staff.test'];

/** platform-tools as the runtime stage copies it, with only its production dependencies linked. */
function layOutPlatformTools(app) {
  const source = path.join(ROOT, 'platform-tools');
  cpSync(source, path.join(app, 'platform-tools'), {
    recursive: true,
    filter: (file) => !/^(node_modules|test)(\/|$)/.test(path.relative(source, file)),
  });
  const { dependencies } = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8'));
  for (const name of Object.keys(dependencies)) {
    const target = path.join(app, 'platform-tools/node_modules', name);
    mkdirSync(path.dirname(target), { recursive: true });
    symlinkSync(realpathSync(path.join(source, 'node_modules', name)), target);
  }
}

/** A checkout with a stand-in shell build: each remote's package.json and declaration.json, no build. */
function standInCheckout(dir) {
  const checkout = path.join(dir, 'checkout');
  for (const pkg of ['host-shell', ...REMOTES.map((remote) => remote.package)]) {
    mkdirSync(path.join(checkout, pkg), { recursive: true });
    cpSync(path.join(ROOT, pkg, 'package.json'), path.join(checkout, pkg, 'package.json'));
    if (pkg !== 'host-shell') cpSync(path.join(ROOT, pkg, 'declaration.json'), path.join(checkout, pkg, 'declaration.json'));
  }
  mkdirSync(path.join(checkout, 'host-shell/dist'));
  writeFileSync(path.join(checkout, 'host-shell/dist/index.html'), '<!doctype html><html><head><title>Dashboard</title></head><body></body></html>');
  return checkout;
}

/** cards at 9.9.9 for staff and the listed business; everyone else on the deployment's version. */
function writeCanaryFlags(releases, cohort) {
  const release = { version: CANARY, integrity: `sha384-${Buffer.alloc(48, 7).toString('base64')}`, declaration: JSON.parse(readFileSync(path.join(ROOT, 'mfe-cards/declaration.json'), 'utf8')) };
  const state = { stable: null, canary: cohort ? CANARY : null, percent: 0, staff: Boolean(cohort), businesses: cohort ? ['biz_canary'] : [] };
  writeFlagFile(releases, { $schema: FLAGD_SCHEMA, flags: { [flagKey('cards')]: flagOf(state, () => release, STAFF_DOMAINS) } });
}

const inlineRegistry = (html) => JSON.parse(/<script type="application\/json" id="mdp-registry">(.*?)<\/script>/.exec(html)[1]);
const cardsOf = (registry) => registry.remotes.find((entry) => entry.name === 'cards');

/** The runtime stage's folder in `dir`: platform-tools and what shell-server-files copies. */
function layOutImage(dir) {
  const app = path.join(dir, 'app');
  layOutPlatformTools(app);
  shellServerFiles(app, standInCheckout(dir));
  return app;
}

/** A port nothing listens on now. */
const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });

/**
 * The image's CMD in `app` with the image's environment and `env` (the addresses and the volume's
 * place differ on this machine), once it answers; `log()` is its output so far.
 */
async function runImage(app, env) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const [command, ...args] = IMAGE_CMD;
  assert.equal(command, 'node');
  const server = spawn(process.execPath, args, {
    cwd: app,
    env: { PATH: process.env.PATH, ...IMAGE_ENV, HOST: '127.0.0.1', SHELL_PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  // The other remotes do not answer here: a few seconds of tries each, side by side, before listening.
  for (const deadline = Date.now() + 30_000; ; ) {
    if (server.exitCode !== null) throw new Error(`the server exited: ${output}`);
    try {
      if ((await fetch(`${origin}/remotes.json`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { server, origin, log: () => output };
}

/** Stops a server this test started, by its process id. */
const stopImage = (server) => (server && server.exitCode === null ? new Promise((resolve) => server.once('exit', resolve).kill('SIGTERM')) : undefined);

describe("the shell image's server (shell.Dockerfile's layout, ENV and CMD)", () => {
  let dir;
  let releases;
  let server;
  let gateway;
  let origin;
  let cardsOrigin;
  let log = () => '';
  const gatewaySaw = [];

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'mdp-shell-image-'));
    const app = layOutImage(dir);
    releases = path.join(dir, 'srv/releases');
    mkdirSync(path.join(releases, 'files'), { recursive: true });
    writeCanaryFlags(releases, true);
    gateway = createServer((request, response) => {
      gatewaySaw.push(request.headers);
      response.setHeader('content-type', 'application/json').end('{"status":"ok"}');
    });
    await new Promise((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    // cards' origin, publishing its declaration and integrity beside its manifest (read at start).
    cardsOrigin = createServer((request, response) => {
      const published = { '/declaration.json': CARDS_PUBLISHED, '/integrity.json': { integrity: CARDS_INTEGRITY } }[request.url];
      response.writeHead(published ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(published ?? {}));
    });
    await new Promise((resolve) => cardsOrigin.listen(0, '127.0.0.1', resolve));
    const cardsManifest = `http://127.0.0.1:${cardsOrigin.address().port}/mf-manifest.json`;
    ({ server, origin, log } = await runImage(app, {
      GATEWAY_URL: `http://127.0.0.1:${gateway.address().port}`,
      RELEASES_DIR: releases,
      REMOTE_CARDS_MANIFEST: cardsManifest,
    }));
  });

  after(async () => {
    await stopImage(server);
    await new Promise((resolve) => gateway?.close(resolve));
    await new Promise((resolve) => cardsOrigin?.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs serve.mjs shell with the image env: production, the shell on SHELL_PORT, the flags from RELEASES_DIR', () => {
    assert.deepEqual(IMAGE_CMD, ['node', 'platform-tools/bin/serve.mjs', 'shell']);
    assert.equal(IMAGE_ENV.NODE_ENV, 'production');
    assert.equal(IMAGE_ENV.MDP_DECLARATIONS, 'fetch');
    assert.equal(IMAGE_ENV.RELEASES_DIR, '/srv/releases');
    assert.match(log(), new RegExp(`release flags: ${releases}/flags.json`));
  });

  it("answers each session's cohort in the page: a listed business and staff get the canary, others the deployment's version", async () => {
    const page = async (cookie) => inlineRegistry(await (await fetch(`${origin}/credit_cards/payments`, { headers: cookie ? { cookie } : {} })).text());
    const stable = cardsOf(await page());
    assert.match(stable.manifest, /^http:\/\/127\.0\.0\.1:\d+\/mf-manifest\.json$/);
    assert.equal(stable.cohort, undefined);
    // What cards' origin publishes, read when the server started (MDP_DECLARATIONS=fetch).
    assert.deepEqual([stable.declaration.title.en, stable.integrity], ['Cards as published', CARDS_INTEGRITY]);
    for (const cookie of ['mdpCohort=biz_canary~example.com', 'mdpCohort=biz_other~staff.test']) {
      const canary = cardsOf(await page(cookie));
      assert.equal(canary.manifest, new URL(`${CANARY}/mf-manifest.json`, stable.manifest).href, cookie);
      assert.equal(canary.cohort, 'canary');
      assert.match(canary.integrity, /^sha384-/);
    }
    assert.equal(cardsOf(await page('mdpCohort=biz_other~example.com')).manifest, stable.manifest);
    const registry = await fetch(`${origin}/remotes.json`, { headers: { cookie: 'mdpCohort=biz_canary~' } });
    assert.equal(cardsOf(await registry.json()).version, CANARY);
    assert.match(registry.headers.get('vary'), /Cookie/);
  });

  it('takes a rollback (a new flag file) on the next page load, without a restart', async () => {
    const pid = server.pid;
    writeCanaryFlags(releases, false);
    const html = await (await fetch(`${origin}/`, { headers: { cookie: 'mdpCohort=biz_canary~staff.test' } })).text();
    assert.doesNotMatch(cardsOf(inlineRegistry(html)).manifest, new RegExp(CANARY));
    assert.equal(server.pid, pid);
    assert.equal(server.exitCode, null);
    writeCanaryFlags(releases, true);
  });

  it('answers /release-status.json no-cache: the flag file is usable, the gate is off (no key) and rolled nothing back', async () => {
    const status = await fetch(`${origin}/release-status.json`);
    assert.equal(status.status, 200);
    assert.equal(status.headers.get('cache-control'), 'no-cache');
    assert.deepEqual(await status.json(), { flags: { state: 'ok' }, gate: 'off', rollbacks: [] });
    assert.match(log(), /release health gate: off/);
  });

  it("lists the store's auto-rollbacks from the flag file, with no gate here (as on Kubernetes, where the release-tools pod runs it)", async () => {
    const release = { version: CANARY, integrity: `sha384-${Buffer.alloc(48, 7).toString('base64')}`, declaration: CARDS_PUBLISHED };
    const flag = flagOf({ stable: null, canary: null, percent: 0, staff: false, businesses: [] }, () => release, STAFF_DOMAINS);
    const metadata = autoRollbackMetadata({ version: CANARY, reason: '30 % errors per page view', at: '2026-11-29T10:00:00.000Z' });
    writeFlagFile(releases, { $schema: FLAGD_SCHEMA, flags: { [flagKey('cards')]: { ...flag, metadata } } });
    try {
      const status = await (await fetch(`${origin}/release-status.json`)).json();
      assert.deepEqual(status, { flags: { state: 'ok' }, gate: 'off', rollbacks: [{ remote: 'cards', version: CANARY, reason: '30 % errors per page view', at: '2026-11-29T10:00:00.000Z' }] });
    } finally {
      writeCanaryFlags(releases, true);
    }
  });

  it("sends the page compressed, no-cache, with the security headers and a CSP of the registry's origins", async () => {
    const page = await fetch(`${origin}/login`, { headers: { 'accept-encoding': 'br' } });
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('content-encoding'), 'br');
    assert.equal(page.headers.get('cache-control'), 'no-cache');
    assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(page.headers.get('x-frame-options'), 'DENY');
    assert.equal(page.headers.get('cross-origin-resource-policy'), 'same-origin');
    const scripts = page.headers.get('content-security-policy').split(';').find((directive) => directive.startsWith('script-src '));
    for (const remote of REMOTES.filter((each) => each.name !== 'cards')) assert.ok(scripts.includes(`http://localhost:${remote.port}`), `${remote.name} in ${scripts}`);
    assert.ok(scripts.includes(`http://127.0.0.1:${cardsOrigin.address().port}`));
    const missing = await fetch(`${origin}/vendors.0123456789.js`);
    assert.equal(missing.status, 404);
    assert.match(missing.headers.get('content-type'), /^application\/json/);
  });

  it("proxies /api to GATEWAY_URL with the peer's address, never a client's", async () => {
    const answer = await fetch(`${origin}/api/health`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    assert.equal(answer.status, 200);
    assert.equal(gatewaySaw.at(-1)['x-forwarded-for'], '127.0.0.1');
  });
});

describe("the shell image's server following flagd (MDP_RELEASE_FLAGS_SYNC: the Kubernetes replicas)", () => {
  let dir;
  let flagd;
  let image;

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'mdp-shell-image-'));
    const app = layOutImage(dir);
    // A port where no flagd answers yet: the replica starts, serves, and is not ready.
    flagd = await freePort();
    image = await runImage(app, { MDP_RELEASE_FLAGS_SYNC: `127.0.0.1:${flagd}`, RELEASES_DIR: path.join(dir, 'no-releases') });
  });

  after(async () => {
    await stopImage(image?.server);
    rmSync(dir, { recursive: true, force: true });
  });

  it("is not ready until flagd's flags have come, serves the deployment's registry meanwhile, and says why", async () => {
    assert.match(image.log(), new RegExp(`release flags: flagd at 127\\.0\\.0\\.1:${flagd} `));
    const ready = await fetch(`${image.origin}/readyz`);
    assert.equal(ready.status, 503);
    assert.equal((await (await fetch(`${image.origin}/remotes.json`)).json()).remotes.find((entry) => entry.name === 'cards').cohort, undefined);
    const status = await (await fetch(`${image.origin}/release-status.json`)).json();
    assert.deepEqual(status.flags, { state: 'unreachable', serving: 'deployment' });
  });
});
