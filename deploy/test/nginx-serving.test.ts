/**
 * @jest-environment node
 */
// The composed stack as the images serve it, without a container engine: the shell's Node server
// started as its image starts it (serve.mjs shell, MDP_DECLARATIONS=fetch, RELEASES_DIR on the
// releases folder; platform-tools/test/shell-image.test.mjs checks the image's layout) and Debian's
// nginx on each remote image's very configuration (laid out and started as the image does), serving
// the built shell and remotes from 4820 in the catalogue's order, with the sandbox gateway next, behind /api.
// Skipped when nginx or a build is missing, unless MDP_REQUIRE_NGINX_SERVING=1 (`pnpm test` sets it
// after the build).
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { walkComposedStack } from './browser-smoke';
import { addCompressedSiblings, get, portIsFree, waitFor, writeStaffCanaryFlags } from './serving-support';
import { SHARED_HEADERS, nodeServerHeaders, nodeServersHaveHeaders } from './node-servers';
import { type PlatformService, platformChromium, platformServices } from './platform';
import { NGINX, ROOT, layOutStaticImage, nginxArgs, runStartScript } from './static-image';

const BASE_PORT = 4820;
const SHELL_ORIGIN = `http://localhost:${BASE_PORT}`;
/** The version of cards the test publishes on the releases folder. */
const RELEASED = '1.4.0-test.1';
const BROTLI = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');

const { services } = platformServices();
const portOf = (service: PlatformService) => BASE_PORT + services.indexOf(service);
const GATEWAY_PORT = BASE_PORT + services.length; // after every service's: a new remote never takes it (issue 44's took 4827)
const distOf = (service: PlatformService) => path.join(ROOT, service.package, 'dist');
const built = services.every((service) => existsSync(path.join(distOf(service), service.name === 'shell' ? 'index.html' : 'mf-manifest.json')));
const required = process.env.MDP_REQUIRE_NGINX_SERVING === '1';
const ready = existsSync(NGINX) && built;
if (!ready && required) throw new Error(`MDP_REQUIRE_NGINX_SERVING=1 but ${existsSync(NGINX) ? 'a package is not built' : `${NGINX} is missing`}`);
const describeServing = ready ? describe : describe.skip;

