import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { sidebar } from './support';

// A business still being activated sees Activation and Get started in its menu.
test.use({ persona: 'new@warungbaru.test' });

/**
 * single-spa keeps each lifecycle's timeout timer (up to 3 s, plus its warning) and with it the
 * parcel, so counters are read once those timers have run out: the page's clock (Playwright's,
 * installed before the page loads) jumps past them.
 */
const SINGLE_SPA_TIMERS_MS = 4_500;

async function domCounters(page: Page) {
  await page.clock.fastForward(SINGLE_SPA_TIMERS_MS);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const counters = await cdp.send('Memory.getDOMCounters');
  await cdp.detach();
  return counters;
}

async function visit(page: Page, link: string, heading: string) {
  await sidebar(page).getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('the activation parcel gets location changes through update, without remounting', async ({ page }) => {
  await page.goto('/activation');
  await expect(page.getByRole('heading', { level: 1, name: 'Activation' })).toBeVisible();
  await page.locator('.shell-parcel').evaluate((element) => {
    (element as HTMLElement & { e2eSameParcel?: boolean }).e2eSameParcel = true;
  });
  await visit(page, 'Get started', 'Get started');
  const same = await page.locator('.shell-parcel').evaluate(
    (element) => (element as HTMLElement & { e2eSameParcel?: boolean }).e2eSameParcel === true,
  );
  expect(same).toBe(true);
});

test('mounting and unmounting the activation parcel 20 times leaks no DOM nodes or listeners', async ({ page }) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  // One cycle first, so code loading and first-use caches are not counted as growth.
  await visit(page, 'Activation', 'Activation');
  await visit(page, 'Home', 'Home');
  const before = await domCounters(page);
  for (let cycle = 0; cycle < 20; cycle += 1) {
    await visit(page, 'Activation', 'Activation');
    await visit(page, 'Home', 'Home');
  }
  await expect(page.locator('.shell-parcel')).toHaveCount(0);
  const after = await domCounters(page);
  expect(after.nodes).toBeLessThanOrEqual(before.nodes);
  expect(after.jsEventListeners).toBeLessThanOrEqual(before.jsEventListeners);
  expect(after.documents).toBeLessThanOrEqual(before.documents);
});
