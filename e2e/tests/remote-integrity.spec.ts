import type { Page, Route } from '@playwright/test';
import { shellUrl } from './worker-stack';
import { expect, test } from './fixtures';
import { REMOTE_ORIGINS, markWindow, recordRequests, sidebar, windowIsMarked } from './support';

// Subresource integrity of the remotes' entries (docs/decisions/0022-remote-integrity.md): the
// registry pins each entry's hash, and the shell refuses other bytes before they run.
const CARDS_ENTRY = `${REMOTE_ORIGINS.cards}/remoteEntry.js`;
const ALIAS_ORIGIN = 'http://127.0.0.1:4803';

/** A line that marks the window if the script it is put into ever runs. */
const TAMPERING = 'window.__mdpTamperedEntryRan = true;\n';

/**
 * Answers the entry with the real server's answer (status and headers, CORS included) and `change`
 * applied to its bytes, so the only difference the browser can see is the bytes.
 */
function serveEntry(change: (body: string) => string) {
  return async (route: Route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    // The body is handed on decoded.
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ status: response.status(), headers, body: change(await response.text()) });
  };
}

function tamperedEntryRan(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __mdpTamperedEntryRan?: boolean }).__mdpTamperedEntryRan === true);
}

test('cards: a tampered entry is refused before it runs → contained failure panel, a report, the shell keeps working, Retry recovers', async ({ page }) => {
  const registry = (await (await page.request.get('/remotes.json')).json()) as { remotes: Array<{ name: string; integrity?: string }> };
  expect(registry.remotes.find((remote) => remote.name === 'cards')?.integrity).toMatch(/^sha384-/);
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('[error report]')) reports.push(message.text());
  });
  const requests = recordRequests(page);

  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await markWindow(page);
  // One byte-level change: a statement put in front of the real code.
  await page.route(CARDS_ENTRY, serveEntry((body) => TAMPERING + body));

  await sidebar(page).getByRole('link', { name: 'Card payments' }).click();
  const panel = page.getByRole('main').getByRole('alert');
  await expect(panel).toContainText('Cards could not be loaded.', { timeout: 20_000 });
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(await tamperedEntryRan(page)).toBe(false);
  expect(reports).toContainEqual(`[error report] mfe_cards integrity: ${CARDS_ENTRY} does not match the registry; expected ${registry.remotes.find((remote) => remote.name === 'cards')?.integrity}`);
  expect(reports.some((report) => report.startsWith('[error report] cards load:'))).toBe(true);
  // The entry was asked for as a CORS request (it carries the page's Origin): the browser checks the
  // bytes of another origin's script only then.
  const entryRequest = requests.find((request) => request.url() === CARDS_ENTRY);
  expect((await entryRequest?.allHeaders())?.origin).toBe(shellUrl());

  await sidebar(page).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Merchant Dashboard' })).toBeVisible();

  await sidebar(page).getByRole('link', { name: 'Card payments' }).click();
  await expect(panel).toContainText('Cards could not be loaded.', { timeout: 20_000 });
  expect(await tamperedEntryRan(page)).toBe(false);

  // The same route handing on the untouched bytes: only the bytes made the difference. Waiting for
  // a handler still answering an earlier request of the entry (a rest on the menu link asks for it
  // too): unrouted under it, it failed with "Route is already handled" (a flaky run, 2026-12-03).
  await page.unrouteAll({ behavior: 'wait' });
  await page.route(CARDS_ENTRY, serveEntry((body) => body));
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Card payments' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await tamperedEntryRan(page)).toBe(false);
  expect(await windowIsMarked(page)).toBe(true);
});

test("a development override loads without the registry's integrity (a dev build is not the deployed one)", async ({ page }) => {
  // The allow-listed alias origin of the cards server stands in for a squad's dev server, whose
  // build differs from the deployed one.
  await page.route(`${ALIAS_ORIGIN}/remoteEntry.js`, serveEntry((body) => TAMPERING + body));
  const requests = recordRequests(page);
  await page.goto(`/credit_cards/payments?remote:cards=${ALIAS_ORIGIN}/mf-manifest.json`);
  await expect(page.getByRole('heading', { level: 1, name: 'Card payments' })).toBeVisible();
  expect(await tamperedEntryRan(page)).toBe(true);
  const entryRequest = requests.find((request) => request.url() === `${ALIAS_ORIGIN}/remoteEntry.js`);
  expect((await entryRequest?.allHeaders())?.origin).toBeUndefined();
  await page.getByRole('button', { name: 'Clear overrides' }).click();
  await expect(page.getByText('Override active')).toHaveCount(0);
});
