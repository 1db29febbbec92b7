/**
 * @jest-environment node
 */
// The static image's start script (deploy/docker/nginx/30-mdp-runtime-config.sh) writes the same
// runtime configuration as `pnpm start`'s servers, the shell's Content Security Policy from it, and a
// configuration Debian's nginx accepts (`nginx -t`, when /usr/sbin/nginx exists).
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { platformRuntimeConfig, platformShellCsp } from './platform';
import { NGINX, type StaticImage, layOutStaticImage, nginxArgs, runStartScript, runStartScriptAsync } from './static-image';

let dir: string;
let image: StaticImage;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'mdp-static-image-'));
  image = layOutStaticImage(dir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const read = (file: string) => readFileSync(path.join(image.nginxDir, file), 'utf8');

const ENVIRONMENTS: Record<string, Record<string, string>> = {
  'nothing set (the defaults of pnpm start)': {},
  'every variable set': {
    PUBLIC_HOST: 'qa.example',
    REMOTE_CARDS_MANIFEST: 'https://CDN.example:443/cards/1.4.0/mf-manifest.json',
    REMOTE_CARDS_VERSION: '1.4.0',
    REMOTE_CARDS_INTEGRITY: 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
    REMOTE_SETTINGS_INTEGRITY: 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU= sha512-z4PhNX7vuL3xVChQ1m2AB9Yg5AULVxXcg/SpIdNs6c5H0NE8XYXysP+DGNKHfuwvY7kxvUdBeoGlODJ6+SfaPg==',
    MFE_SETTINGS_PORT: '9804',
    REMOTE_OVERRIDE_ORIGINS: ' http://localhost:5803 ,https://squad.example:8443,',
    DASHBOARD_BRAND: 'PARTNER_A',
    DASHBOARD_AUTHENTICATION: 'session',
    DASHBOARD_TAX_BUSINESS_IDS: 'biz_a, biz_b',
    DASHBOARD_INTERNAL_EMAIL_DOMAINS: 'partner.test',
    DASHBOARD_DOCS_URL: 'https://docs.partner.example/?a="quoted"&b=\\',
    DASHBOARD_API_REFERENCE_URL: 'https://docs.partner.example/api/',
    DASHBOARD_FEEDBACK_URL: 'mailto:qa@partner.example',
    DASHBOARD_OTHER_URL: 'https://old.partner.example/',
  },
  'empty lists and empty values': {
    DASHBOARD_TAX_BUSINESS_IDS: '', DASHBOARD_INTERNAL_EMAIL_DOMAINS: '', REMOTE_HOME_MANIFEST: '', DASHBOARD_BRAND: '', REMOTE_CARDS_INTEGRITY: '', DASHBOARD_OTHER_URL: '' },
};

describe('the shell image at start', () => {
  it.each(Object.entries(ENVIRONMENTS))('writes the same remotes.json and deployment.json as pnpm start: %s', (_name, env) => {
    const run = runStartScript(image, { pkg: 'host-shell', env });
    expect(run.stderr).not.toMatch(/mdp-runtime-config: (?!content security policy|registry)/);
    expect(run.status).toBe(0);
    const expected = platformRuntimeConfig(env);
    expect(JSON.parse(read('mdp/runtime/remotes.json'))).toEqual(expected.registry);
    expect(JSON.parse(read('mdp/runtime/deployment.json'))).toEqual(expected.deployment);
    // The page carries both, as the Node server's page does (platform-tools/shell-page.mjs).
    const page = read('mdp/runtime/index.html');
    const block = (id: string) => JSON.parse(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(page)?.[1] ?? 'null') as unknown;
    expect(block('mdp-registry')).toEqual(expected.registry);
    expect(block('mdp-deployment')).toEqual(expected.deployment);
    expect(page).toMatch(/^<!doctype html><html lang=en><head><title>Merchant Dashboard<\/title><script defer src=\/main\.0123456789\.js><\/script><script type="application\/json" id="mdp-registry">/);
    expect(page).toMatch(/<\/script><\/head><body><div id=root><\/div><\/body><\/html>\n$/);
  });

  it("writes the dashboard's page and the login page, each with its start's preloads only, as the Node server sends them", () => {
    writeFileSync(
      path.join(image.htmlRoot, 'index.html'),
      '<!doctype html><html lang=en><head><title>Merchant Dashboard</title><script defer src=/main.0123456789.js></script>' +
        '<link rel=preload href=/dashboard.1.js as=script data-start=dashboard><link rel=preload href=/login-libraries.2.js as=script data-start="dashboard login">' +
        '<link rel=preload href=/login.3.js as=script data-start=login></head><body><div id=root></div></body></html>',
    );
    const run = runStartScript(image, { pkg: 'host-shell', env: {} });
    expect(run.status).toBe(0);
    const preloads = (file: string) => [...read(`mdp/runtime/${file}`).matchAll(/<link rel=preload href=([^ ]+)/g)].map((match) => match[1]);
    expect(preloads('index.html')).toEqual(['/dashboard.1.js', '/login-libraries.2.js']);
    expect(preloads('login.html')).toEqual(['/login-libraries.2.js', '/login.3.js']);
    expect(read('mdp/runtime/login.html')).toContain('id="mdp-registry"');
  });

  it('escapes `<` in the inlined configuration, so nothing in it can end its block', () => {
    const run = runStartScript(image, { pkg: 'host-shell', env: { REMOTE_CARDS_VERSION: '1.0.0</script><script>alert(1)</script>' } });
    expect(run.status).toBe(0);
    const page = read('mdp/runtime/index.html');
    expect(page).not.toContain('<script>alert(1)');
    const registry = JSON.parse(/id="mdp-registry">(.*?)<\/script>/.exec(page)?.[1] ?? 'null') as { remotes: Array<{ name: string; version: string }> };
    expect(registry.remotes.find((remote) => remote.name === 'cards')?.version).toBe('1.0.0</script><script>alert(1)</script>');
  });

  it("puts the declaration and entry integrity a remote publishes beside its manifest in its entry, and keeps the image's copy when they cannot be read", async () => {
    // A new version that mounts as a parcel: its declaration says so, and a title that quotes the word cannot.
    const published = {
      title: { en: 'Cards 2 "mount": "react"', id: 'Kartu 2' }, mount: 'parcel', routes: [{ path: '/credit_cards/*' }, { path: '/cards-insights' }], menu: [], slots: [] };
    const integrity = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
    const server = createServer((request, response) => {
      const json = (body: unknown) => response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body, null, 2));
      if (request.url === '/cards/2.0.0/declaration.json') json(published);
      else if (request.url === '/cards/2.0.0/integrity.json') json({ file: 'remoteEntry.js', integrity });
      // Not an SRI hash the shell could set: the image's copy stays.
      else if (request.url === '/missing/settings/integrity.json') json({ file: 'remoteEntry.js', integrity: 'md5-abc"}' });
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      // spawnSync would block the server above: the script runs as a child process we wait for.
      const run = await runStartScriptAsync(image, {
        pkg: 'host-shell',
        env: {
          MDP_DECLARATIONS: 'fetch',
          REMOTE_CARDS_MANIFEST: `http://127.0.0.1:${port}/cards/2.0.0/mf-manifest.json`,
          // A 404 is not retried: the others keep the image's declarations at once.
          ...Object.fromEntries(
            ['HOME', 'ACTIVATION', 'SETTINGS', 'NOTIFICATIONS'].map((name) => [
              `REMOTE_${name}_MANIFEST`,
              `http://127.0.0.1:${port}/missing/${name.toLowerCase()}/mf-manifest.json`,
            ]),
          ),
        },
      });
      expect(run.status).toBe(0);
      type Entries = { remotes: Array<{ name: string; mount: string; declaration: unknown; integrity?: string }> };
      const registry = JSON.parse(read('mdp/runtime/remotes.json')) as Entries;
      const entryOf = (name: string) => registry.remotes.find((remote) => remote.name === name);
      expect(entryOf('cards')?.declaration).toEqual(published);
      expect(entryOf('cards')?.integrity).toBe(integrity);
      const defaults = platformRuntimeConfig({}).registry as Entries;
      const defaultOf = (name: string) => defaults.remotes.find((remote) => remote.name === name);
      // The mount kind follows the declaration in force: the published one, else the image's copy.
      expect(entryOf('cards')?.mount).toBe('parcel');
      expect(entryOf('activation')?.mount).toBe('parcel');
      const others = defaults.remotes.filter((remote) => remote.name !== 'cards');
      expect(others.map((remote) => `${remote.name}:${entryOf(remote.name)?.mount}`)).toEqual(others.map((remote) => `${remote.name}:${remote.mount}`));
      expect(entryOf('home')?.declaration).toEqual(defaultOf('home')?.declaration);
      // The image's copy: the hash of the remote this checkout builds (none when it is not built).
      expect(entryOf('home')?.integrity).toBe(defaultOf('home')?.integrity);
      expect(entryOf('settings')?.integrity).toBe(defaultOf('settings')?.integrity);
      expect(run.stderr).toContain('/missing/home/declaration.json could not be read; home keeps the declaration of this image');
      expect(run.stderr).toContain('/missing/home/integrity.json could not be read; home keeps the integrity of this image');
      expect(run.stderr).toContain('/missing/settings/integrity.json could not be read; settings keeps the integrity of this image');
    } finally {
      server.close();
    }
  }, 60_000);

  it("sends a Content Security Policy with 'self' and exactly the registry's origins, nothing inline", () => {
    const run = runStartScript(image, { pkg: 'host-shell', env: ENVIRONMENTS['every variable set'] });
    expect(run.status).toBe(0);
    const csp = /Content-Security-Policy "([^"]+)"/.exec(read('mdp/generated/role-headers.conf'))?.[1];
    // Each remote's origin under this environment (one per remote of the catalogue) and the override origins, sorted.
    const { registry } = platformRuntimeConfig(ENVIRONMENTS['every variable set']) as { registry: { remotes: Array<{ manifest: string }> } };
    const origins = [...new Set([...registry.remotes.map((remote) => new URL(remote.manifest).origin), 'http://localhost:5803', 'https://squad.example:8443'])].sort();
    expect(origins).toEqual(expect.arrayContaining(['http://qa.example:4801', 'http://qa.example:4802', 'http://qa.example:4805', 'http://qa.example:9804', 'https://cdn.example']));
    const sources = ["'self'", ...origins].join(' ');
    expect(csp).toBe(
      [
        "default-src 'self'",
        `script-src ${sources}`,
        `style-src ${sources}`,
        `img-src ${sources} data:`,
        `font-src ${sources}`,
        // The WebSocket form of each override origin (a remote's dev server reloads through one).
        `connect-src ${sources} ws://localhost:5803 wss://squad.example:8443`,
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ].join(';'),
    );
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    // Once the serving branch's policy is in platform-tools, both servers must send the same text.
    const platformCsp = platformShellCsp(ENVIRONMENTS['every variable set']);
    if (platformCsp !== undefined) expect(csp).toBe(platformCsp);
  });

  it.each([
    [{ DASHBOARD_BRAND: 'ACME' }, 'DASHBOARD_BRAND must be one of MAIN, SECOND, PARTNER_A, PARTNER_B'],
    [{ DASHBOARD_AUTHENTICATION: 'cookie' }, 'DASHBOARD_AUTHENTICATION must be token or session'],
    [{ DASHBOARD_OTHER_URL: 'javascript:alert(1)' }, 'DASHBOARD_OTHER_URL must be an http(s) URL'],
    [{ MFE_CARDS_PORT: '48o3' }, 'MFE_CARDS_PORT=48o3 is not a port number (1-65535)'],
    [{ REMOTE_CARDS_MANIFEST: 'cards/mf-manifest.json' }, 'not a URL: cards/mf-manifest.json'],
    [{ GATEWAY_URL: 'http://gateway:4810/api' }, 'GATEWAY_URL must have no path: http://gateway:4810/api'],
    [{ REMOTE_CARDS_INTEGRITY: 'sha1-abc=' }, 'REMOTE_CARDS_INTEGRITY must be an SRI hash such as sha384-…, not sha1-abc='],
  ])('refuses to start on a bad variable, with the message pnpm start gives: %p', (env, message) => {
    const run = runStartScript(image, { pkg: 'host-shell', env });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(message);
  });

  it('refuses an integrity that is not an SRI hash as pnpm start does, and writes a pinned one as it is', () => {
    expect(() => platformRuntimeConfig({ REMOTE_CARDS_INTEGRITY: 'sha1-abc=' })).toThrow(
      'REMOTE_CARDS_INTEGRITY must be an SRI hash such as sha384-…, not sha1-abc=',
    );
    const env = ENVIRONMENTS['every variable set'];
    expect(runStartScript(image, { pkg: 'host-shell', env }).status).toBe(0);
    const { remotes } = JSON.parse(read('mdp/runtime/remotes.json')) as { remotes: Array<{ name: string; integrity?: string }> };
    expect(remotes.find((remote) => remote.name === 'cards')?.integrity).toBe(env.REMOTE_CARDS_INTEGRITY);
    expect(remotes.find((remote) => remote.name === 'settings')?.integrity).toBe(env.REMOTE_SETTINGS_INTEGRITY);
  });

  it('keeps the runtime configuration out of the html root', () => {
    expect(runStartScript(image, { pkg: 'host-shell' }).status).toBe(0);
    expect(existsSync(path.join(image.htmlRoot, 'remotes.json'))).toBe(false);
    expect(read('conf.d/default.conf')).toContain(`root ${path.join(image.nginxDir, 'mdp/runtime')};`);
  });
});

