import type { Page, Request } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, resetSandbox, test } from './fixtures';
import { REMOTE_ORIGINS, withoutCarriedManifests } from './support';

// Issue 23: the platform tools panel (staff domains, or an active development override) and telemetry.
const CARDS_MANIFEST = `${REMOTE_ORIGINS.cards}/mf-manifest.json`;
const ALIAS_MANIFEST = 'http://127.0.0.1:4803/mf-manifest.json';
const BEACONS = '/api/telemetry/beacons';

async function registryVersion(page: Page, remote: string): Promise<string> {
  const registry = (await (await page.request.get('/remotes.json')).json()) as { remotes: Array<{ name: string; version: string }> };
  const entry = registry.remotes.find((candidate) => candidate.name === remote);
  if (!entry) throw new Error(`no ${remote} in the registry`);
  return entry.version;
}

function panel(page: Page) {
  return page.getByRole('dialog', { name: 'Platform tools' });
}

/** The page's queued telemetry leaves now, as when the tab is hidden or closed. */
async function flushTelemetry(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
}

test.describe('internal staff', () => {
  test.use({ persona: 'staff@internal.test' });
  test.afterEach(resetSandbox);

  test('a failing remote’s errors appear in the panel with its version, and the collector counts them', async ({ page }) => {
    const version = await registryVersion(page, 'cards');
    await withoutCarriedManifests(page);
    await page.route(CARDS_MANIFEST, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto('/credit_cards/payments');
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Cards could not be loaded.', { timeout: 20_000 });
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const sent = page.waitForResponse((response) => response.url().endsWith(BEACONS));
    await flushTelemetry(page);
    expect((await sent).status()).toBe(204);

    await page.getByRole('banner').getByRole('button', { name: 'Platform tools' }).click();
    const tools = panel(page);
    await expect(tools).toBeVisible();
    const cards = tools.getByRole('region', { name: /^cards/ });
    await expect(cards.getByRole('heading', { level: 3 })).toContainText(version);
    await expect(cards).toContainText(`Manifest${CARDS_MANIFEST}`);
    const errors = cards.getByRole('listitem').filter({ hasText: 'load:unavailable' });
    await expect(errors.first()).toContainText(version);
    await expect(cards).toContainText('Failed to load');
    // The collector's summary: the errors of this version, read back from the gateway.
    const summary = cards.getByRole('table', { name: /Collector summary/ });
    await expect(summary.getByRole('row', { name: new RegExp(`^${version.replace(/\./g, '\\.')}`) })).toBeVisible();

    // A loaded remote: its contracts range, load time and shared singletons against the shell's.
    const home = tools.getByRole('region', { name: /^home/ });
    await expect(home).toContainText('Compatible');
    await expect(home).toContainText(/Load time\d+ ms/);
    await expect(home.getByRole('table', { name: /Shared singletons/ }).getByRole('row', { name: /^react / })).toContainText('OK');
    // The spec's entries no deployed remote serves: hidden from merchants, listed here (decision 0045).
    const unserved = tools.getByRole('region', { name: 'Menu entries no remote serves' });
    await expect(unserved.getByRole('listitem').filter({ hasText: /^\/retail_outlets \(retail-outlets\)$/ })).toHaveCount(1);
    await expect(unserved.getByRole('listitem').filter({ hasText: /^\/credit_cards\/payments / })).toHaveCount(0);
    await expect(unserved.getByRole('listitem').filter({ hasText: /^\/balance / })).toHaveCount(0);

    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(tools).toHaveCount(0);
    await page.keyboard.press('Alt+Shift+P');
    await expect(panel(page)).toBeVisible();
  });
});

test.describe('a merchant', () => {
  test.afterEach(resetSandbox);

  test('has no panel without an override: no button, and the shortcut opens nothing', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Platform tools' })).toHaveCount(0);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.keyboard.press('Alt+Shift+P');
    // The page has handled the key and drawn a frame since: a panel it opened would have asked for its code by now.
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(requests.filter((request) => request.url().includes('platform-tools'))).toEqual([]);
  });

  test('gets the panel while an override is active, and can clear it there', async ({ page }) => {
    await page.goto(`/credit_cards/payments?remote:cards=${ALIAS_MANIFEST}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Card payments' })).toBeVisible();
    await page.keyboard.press('Alt+Shift+P');
    const cards = panel(page).getByRole('region', { name: /^cards/ });
    await expect(cards).toContainText(`Active: ${ALIAS_MANIFEST}`);
    await expect(cards.getByRole('heading', { level: 3 })).toContainText(`override:${ALIAS_MANIFEST}`);
    await cards.getByRole('button', { name: 'Clear override' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Card payments' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Platform tools' })).toHaveCount(0);
  });

  test('telemetry sends no personal data: no email, name, business id or token in any beacon', async ({ page }) => {
    // What the page hands navigator.sendBeacon, read in the page (a beacon's Blob body is not in the request log).
    const bodies: string[] = [];
    await page.exposeBinding('__recordBeacon', (_source, body: string) => void bodies.push(body));
    await page.addInitScript(() => {
      const send = navigator.sendBeacon.bind(navigator);
      const record = (window as unknown as { __recordBeacon: (body: string) => void }).__recordBeacon;
      navigator.sendBeacon = (url, data) => {
        if (String(url).endsWith('/api/telemetry/beacons') && data instanceof Blob) void data.text().then(record);
        return send(url, data);
      };
    });
    await withoutCarriedManifests(page);
    await page.route(CARDS_MANIFEST, (route) => route.fulfill({ status: 500, body: 'boom for owner@tokoku.test' }));
    await page.goto('/credit_cards/payments');
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Cards could not be loaded.', { timeout: 20_000 });
    await page.unroute(CARDS_MANIFEST);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.getByRole('main').click(); // an interaction, for INP
    const sent = page.waitForResponse((response) => response.url().endsWith(BEACONS));
    await flushTelemetry(page);
    await sent;
    await expect.poll(() => bodies.length).toBeGreaterThan(0);

    const batches = bodies.map((body) => JSON.parse(body) as { business: string | null; events: Array<Record<string, unknown>> });
    const events = batches.flatMap((batch) => batch.events);
    expect(events.some((event) => event.kind === 'error' && event.remote === 'cards')).toBe(true);
    expect(events.some((event) => event.kind === 'load')).toBe(true);
    const sentText = bodies.join('\n');
    for (const personal of ['@', 'tokoku.test', 'Toko Ku', 'Ayu Pratama', '81234567001', 'biz_tokoku', 'usr_', 'eyJ', 'Sandbox-2026', 'Bearer']) {
      expect(sentText, `a beacon carried ${personal}`).not.toContain(personal);
    }
    expect(batches.every((batch) => batch.business === null || /^[0-9a-f]{16}$/.test(batch.business))).toBe(true);
    // Routes are patterns and first segments, never addresses with ids or queries.
    expect(events.every((event) => typeof event.route === 'string' && !/[?#]/.test(event.route))).toBe(true);
  });
});