describeServing("the images' servers: the shell's Node server and the remotes' nginx configuration on Debian's nginx", () => {
  const children: ChildProcess[] = [];
  let dir: string;
  let stackEnv: Record<string, string> = {};
  const remotes = services.filter((service) => service.name !== 'shell');
  const shell = services.find((service) => service.name === 'shell') as PlatformService;

  beforeAll(async () => {
    const ports = [...services.map(portOf), GATEWAY_PORT];
    const taken = [];
    for (const port of ports) if (!(await portIsFree(port))) taken.push(port);
    if (taken.length) throw new Error(`ports already in use: ${taken.join(', ')} (this test uses ${BASE_PORT}-${GATEWAY_PORT})`);
    dir = mkdtempSync(path.join(tmpdir(), 'mdp-nginx-serving-'));
    // nginx's workers run as `nobody` when the tests run as root.
    chmodSync(dir, 0o755);

    const gatewayLog: string[] = [];
    const gateway = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(ROOT, 'sandbox-gateway'),
      env: { ...process.env, GATEWAY_PORT: String(GATEWAY_PORT), GATEWAY_HOST: '127.0.0.1', SANDBOX_DB_PATH: path.join(dir, 'sandbox.db') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(gateway);
    gateway.stdout?.on('data', (chunk: Buffer) => gatewayLog.push(chunk.toString()));
    gateway.stderr?.on('data', (chunk: Buffer) => gatewayLog.push(chunk.toString()));

    // The gateway through a variable, as docker-compose.yml has it.
    const env: Record<string, string> = {
      SHELL_ORIGINS: SHELL_ORIGIN,
      GATEWAY_URL: `http://127.0.0.1:${GATEWAY_PORT}`,
      // The releases volume (compose: `releases`, read-only in every remote).
      RELEASE_FILES_DIR: path.join(dir, 'releases/files'),
    };
    // A released version of cards, laid out as pnpm release publishes it (<files>/<remote>/<version>/),
    // and a file beside the versions that no request may reach.
    const published = path.join(dir, 'releases/files/cards', RELEASED);
    cpSync(distOf(services.find((service) => service.name === 'cards') as PlatformService), published, { recursive: true });
    addCompressedSiblings(published);
    writeFileSync(path.join(dir, 'releases/files/secret.txt'), 'not for the browser');
    // …rolled out to staff (the deployment's internal domains): `pnpm rollout cards <version> --staff`.
    writeStaffCanaryFlags(path.join(dir, 'releases'), 'cards', RELEASED, published, ['internal.test', 'staff.test']);
    for (const remote of remotes) {
      env[`REMOTE_${remote.name.toUpperCase().replace(/-/g, '_')}_MANIFEST`] = `http://localhost:${portOf(remote)}/mf-manifest.json`;
    }
    stackEnv = env;
    const started: Array<Promise<void>> = [];
    for (const service of remotes) {
      const image = layOutStaticImage(path.join(dir, service.name), distOf(service));
      addCompressedSiblings(image.htmlRoot);
      const rendered = runStartScript(image, { pkg: service.package, listenPort: portOf(service), env });
      if (rendered.status !== 0) throw new Error(`${service.name}: ${rendered.stderr}`);
      const nginx = spawn(NGINX, [...nginxArgs(image), '-g', 'daemon off;'], { stdio: 'ignore' });
      children.push(nginx);
      const errorLog = () => (existsSync(path.join(image.root, 'tmp/error.log')) ? readFileSync(path.join(image.root, 'tmp/error.log'), 'utf8') : '');
      started.push(waitFor(`http://127.0.0.1:${portOf(service)}/mf-manifest.json`, nginx, errorLog));
    }
    // The shell after the remotes, as compose starts it: it reads what each publishes beside its manifest.
    await Promise.all(started);
    const shellLog: string[] = [];
    const shellServer = spawn(process.execPath, ['platform-tools/bin/serve.mjs', 'shell'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        ...env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        SHELL_PORT: String(portOf(shell)),
        MDP_DECLARATIONS: 'fetch',
        RELEASES_DIR: path.join(dir, 'releases'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(shellServer);
    shellServer.stdout?.on('data', (chunk: Buffer) => shellLog.push(chunk.toString()));
    shellServer.stderr?.on('data', (chunk: Buffer) => shellLog.push(chunk.toString()));
    started.push(waitFor(`http://127.0.0.1:${portOf(shell)}/remotes.json`, shellServer, () => shellLog.join('')));
    started.push(waitFor(`http://127.0.0.1:${GATEWAY_PORT}/api/health`, gateway, () => gatewayLog.join('')));
    await Promise.all(started);
  }, 90_000);

  afterAll(async () => {
    // Only what this test started, by its process id.
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('answers the sign-in page (any client-side route gets the shell page) with the security headers and its CSP', async () => {
    const page = await get(`${SHELL_ORIGIN}/login`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body.toString()).toMatch(/<script[^>]+src=/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    const csp = String(page.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${remotes.map((remote) => `http://localhost:${portOf(remote)}`).join(' ')}`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('inlines remotes.json and deployment.json in the page, as the Node server does, for every client-side route', async () => {
    const registry = JSON.parse((await get(`${SHELL_ORIGIN}/remotes.json`)).body.toString()) as unknown;
    const deployment = JSON.parse((await get(`${SHELL_ORIGIN}/deployment.json`)).body.toString()) as unknown;
    for (const url of ['/', '/index.html', '/login', '/credit_cards/payments']) {
      const page = await get(`${SHELL_ORIGIN}${url}`);
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      const html = page.body.toString();
      const block = (id: string) => JSON.parse(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)?.[1] ?? 'null') as unknown;
      expect(block('mdp-registry')).toEqual(registry);
      expect(block('mdp-deployment')).toEqual(deployment);
      expect(html).toMatch(/<script defer src=\/main\.[0-9a-f]{10}\.js>/);
      // Each start's preloads only (decision 0038); `<start>.<part>` belongs to its start (0086).
      const starts = [...html.matchAll(/data-start=(?:"([^"]*)"|([^\s>]+))/g)].map((match) => match[1] ?? match[2]);
      expect(starts.length).toBeGreaterThan(0);
      for (const start of starts) expect(start.split(' ').map((name) => name.split('.')[0])).toContain(url === '/login' ? 'login' : 'dashboard');
    }
    const zipped = await get(`${SHELL_ORIGIN}/login`, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
  });

  it('answers remotes.json from the environment, no-cache, revalidated by its ETag', async () => {
    const registry = await get(`${SHELL_ORIGIN}/remotes.json`);
    expect(registry.status).toBe(200);
    expect(registry.headers['cache-control']).toBe('no-cache');
    const { remotes: entries } = JSON.parse(registry.body.toString()) as { remotes: Array<{ name: string; manifest: string }> };
    expect(entries.map((entry) => entry.manifest)).toEqual(remotes.map((remote) => `http://localhost:${portOf(remote)}/mf-manifest.json`));
    const again = await get(`${SHELL_ORIGIN}/remotes.json`, { 'if-none-match': String(registry.headers.etag) });
    expect(again.status).toBe(304);
    expect((await get(`${SHELL_ORIGIN}/deployment.json`)).status).toBe(200);
  });

  it("proxies /api to the gateway with the browser's host (cookies stay non-Secure on localhost)", async () => {
    const health = await get(`${SHELL_ORIGIN}/api/health`);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString())).toMatchObject({ status: 'ok' });
    const signIn = await get(
      `${SHELL_ORIGIN}/api/auth/email`,
      { 'content-type': 'application/json', 'x-new-authentication': 'true' },
      'POST',
      JSON.stringify({ email: 'owner@tokoku.test', password: 'Sandbox-2026' }),
    );
    expect(signIn.status).toBe(200);
    const cookies = ([] as string[]).concat(signIn.headers['set-cookie'] ?? []);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*secure/i);
  });

  it('answers a missing file with 404, never the page', async () => {
    const missing = await get(`${SHELL_ORIGIN}/vendors.0123456789.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each(remotes.map((remote) => [remote.name, remote] as const))(
    "serves %s's mf-manifest.json no-cache, with CORS for the shell's origin only",
    async (_name, remote) => {
      const origin = `http://localhost:${portOf(remote)}`;
      const manifest = await get(`${origin}/mf-manifest.json`, { origin: SHELL_ORIGIN });
      expect(manifest.status).toBe(200);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(manifest.headers['access-control-allow-origin']).toBe(SHELL_ORIGIN);
      expect(manifest.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(manifest.headers['x-content-type-options']).toBe('nosniff');
      const elsewhere = await get(`${origin}/mf-manifest.json`, { origin: 'https://elsewhere.example' });
      expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
      const entry = await get(`${origin}/remoteEntry.js`, { origin: SHELL_ORIGIN });
      expect([entry.status, entry.headers['cache-control']]).toEqual([200, 'no-cache']);
      // The shell loads the entry as a CORS request with its registry integrity
      // (docs/decisions/0022-remote-integrity.md): the hash the remote publishes is that of the bytes served.
      expect(entry.headers['access-control-allow-origin']).toBe(SHELL_ORIGIN);
      const published = await get(`${origin}/integrity.json`);
      expect([published.status, published.headers['cache-control']]).toEqual([200, 'no-cache']);
      const { integrity } = JSON.parse(published.body.toString('utf8')) as { integrity: string };
      expect(integrity).toBe(`sha384-${createHash('sha384').update(entry.body).digest('base64')}`);
    },
  );

  it("serves cards' released version at /<version>/ from the releases folder with the current build's headers; an unknown version is 404; no path leaves the folder", async () => {
    const cards = remotes.find((remote) => remote.name === 'cards') as PlatformService;
    const origin = `http://localhost:${portOf(cards)}`;
    const published = path.join(dir, 'releases/files/cards', RELEASED);
    const manifest = await get(`${origin}/${RELEASED}/mf-manifest.json`, { origin: SHELL_ORIGIN });
    expect(manifest.status).toBe(200);
    expect(manifest.body.equals(readFileSync(path.join(published, 'mf-manifest.json')))).toBe(true);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe(SHELL_ORIGIN);
    expect(manifest.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(manifest.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none';base-uri 'none'");
    expect(manifest.headers['x-content-type-options']).toBe('nosniff');
    expect((await get(`${origin}/${RELEASED}/mf-manifest.json`, { origin: 'https://elsewhere.example' })).headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await get(`${origin}/${RELEASED}/remoteEntry.js`, { origin: SHELL_ORIGIN, 'access-control-request-method': 'GET' }, 'OPTIONS');
    expect([preflight.status, preflight.headers['access-control-allow-methods']]).toEqual([204, 'GET, HEAD']);
    // The integrity the release recorded is that of the entry served under the version's path.
    const entry = await get(`${origin}/${RELEASED}/remoteEntry.js`, { origin: SHELL_ORIGIN });
    const { integrity } = JSON.parse(readFileSync(path.join(published, 'integrity.json'), 'utf8')) as { integrity: string };
    expect(integrity).toBe(`sha384-${createHash('sha384').update(entry.body).digest('base64')}`);
    const chunk = readdirSync(published).find((file) => /\.[0-9a-f]{10}\.js$/.test(file) && readFileSync(path.join(published, file)).length > 512) as string;
    const zipped = await get(`${origin}/${RELEASED}/${chunk}`, { origin: SHELL_ORIGIN, 'accept-encoding': 'gzip' });
    expect([zipped.status, zipped.headers['content-encoding'], zipped.headers['cache-control']]).toEqual([200, 'gzip', 'public, max-age=31536000, immutable']);
    expect(zipped.headers['access-control-allow-origin']).toBe(SHELL_ORIGIN);
    for (const unknown of ['/9.9.9/mf-manifest.json', `/${RELEASED}/missing.0123456789.js`]) {
      const missing = await get(`${origin}${unknown}`);
      expect([unknown, missing.status, missing.headers['content-type']]).toEqual([unknown, 404, 'application/json']);
    }
    for (const escape of [`/${RELEASED}/../../secret.txt`, `/${RELEASED}/%2e%2e/%2e%2e/secret.txt`, `/${RELEASED}/..%2f..%2fsecret.txt`, '/../secret.txt']) {
      const refused = await get(`${origin}${escape}`);
      expect([escape, [400, 404].includes(refused.status), refused.body.toString().includes('not for the browser')]).toEqual([escape, true, false]);
    }
  });

  it("gives a staff session's page cards' released version, served by cards' nginx at /<version>/; a merchant keeps the deployment's", async () => {
    const cardsOf = async (cookie: string) => {
      const html = (await get(`${SHELL_ORIGIN}/credit_cards/payments`, { cookie })).body.toString();
      const registry = JSON.parse(/<script type="application\/json" id="mdp-registry">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as { remotes: Array<{ name: string; manifest: string; version: string; cohort?: string }> };
      return registry.remotes.find((entry) => entry.name === 'cards');
    };
    const cardsOrigin = `http://localhost:${portOf(remotes.find((remote) => remote.name === 'cards') as PlatformService)}`;
    const staff = await cardsOf('mdpCohort=biz_tokoku~staff.test');
    expect(staff).toMatchObject({ manifest: `${cardsOrigin}/${RELEASED}/mf-manifest.json`, version: RELEASED, cohort: 'canary' });
    expect((await get(staff?.manifest as string, { origin: SHELL_ORIGIN })).status).toBe(200);
    expect((await cardsOf('mdpCohort=biz_tokoku~tokoku.test'))?.manifest).toBe(`${cardsOrigin}/mf-manifest.json`);
    expect(JSON.parse((await get(`${SHELL_ORIGIN}/release-status.json`)).body.toString())).toEqual({ flags: { state: 'ok' }, gate: 'off', rollbacks: [] });
  });

  it(`sends a hashed chunk pre-compressed (gzip${BROTLI ? ' and br' : ''}), immutable for a year`, async () => {
    const dist = distOf(shell);
    const chunk = readdirSync(dist).find((file) => /\.[0-9a-f]{10}\.js$/.test(file) && readFileSync(path.join(dist, file)).length > 512);
    expect(chunk).toBeDefined();
    const raw = readFileSync(path.join(dist, chunk as string));
    const encodings: Array<[string, string | undefined]> = [
      ['gzip', 'gzip'],
      ['identity', undefined],
    ];
    if (BROTLI) encodings.unshift(['gzip, deflate, br', 'br']);
    for (const [accept, encoding] of encodings) {
      const answer = await get(`${SHELL_ORIGIN}/${chunk}`, { 'accept-encoding': accept });
      expect([accept, answer.status, answer.headers['content-encoding']]).toEqual([accept, 200, encoding]);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
      if (!encoding) expect(answer.body.equals(raw)).toBe(true);
      else expect(answer.body.length).toBeLessThan(raw.length);
    }
  });

  it('in Chromium: a merchant signs in and opens a page of every remote, each loaded from its nginx, with no CSP violation, no script error and every script compressed', async () => {
    const findings = await walkComposedStack(
      SHELL_ORIGIN,
      [
        // A page of each remote, not an entry the idle prefetch may load (that would depend on timing): home,
        // cards, settings, notifications, balance, getting-paid, sending-money.
        ...['/home', '/credit_cards/payments', '/settings', '/notification-center', '/balance', '/payment-links', '/disbursements'].map((path) => ({ persona: 'owner@tokoku.test', path })),
        // Activation is for a business still being activated.
        { persona: 'new@warungbaru.test', path: '/activation' }, // mfe-activation
      ],
      platformChromium(),
    );
    expect(findings).toEqual({
      withoutHeading: [],
      failurePanels: [],
      policyViolations: [],
      scriptErrors: [],
      uncompressedScripts: [],
      entriesLoaded: remotes.map((remote) => `http://localhost:${portOf(remote)}`).sort(),
    });
  }, 120_000);

  (nodeServersHaveHeaders ? it : it.skip)("sends the same security, cache and CORS headers as pnpm start's Node servers", async () => {
    const cards = remotes.find((remote) => remote.name === 'cards') as PlatformService;
    const node = nodeServerHeaders(stackEnv, distOf(shell), distOf(cards), SHELL_ORIGIN);
    const cardsOrigin = `http://localhost:${portOf(cards)}`;
    const nginx = {
      page: (await get(`${SHELL_ORIGIN}/login`)).headers,
      registry: (await get(`${SHELL_ORIGIN}/remotes.json`)).headers,
      manifest: (await get(`${cardsOrigin}/mf-manifest.json`, { origin: SHELL_ORIGIN })).headers,
      entry: (await get(`${cardsOrigin}/remoteEntry.js`, { origin: SHELL_ORIGIN })).headers,
    };
    expect(node.page['content-security-policy']).toBeDefined();
    expect(node.manifest['access-control-allow-origin']).toBe(SHELL_ORIGIN);
    for (const [answer, headers] of Object.entries(nginx)) {
      for (const name of SHARED_HEADERS) expect([answer, name, headers[name]]).toEqual([answer, name, node[answer][name]]);
    }
  });
});