describe("a remote image at start", () => {
  it("allows CORS for SHELL_ORIGINS only, and has no runtime configuration of the shell's", () => {
    const run = runStartScript(image, { pkg: 'mfe-cards', env: { SHELL_ORIGINS: 'https://dashboard.example,http://localhost:4800' } });
    expect(run.status).toBe(0);
    const cors = read('mdp/generated/cors.conf');
    expect([...cors.matchAll(/^ {2}"([^"]+)" \$http_origin;$/gm)].map((match) => match[1])).toEqual(['https://dashboard.example', 'http://localhost:4800']);
    expect(read('mdp/generated/role-headers.conf')).toContain("default-src 'none';frame-ancestors 'none';base-uri 'none'");
    expect(existsSync(path.join(image.nginxDir, 'mdp/runtime/remotes.json'))).toBe(false);
  });
});

const nginxTest = existsSync(NGINX) ? it : it.skip;

describe("Debian's nginx on the images' configuration (nginx -t)", () => {
  nginxTest.each([
    ['host-shell', { GATEWAY_URL: 'http://127.0.0.1:4827' }],
    ['host-shell', { GATEWAY_URL: 'http://gateway:4810', MDP_DNS_RESOLVER: '127.0.0.11' }],
    ['mfe-cards', {}],
  ])('accepts the configuration of %s', (pkg, env) => {
    expect(runStartScript(image, { pkg, env }).status).toBe(0);
    const check = spawnSync(NGINX, [...nginxArgs(image), '-t'], { encoding: 'utf8' });
    expect(check.stderr).toContain('test is successful');
    expect(check.status).toBe(0);
  });

  nginxTest('loads the brotli module when it is installed, and serves gzip siblings either way', () => {
    expect(runStartScript(image, { pkg: 'mfe-cards' }).status).toBe(0);
    const compression = read('mdp/generated/compression.conf');
    expect(compression).toContain('gzip_static on;');
    const brotli = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
    expect(compression.includes('brotli_static on;')).toBe(brotli);
    expect(runStartScript(image, { pkg: 'mfe-cards', env: { MDP_NGINX_MODULES_DIR: path.join(dir, 'none') } }).status).toBe(0);
    expect(read('mdp/generated/compression.conf')).toBe('gzip_static on;\n');
    expect(spawnSync(NGINX, [...nginxArgs(image), '-t'], { encoding: 'utf8' }).status).toBe(0);
  });
});
