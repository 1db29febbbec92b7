import type { Locator, Page } from '@playwright/test';
import { expect, PASSWORD, resetSandbox, test } from './fixtures';
import { expectNoAxeViolations, main } from './settings-support';
import { chooseIndonesian, expectFitsTheScreen, sidebar } from './support';

// Every test here opens its own first page: the sign-in does not open the landing page first.
test.use({ landing: false });

// Issue 16: /settings/developers (API keys, callbacks with history and resend, IP whitelist) and
// /callbacks. The sandbox delivers a callback to a host that is not on this machine as a receiver
// that accepted it (200), so a test event to an https URL completes (docs/decisions/0031).

test.beforeAll(resetSandbox);
test.afterEach(resetSandbox);

async function shoot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

async function openDevelopers(page: Page, section = 'api-keys') {
  await page.goto(`/settings/developers#${section}`);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
}

const history = (page: Page) => page.getByRole('dialog', { name: 'History of Invoices paid' });
const eventWith = (dialog: Locator, text: string) => dialog.getByRole('listitem').filter({ hasText: text }).first();

test.describe('API keys', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the owner creates a key, copies it, sees only its prefix after a reload, and revokes it with the password', async ({ page }) => {
    await openDevelopers(page);
    await main(page).getByRole('button', { name: 'Create an API key' }).click();
    await main(page).getByLabel('Key name').fill('E2E checkout');
    await main(page).getByRole('group', { name: 'Money out' }).getByLabel('Read').check();
    // A live key that can move money (money in: write) is created with the password (issue 42).
    await main(page).getByRole('button', { name: 'Create key' }).click();
    await expect(main(page).getByText('Enter your current password.')).toBeVisible();
    await main(page).getByLabel('Your password').fill(PASSWORD);
    await main(page).getByRole('button', { name: 'Create key' }).click();
    const secretBox = main(page).getByLabel('Secret of the key E2E checkout');
    await expect(secretBox).toHaveText(/^sk_live_[A-Za-z0-9_-]{40}$/);
    const secret = (await secretBox.textContent())!;
    await shoot(page, 'developers-key-created-1280');
    await main(page).getByRole('button', { name: 'Copy the API key' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    await page.reload();
    const keys = main(page).getByRole('list', { name: 'API keys in live mode' });
    const row = keys.getByRole('listitem').filter({ hasText: 'E2E checkout' });
    await expect(row).toContainText(`${secret.slice(0, 16)}…`);
    await expect(row).toContainText('Money out: Read');
    await expect(page.getByText(secret)).toHaveCount(0);

    await row.getByRole('button', { name: 'Revoke E2E checkout' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke E2E checkout?' });
    await dialog.getByLabel('Your password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await expect(dialog.getByText('The password is not correct.')).toBeVisible();
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(keys.getByRole('listitem').filter({ hasText: 'E2E checkout' })).toHaveCount(0);
  });
});

test('an https callback URL with its token, a test event COMPLETED in the history, a FAILED event resent, the details card', async ({ page }) => {
  await openDevelopers(page, 'callbacks');
  const invoices = main(page).getByRole('article', { name: 'Invoices paid' });
  await invoices.getByRole('button', { name: 'Set URL for Invoices paid' }).click();
  const url = invoices.getByRole('textbox', { name: /^Callback URL/ });
  await url.fill('http://shop.example/e2e-callback');
  await invoices.getByRole('button', { name: 'Save URL' }).click();
  await expect(invoices.getByText('Use an https:// address. Plain http:// is only for test mode.')).toBeVisible();
  await url.fill('https://shop.example/e2e-callback');
  await invoices.getByRole('button', { name: 'Save URL' }).click();
  await expect(invoices.getByLabel('Verification token of Invoices paid')).toHaveText(/^[A-Za-z0-9_-]{40,}$/);
  await invoices.getByRole('button', { name: 'I have stored it' }).click();
  await expect(invoices).toContainText('https://shop.example/e2e-callback');

  await invoices.getByRole('button', { name: 'History of Invoices paid' }).click();
  const dialog = history(page);
  await expect(dialog.getByRole('list', { name: 'Callbacks of Invoices paid' })).toBeVisible();
  // Only FAILED and COMPLETED are listed: the seeded CALLBACK_URL_NOT_SET event is not.
  await expect(dialog.getByText('URL not set')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Send a test event' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Test event sent: Completed (response 200).' })).toBeVisible();
  const first = dialog.getByRole('listitem').first();
  await expect(first).toContainText('Test');
  await expect(first).toContainText('Completed');

  await eventWith(dialog, 'Response 500').getByRole('button', { name: 'Resend' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Resent: Completed (response 200).' })).toBeVisible();
  // The resent request's earlier event is no longer its latest: no Resend on it.
  await expect(eventWith(dialog, 'Response 500').getByRole('button', { name: 'Resend' })).toHaveCount(0);

  const notFound = eventWith(dialog, 'Response 404');
  await notFound.getByRole('button', { name: 'Details' }).click();
  await expect(notFound.getByText('Receiver refused the request (4xx).')).toBeVisible();
  await expect(notFound.getByText(/The URL was not found on the receiver/)).toBeVisible();
  await expect(notFound.getByLabel('Response payload')).toContainText('<h1>Not Found</h1>');
  await expect(page.locator('h1', { hasText: 'Not Found' })).toHaveCount(0); // text, never HTML
  await shoot(page, 'developers-history-1280');
});

test('the IP whitelist takes IPv4 and IPv6 blocks and refuses anything else', async ({ page }) => {
  await openDevelopers(page, 'ip-whitelists');
  const section = main(page).getByRole('region', { name: 'IP whitelist' });
  const field = section.getByLabel('IP address or CIDR block');
  await field.fill('203.0.113.300/24');
  await section.getByRole('button', { name: 'Add to whitelist' }).click();
  await expect(section.getByText(/Enter an IPv4 or IPv6 address or CIDR block/)).toBeVisible();
  await field.fill('2001:db8::/32');
  await section.getByRole('button', { name: 'Add to whitelist' }).click();
  const list = section.getByRole('list', { name: 'Whitelisted addresses in live mode' });
  await expect(list).toContainText('2001:db8::/32');
  await field.fill('198.51.100.0/24');
  await section.getByRole('button', { name: 'Add to whitelist' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.reload();
  await expect(section.getByRole('list', { name: 'Whitelisted addresses in live mode' }).getByRole('listitem')).toHaveCount(2);
  await section.getByRole('button', { name: 'Remove 2001:db8::/32' }).click();
  await expect(section.getByRole('list').getByRole('listitem')).toHaveCount(1);
});

test('no axe violations in English and Indonesian, the history open too; it fits a phone', async ({ page }) => {
  test.slow(); // several full-page axe runs (seconds each on 2 cores)
  await openDevelopers(page);
  await expect(main(page).getByRole('list', { name: 'API keys in live mode' })).toBeVisible();
  await expect(main(page).getByRole('article', { name: 'Invoices paid' })).toBeVisible();
  await expectNoAxeViolations(page);
  await main(page).getByRole('button', { name: 'History of Invoices paid' }).click();
  await eventWith(history(page), 'Response 500').getByRole('button', { name: 'Details' }).click();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await chooseIndonesian(page);
  await expect(main(page).getByRole('heading', { level: 2, name: 'Kunci API' })).toBeVisible();
  await expect(main(page).getByRole('list', { name: 'Kunci API di mode live' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'developers-id-1280');
  await main(page).getByRole('button', { name: 'Riwayat Invoices paid' }).click();
  await expect(page.getByRole('dialog', { name: 'Riwayat Invoices paid' }).getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(main(page).getByRole('heading', { level: 2, name: 'Daftar IP yang diizinkan' })).toBeAttached();
  await shoot(page, 'developers-390');
  await expectFitsTheScreen(page);
  await main(page).getByRole('button', { name: 'Riwayat Invoices paid' }).click();
  await eventWith(page.getByRole('dialog'), 'Respons 500').getByRole('button', { name: 'Detail' }).click();
  await shoot(page, 'developers-history-390');
  const dialogOverflow = await page.getByRole('dialog').evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(dialogOverflow).toBeLessThanOrEqual(0);
});

test.describe('dev@ (tech settings only)', () => {
  test.use({ persona: 'dev@tokoku.test' });

  test('manages keys: creates one and sees its secret once', async ({ page }) => {
    await openDevelopers(page);
    await main(page).getByRole('button', { name: 'Create an API key' }).click();
    await main(page).getByLabel('Key name').fill('Dev key');
    await main(page).getByLabel('Your password').fill(PASSWORD);
    await main(page).getByRole('button', { name: 'Create key' }).click();
    await expect(main(page).getByLabel('Secret of the key Dev key')).toHaveText(/^sk_live_/);
    await expect(main(page).getByRole('list', { name: 'API keys in live mode' })).toContainText('Dev key');
  });
});

test.describe('a viewer', () => {
  test.use({ persona: 'viewer@tokoku.test' });

  test('cannot reach the developers page; reads /callbacks and its history but sets and resends nothing', async ({ page }) => {
    await page.goto('/settings/developers');
    await expect(main(page).getByRole('heading', { level: 1, name: 'This page needs another permission' })).toBeVisible();
    await page.goto('/home');
    await sidebar(page).getByRole('link', { name: 'Callbacks' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Callbacks' })).toBeVisible();
    const invoices = main(page).getByRole('article', { name: 'Invoices paid' });
    await expect(invoices).toBeVisible();
    await expect(main(page).getByRole('button', { name: /Set URL for/ })).toHaveCount(0);
    await invoices.getByRole('button', { name: 'History of Invoices paid' }).click();
    await expect(history(page).getByRole('listitem').first()).toBeVisible();
    await expect(history(page).getByRole('button', { name: 'Resend' })).toHaveCount(0);
    await expect(history(page).getByRole('button', { name: 'Send a test event' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe("the second brand's editor (can_edit)", () => {
  test.use({ persona: 'editor@brand2.test' });

  test('resends a callback from /callbacks (no URL setting, no test event)', async ({ page }) => {
    await page.goto('/callbacks');
    const invoices = main(page).getByRole('article', { name: 'Invoices paid' });
    await expect(main(page).getByRole('button', { name: /Set URL for/ })).toHaveCount(0);
    await invoices.getByRole('button', { name: 'History of Invoices paid' }).click();
    const dialog = history(page);
    await expect(dialog.getByRole('button', { name: 'Send a test event' })).toHaveCount(0);
    await eventWith(dialog, 'Response 500').getByRole('button', { name: 'Resend' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Resent: Completed (response 200).' })).toBeVisible();
  });
});

test.describe('the IP whitelist reminder', () => {
  test.use({ persona: '' });

  test('"Agree and set" lands on the IP whitelist section', async ({ page }) => {
    await page.goto('/login?lang=en');
    await page.getByLabel('Email').fill('security@tokoku.test');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Protect your live API keys' }).getByRole('button', { name: 'Agree and set' }).click();
    await expect(page).toHaveURL(/\/settings\/developers#ip-whitelists$/);
    const section = main(page).getByRole('region', { name: 'IP whitelist' });
    await expect(section.getByRole('heading', { level: 2, name: 'IP whitelist' })).toBeInViewport();
    await expect(section.getByRole('heading', { name: 'No address on the whitelist' })).toBeVisible();
  });
});
