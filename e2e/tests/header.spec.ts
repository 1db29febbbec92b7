import type { Locator, Page } from '@playwright/test';
import { API } from 'shared-contracts/gateway';
import { expect, injectFault, landingSettled, resetSandbox, test } from './fixtures';
import { recordRequests } from './support';

test.afterEach(resetSandbox); // faults, switches and stored choices of these tests

test('a failed language change shows unexpectedError in a toast and keeps the language', async ({ page }) => {
  await landingSettled(page);
  await injectFault({ path: API.user, status: 500, error_code: 'SERVER_ERROR', count: 1 });
  await page.getByRole('button', { name: 'Language: EN' }).click();
  await page.getByRole('menuitemradio', { name: 'Bahasa Indonesia' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Something went wrong. Please try again.' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Toasts close themselves after 3000 ms.
  await expect(page.getByText('Something went wrong. Please try again.')).toBeHidden({ timeout: 5000 });
});

test("a switch to Bahasa Indonesia fetches the shell's and the page's remotes' Indonesian texts, then shows the page in it without a reload", async ({ page }) => {
  await landingSettled(page);
  const requests = recordRequests(page);
  await page.getByRole('button', { name: 'Language: EN' }).click();
  await page.getByRole('menuitemradio', { name: 'Bahasa Indonesia' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Beranda' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  // The shell's chunk and one `texts-id` per loaded remote (home's page, notifications' bell), from each remote's origin.
  const texts = requests.map((request) => new URL(request.url())).filter((url) => /\/(shell-id|texts-id)\.[0-9a-f]{10}\.js$/.test(url.pathname));
  expect(texts.filter((url) => url.pathname.includes('/shell-id.'))).toHaveLength(1);
  expect(new Set(texts.filter((url) => url.pathname.includes('/texts-id.')).map((url) => url.origin)).size).toBe(2);
  // A remote loaded later in Indonesian has its texts before its page shows: the bell's centre, in Indonesian at once.
  await page.goto('/notification-center');
  await expect(page.getByRole('heading', { level: 1, name: 'Pusat notifikasi' })).toBeVisible();
});

test('the help menu has the docs and the API reference; no resolution centre while no remote serves it', async ({ page }) => {
  await page.getByRole('button', { name: 'Help' }).click();
  const menu = page.getByRole('menu', { name: 'Help' });
  await expect(menu.getByRole('menuitem', { name: /^Docs/ })).toHaveAttribute('href', /^https:\/\//);
  await expect(menu.getByRole('menuitem', { name: /^API reference/ })).toHaveAttribute('target', '_blank');
  // Shown only when a deployed remote serves /resolution-center (decision 0045; help-menu.test.ts).
  await expect(menu.getByRole('menuitem', { name: 'Resolution Center' })).toHaveCount(0);
});

test('"Please log in" from the gateway returns to the login page with the relogin message', async ({ page }) => {
  await landingSettled(page);
  await injectFault({ path: API.billingStatements, status: 401, error_code: 'AUTHENTICATION_ERROR', message: 'Please log in', count: 5 });
  await page.getByRole('button', { name: 'Environment: Live Mode' }).click();
  await page.getByRole('menuitemradio', { name: 'Test Mode' }).click(); // refetches the billing statements
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please log in again.')).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'liveMode')).toBeUndefined();
});

test('a business switch in another tab moves this tab too, reloading when the go-live status changed', async ({ page }) => {
  const other = await page.context().newPage();
  await other.goto('/settings');
  await expect(other.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('button', { name: /Toko Ku, \+2 businesses/ }).click();
  await page.getByRole('button', { name: 'Toko Ku Baru' }).click();
  await expect(page.getByRole('button', { name: /Toko Ku Baru/ })).toBeVisible();
  await expect(other).toHaveURL(/\/home$/);
  await expect(other.getByRole('button', { name: /Toko Ku Baru/ })).toBeVisible();
  await expect(other.getByRole('region', { name: 'Account mode' })).toContainText('not activated');
});

test.describe('the Philippines', () => {
  test.use({ persona: 'admin@manila.test' });
  test('has no language dropdown and no resolution centre', async ({ page }) => {
    await expect(page.getByRole('button', { name: /Environment/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Language/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Help' }).click();
    await expect(page.getByRole('menuitem', { name: /^Docs/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Resolution Center' })).toHaveCount(0);
    await page.goto('/resolution-center');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test('the menus cost the first route nothing: their code arrives when a trigger is pointed at', async ({ page }) => {
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const help = page.getByRole('button', { name: 'Help' });
  // react-aria marks what it renders with data-rac: nothing of it is on the page yet.
  await expect(page.locator('[data-rac]')).toHaveCount(0);
  const requests = recordRequests(page);
  await help.hover();
  await expect(help).toHaveAttribute('data-rac', '');
  expect(requests.filter((request) => request.resourceType() === 'script').length).toBeGreaterThan(0);
  // Every trigger of the header took over, and looks as it did.
  await expect(page.getByRole('button', { name: 'Environment: Live Mode' })).toHaveAttribute('data-rac', '');
});

/** Presses Tab until `target` has focus (the header's order: logo, environment, bell, help, feedback, language, account). */
async function tabTo(page: Page, target: Locator) {
  await page.getByRole('link', { name: 'Skip to content' }).focus();
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('Tab never reached the trigger');
}

test.describe('keyboard', () => {
  test.afterEach(resetSandbox);

  for (const { trigger, opensWith } of [
    { trigger: 'Environment: Live Mode', opensWith: 'Enter' },
    { trigger: 'Help', opensWith: 'ArrowDown' },
    { trigger: 'Language: EN', opensWith: 'Space' },
  ]) {
    test(`${trigger}: Tab reaches it, ${opensWith} opens the menu, arrows move, Escape closes and returns focus`, async ({ page }) => {
      const button = page.getByRole('banner').getByRole('button', { name: trigger });
      await tabTo(page, button);
      await page.keyboard.press(opensWith === 'Space' ? ' ' : opensWith);
      const menu = page.getByRole('menu', { name: trigger });
      await expect(menu).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const focused = page.locator(':focus');
      await page.keyboard.press('ArrowDown');
      await expect(focused).toHaveAttribute('role', /^menuitem/);
      const first = await focused.textContent();
      await page.keyboard.press('ArrowDown');
      await expect(focused).not.toHaveText(first ?? '');
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
    });
  }

  test('the account panel: Enter opens it with focus inside, Tab stays inside, Escape closes and returns focus', async ({ page }) => {
    const button = page.getByRole('banner').getByRole('button', { name: /Toko Ku, \+2 businesses/ });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Profile' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('owner@tokoku.test');
    const focusInside = () => panel.evaluate((element) => element.contains(document.activeElement));
    await expect.poll(focusInside).toBe(true);
    for (let presses = 0; presses < 5; presses += 1) {
      await page.keyboard.press('Tab');
      await expect.poll(focusInside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a language chosen with the keyboard applies, and the menu checks it', async ({ page }) => {
    const button = page.getByRole('button', { name: 'Language: EN' });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await page.getByRole('menuitemradio', { name: 'Bahasa Indonesia' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await page.getByRole('button', { name: 'Bahasa: ID' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Bahasa Indonesia' })).toHaveAttribute('aria-checked', 'true');
  });
});
