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

/** Mount and unmount cycles of the parcel. */
const CYCLES = 20;

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
  for (let cycle = 0; cycle < CYCLES; cycle += 1) {
    await visit(page, 'Activation', 'Activation');
    await visit(page, 'Home', 'Home');
  }
  await expect(page.locator('.shell-parcel')).toHaveCount(0);
  const after = await domCounters(page);
  // A leak grows with the cycles: at least a node or a listener a cycle. What the page adds once, not
  // per cycle, is not one: 6 listeners more after 5 cycles, 20 or 40 alike (something the page sets
  // up once the clock has run on), and the nodes within a few of the count before.
  expect(after.nodes - before.nodes).toBeLessThan(CYCLES);
  expect(after.jsEventListeners - before.jsEventListeners).toBeLessThan(CYCLES);
  expect(after.documents).toBeLessThanOrEqual(before.documents);
});
