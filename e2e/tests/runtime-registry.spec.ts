import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import catalogue from 'platform-tools/catalogue';
import { expect, test } from './fixtures';
import { REMOTE_ORIGINS, recordRequests, sidebar } from './support';
import { shellUrl } from './worker-stack';

test.use({ landing: false }); // every test opens its own first page, or none

const shellDist = path.resolve(__dirname, '../../host-shell/dist');

test('remotes.json is served from the shell origin with Cache-Control: no-cache', async ({ request }) => {
  const response = await request.get('/remotes.json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const registry = (await response.json()) as { remotes: Array<{ name: string; mount: string }> };
  // The catalogue's remotes in its order, each mounted as its declaration.json says (react when it says nothing).
  const declaredMount = (pkg: string) =>
    (JSON.parse(readFileSync(path.resolve(__dirname, '../..', pkg, 'declaration.json'), 'utf8')) as { mount?: string }).mount ?? 'react';
  const served = registry.remotes.map((remote) => `${remote.name}:${remote.mount}`);
  expect(served).toEqual(catalogue.remotes.map((remote) => `${remote.name}:${declaredMount(remote.package)}`));
  expect(served).toContain('activation:parcel');
});

test('a remote URL changed in the registry is used after a reload, with no rebuild', async ({ page }) => {
  await page.goto('/credit_cards/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Card payments' })).toBeVisible();

  // The server computes the registry from memory (a new one takes a restart with new REMOTE_*
  // variables, platform-tools/test/serve.test.mjs) and inlines it in the page; here the page's copy
  // names another origin for cards, changed as the browser parses it, before the shell reads it.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const block = document.getElementById('mdp-registry');
      if (!block) return;
      observer.disconnect();
      const registry = JSON.parse(block.textContent ?? '') as { remotes: Array<{ name: string; manifest: string; integrity?: string }> };
      for (const remote of registry.remotes) {
        if (remote.name === 'cards') remote.manifest = 'http://127.0.0.1:4803/mf-manifest.json';
      }
      block.textContent = JSON.stringify(registry);
    }).observe(document, { childList: true, subtree: true });
  });

  const requests = recordRequests(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Card payments' })).toBeVisible();
  expect(requests.some((request) => request.url() === 'http://127.0.0.1:4803/mf-manifest.json')).toBe(true);
});

test("the page carries the registry, the deployment and the remotes' manifests, and preloads its route's entry: no request for any of them", async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/credit_cards/payments');
  await expect(page.getByRole('main').getByRole('link', { name: /^Open payment/ }).first()).toBeVisible();
  const urls = requests.map((request) => request.url());
  expect(urls.filter((url) => url.endsWith('/remotes.json') || url.endsWith('/deployment.json'))).toEqual([]);
  // Decision 0084: the page carries every remote's manifest, so none is asked for, and the entries
  // of cards and of the header's bell are fetched once: the preloaded one is the one the runtime
  // uses. Counted by the page's own resource timing: one entry per fetch, whether the network or
  // the browser's cache answered it (the sign-in's page may have cached the bell's files).
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(fetched.filter((url) => url.endsWith('/mf-manifest.json'))).toEqual([]);
  for (const remote of ['cards', 'notifications'] as const) {
    expect(fetched.filter((url) => url === `${REMOTE_ORIGINS[remote]}/remoteEntry.js`), `${remote} entry`).toHaveLength(1);
  }
  const carried = JSON.parse((await page.locator('#mdp-manifests').textContent()) ?? '{}') as Record<string, { metaData: { name: string } }>;
  expect(carried[`${REMOTE_ORIGINS.cards}/mf-manifest.json`].metaData.name).toBe('mfe_cards');
  const preloads = await page.locator('link[rel="preload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(preloads).toContain(`${REMOTE_ORIGINS.cards}/remoteEntry.js`);
  expect(preloads).not.toContain(`${REMOTE_ORIGINS.cards}/mf-manifest.json`);
});

