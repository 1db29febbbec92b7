import { API } from 'shared-contracts/gateway';
import { expect, injectFault, resetSandbox, test } from './fixtures';

test.afterEach(resetSandbox); // faults, switches and stored choices of these tests

test('a failed language change shows unexpectedError in a toast and keeps the language', async ({ page }) => {
  await injectFault({ path: API.user, status: 500, error_code: 'SERVER_ERROR', count: 1 });
  await page.getByRole('button', { name: 'Language: EN' }).click();
  await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Something went wrong. Please try again.' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Toasts close themselves after 3000 ms.
  await expect(page.getByText('Something went wrong. Please try again.')).toBeHidden({ timeout: 5000 });
});

test('the help menu has the docs, the API reference and the resolution centre', async ({ page }) => {
  await page.getByRole('button', { name: 'Help' }).click();
  await expect(page.getByRole('link', { name: /^Docs/ })).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByRole('link', { name: /^API reference/ })).toHaveAttribute('target', '_blank');
  await page.getByRole('link', { name: 'Resolution Center' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Resolution Center' })).toBeVisible();
});

test('"Please log in" from the gateway returns to the login page with the relogin message', async ({ page }) => {
  await injectFault({ path: API.billingStatements, status: 401, error_code: 'AUTHENTICATION_ERROR', message: 'Please log in', count: 5 });
  await page.getByRole('button', { name: 'Environment: Live Mode' }).click();
  await page.getByRole('button', { name: 'Test Mode' }).click(); // refetches the billing statements
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
    await expect(page.getByRole('link', { name: /^Docs/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Resolution Center' })).toHaveCount(0);
    await page.goto('/resolution-center');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
