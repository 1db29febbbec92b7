import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, resetSandbox, signIn, test } from './fixtures';
import { chooseIndonesian, expectFitsTheScreen } from './support';

// newtags@tokoku.test: every flag in Toko Ku and no new-tag entries yet (sandbox-gateway/README.md), so
// the entries flagged new (NEW_MENU_FLAGS) show their tag until visited; every other persona has visited them.
test.use({ persona: 'newtags@tokoku.test' });
test.afterEach(resetSandbox); // the visits' entries

const menu = (page: Page) => page.getByRole('navigation', { name: /^(Main menu|Menu utama)$/ });

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test('flagged entries carry a "New" tag until their first visit, recorded for good', async ({ page }) => {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  for (const name of ['Activity logs', 'Chargebacks', 'Card promotions']) {
    await expect(menu(page).getByRole('link', { name, exact: true })).toHaveAccessibleDescription('New');
  }
  await expect(menu(page).getByRole('link', { name: 'Home', exact: true })).not.toHaveAccessibleDescription('New');
  await shoot(page, 'new-tags-1280');

  const updates = page.waitForResponse((response) => response.url().includes('/api/users/update_notification') && response.request().method() === 'PATCH');
  await menu(page).getByRole('link', { name: 'Activity logs', exact: true }).click();
  expect((await updates).ok()).toBe(true);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Activity log' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Activity logs', exact: true })).not.toHaveAccessibleDescription('New');
  await expect(menu(page).getByRole('link', { name: 'Chargebacks', exact: true })).toHaveAccessibleDescription('New');

  // Recorded in the account notifications, not in this page: a reload and another visit keep it gone.
  await page.goto('/home');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Activity logs', exact: true })).not.toHaveAccessibleDescription('New');
  await expect(menu(page).getByRole('link', { name: 'Card promotions', exact: true })).toHaveAccessibleDescription('New');
  await expect(menu(page).getByText('New', { exact: true })).toHaveCount(2);
});

test('a persona that has visited them sees no tag', async ({ page }) => {
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, 'owner@tokoku.test');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Activity logs', exact: true })).toBeVisible();
  await expect(menu(page).getByText('New', { exact: true })).toHaveCount(0);
});

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const language of ['en', 'id'] as const) {
    test(`the tagged menu has no violations in ${language}`, async ({ page }) => {
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      if (language === 'id') {
        await chooseIndonesian(page);
        await expect(menu(page).getByRole('link', { name: 'Log aktivitas', exact: true })).toHaveAccessibleDescription('Baru');
      } else {
        await expect(menu(page).getByRole('link', { name: 'Activity logs', exact: true })).toHaveAccessibleDescription('New');
      }
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the drawer shows the tags and fits the screen', async ({ page }) => {
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(menu(page).getByRole('link', { name: 'Card promotions', exact: true })).toHaveAccessibleDescription('New');
    await menu(page).getByRole('link', { name: 'Card promotions', exact: true }).scrollIntoViewIfNeeded();
    await shoot(page, 'new-tags-390');
    await expectFitsTheScreen(page);
  });
});