test("a first visit of a remote asks for its entry and its exposed module once each, side by side, and no stylesheet", async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // In the order the browser reports them: each request sent, each response's body in.
  const events: Array<{ kind: 'sent' | 'in'; url: string }> = [];
  page.on('request', (request) => events.push({ kind: 'sent', url: request.url() }));
  page.on('requestfinished', (request) => events.push({ kind: 'in', url: request.url() }));
  await sidebar(page).getByRole('link', { name: 'Card payments', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Card payments' })).toBeVisible();

  const sent = events.filter((event) => event.kind === 'sent' && event.url.startsWith(`${REMOTE_ORIGINS.cards}/`)).map((event) => event.url);
  const entry = `${REMOTE_ORIGINS.cards}/remoteEntry.js`;
  const exposed = sent.filter((url) => /\/__federation_expose_remote\.[0-9a-f]+\.js$/.test(url));
  const stylesheet = sent.filter((url) => /\/styles\.[0-9a-f]+\.css$/.test(url));
  // One request per file (decision 0044): no preload of a file and then the file again. The
  // remote's CSS comes in its script (decision 0084).
  expect(sent.filter((url) => url === entry)).toHaveLength(1);
  expect(exposed).toHaveLength(1);
  expect(stylesheet).toHaveLength(0);
  // The exposed module is asked for before the entry has arrived, not once it has run.
  const entryIn = events.findIndex((event) => event.kind === 'in' && event.url === entry);
  expect(entryIn).toBeGreaterThan(-1);
  for (const url of [exposed[0]]) {
    expect(events.findIndex((event) => event.kind === 'sent' && event.url === url), url).toBeLessThan(entryIn);
  }
});

test("a cold dashboard page names in its preloads every start-up file of the shell, the shared libraries included, so none waits for main.js to run", async ({ page }) => {
  // Home's remote is held until the shell's start has run (it asks the gateway for the session), so
  // that what the shell has fetched by then is its start alone, not the shared modules home's page consumes.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${REMOTE_ORIGINS.home}/**`, async (route) => {
    await held;
    await route.continue();
  });
  const requests = recordRequests(page);
  const sessionAsked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/auth/token/refresh');
  await page.goto('/home', { waitUntil: 'commit' });
  await sessionAsked;
  const shellOrigin = new URL(page.url()).origin;
  const startUp = requests
    .map((request) => request.url())
    .filter((url) => url.startsWith(`${shellOrigin}/`) && /\.(js|css)$/.test(url) && !/\/main\.[0-9a-f]+\.js$/.test(url));
  release();
  const preloads = await page.locator('link[rel="preload"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(startUp.length).toBeGreaterThan(3);
  expect(startUp.filter((url) => !preloads.includes(url))).toEqual([]);
  // The libraries chunk holds React: the dashboard's start needs it as much as the light login does.
  expect(preloads.some((url) => /\/login-libraries\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  // The forms' validation library (yup, whose default message is "… is a required field") is the
  // logged-out pages' and the dialogs': none of the shell's scripts the dashboard's start ran carries it.
  const shellScripts = requests.map((request) => request.url()).filter((url) => url.startsWith(`${shellOrigin}/`) && url.endsWith('.js'));
  const withYup = [];
  for (const url of shellScripts) if ((await (await page.request.get(url)).text()).includes('is a required field')) withYup.push(url);
  expect(withYup).toEqual([]);
});

test.describe('signed out', () => {
  test.use({ persona: '' });

  test('the login page preloads no remote', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(requests.filter((request) => /mf-manifest\.json|remoteEntry\.js/.test(request.url())).map((request) => request.url())).toEqual([]);
  });
});

test('the shell build contains no remote URL', () => {
  const scripts = readdirSync(shellDist).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(readFileSync(path.join(shellDist, script), 'utf8')).not.toMatch(/localhost:48\d\d|127\.0\.0\.1|mf-manifest\.json/);
  }
});

test("the scripts a cold switch runs as they load carry V8's compile hint, and the libraries' chunks do not (decision 0043)", async ({ request }) => {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  const text = async (url: string) => {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    return response.text();
  };
  const manifest = (await (await request.get(`${REMOTE_ORIGINS.cards}/mf-manifest.json`)).json()) as {
    exposes: Array<{ path: string; assets: { js: { sync: string[] } } }>;
  };
  const exposed = manifest.exposes.find((expose) => expose.path === './remote')?.assets.js.sync ?? [];
  expect(exposed.length).toBeGreaterThan(0);
  for (const file of ['remoteEntry.js', ...exposed]) expect((await text(`${REMOTE_ORIGINS.cards}/${file}`)).startsWith(HINT), file).toBe(true);
  // The shell's page: its entry (the federation runtime) and its start-up code get the hint, React's chunk does not.
  const page = await text('/home');
  const script = (name: string) => page.match(new RegExp(`/(${name}\\.[0-9a-f]+\\.js)`))?.[1];
  for (const name of ['main', 'dashboard']) expect((await text(`/${script(name)}`)).startsWith(HINT), name).toBe(true);
  expect((await text(`/${script('login-libraries')}`)).startsWith(HINT)).toBe(false);
});

test("a remote's manifest lists the shared modules its exposed module consumes as it loads, and a first switch fetches the shell's ones beside the entry", async ({ page, request }) => {
  const manifest = (await (await request.get(`${REMOTE_ORIGINS.cards}/mf-manifest.json`)).json()) as { metaData: { consumes: Record<string, string[]> } };
  // The payments list's filter bar is built of shared-ui/forms, which the shell loads on demand.
  expect(manifest.metaData.consumes['./remote']).toEqual(expect.arrayContaining(['react', 'shared-ui', 'shared-ui/forms']));
  expect(manifest.metaData.consumes['./remote']).not.toContain('shared-ui/pickers');

  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName('mdp:manifests').length > 0);
  const events: string[] = [];
  page.on('request', (sent) => events.push(`request ${sent.url()}`));
  page.on('response', (answer) => events.push(`response ${answer.url()}`));
  await sidebar(page).getByRole('link', { name: 'Card payments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Card payments' })).toBeVisible();
  // The shell's chunks this switch needed (shared-ui/forms) were asked for before the remote's entry
  // had even arrived, let alone run: without the manifest's list they come after it has run.
  const entryArrived = events.indexOf(`response ${REMOTE_ORIGINS.cards}/remoteEntry.js`);
  const shellChunks = events.flatMap((event, index) => (event.startsWith(`request ${shellUrl()}/`) && event.endsWith('.js') ? [index] : []));
  expect(entryArrived).toBeGreaterThan(0);
  expect(shellChunks.length).toBeGreaterThan(0);
  expect(shellChunks.every((index) => index < entryArrived)).toBe(true);
});
