import type { Page } from '@playwright/test';
import { expect, resetSandbox, test } from './fixtures';
import { expectNoAxeViolations, main } from './settings-support';
import { chooseIndonesian, expectFitsTheScreen, sidebar } from './support';

// Every test here opens its own first page: the sign-in does not open the landing page first.
test.use({ landing: false });

// Issue 21: the activity log (/activity-logs, administrators), written by the gateway as things
// happen. The log grows with every sign-in of the suite, so these look for what this test itself
// did and for the shape of every row, never for exact counts.

test.beforeAll(resetSandbox);
test.afterEach(resetSandbox); // the language chosen below is the owner's, kept by the gateway

const table = (page: Page) => main(page).getByRole('table');
const rows = (page: Page) => table(page).locator('tbody tr:not(.mdp-row-skeleton)');
const column = (page: Page, index: number) => rows(page).locator(`td:nth-child(${index})`);

async function openLog(page: Page) {
  await sidebar(page).getByRole('link', { name: 'Activity logs' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Activity log' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

test('the owner finds their own sign-in, filters by action and by who, and the address keeps the view', async ({ page }) => {
  await page.goto('/home');
  await openLog(page);
  await expect(rows(page).filter({ hasText: 'Signed in' }).filter({ hasText: 'owner@tokoku.test' }).first()).toBeVisible();
  await expect(column(page, 5).first()).toHaveText(/\d+\.\d+\.\d+\.\d+|:/); // an IPv4 or IPv6 address

  await main(page).getByRole('combobox', { name: 'Action', exact: true }).selectOption({ label: 'Team member invited' });
  await expect(page).toHaveURL(/action=TEAM_MEMBER_INVITED/);
  await expect.poll(async () => [...new Set(await column(page, 2).allInnerTexts())]).toEqual(['Team member invited']);
  await expect(column(page, 4).first()).toContainText('@'); // whom they invited

  await main(page).getByRole('searchbox', { name: /^Done by/ }).fill('owner@');
  await main(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/actor=owner%40/);
  await expect.poll(async () => [...new Set(await column(page, 3).allInnerTexts())]).toEqual(['owner@tokoku.test']);

  await page.reload();
  await expect(main(page).getByRole('combobox', { name: 'Action', exact: true })).toHaveValue('TEAM_MEMBER_INVITED');
  await expect.poll(async () => [...new Set(await column(page, 2).allInnerTexts())]).toEqual(['Team member invited']);

  await main(page).getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/activity-logs$/);
});

test('a filter that matches nothing says so', async ({ page }) => {
  await page.goto('/activity-logs?actor=nobody-at-all&action=PIN_SET');
  await expect(main(page).getByRole('heading', { name: 'No activity matches these filters' })).toBeVisible();
});

test('the log has no axe violations in English and Indonesian, and fits a phone', async ({ page }) => {
  await page.goto('/home');
  await openLog(page);
  await expectNoAxeViolations(page);
  await chooseIndonesian(page);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Log aktivitas' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(main(page).getByRole('heading', { level: 1, name: 'Log aktivitas' })).toBeVisible();
  await expectFitsTheScreen(page);
});

test.describe('a viewer', () => {
  test.use({ persona: 'viewer@tokoku.test' });

  test('has no activity log in the menu, and its address says it needs another permission', async ({ page }) => {
    await page.goto('/home');
    await expect(sidebar(page).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Activity logs' })).toHaveCount(0);
    await page.goto('/activity-logs');
    await expect(page.getByRole('heading', { level: 1, name: 'This page needs another permission' })).toBeVisible();
  });
});
