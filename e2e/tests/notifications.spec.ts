import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { clearFaults, expect, injectFault, resetSandbox, test } from './fixtures';
import { chooseIndonesian, expectFitsTheScreen, markWindow, windowIsMarked } from './support';

// Issue 13: the header's notification bell and the notification centre, as owner@tokoku.test
// (126 notifications in Toko Ku, 84 unread; Toko Ku Express has the centre's flag off).

test.afterEach(resetSandbox); // reads, ratings, faults and the language of these tests

const OWNER_UNREAD = 84;

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true });
const badge = (page: Page) => page.getByRole('banner').getByTestId('notification-badge');
const dropdown = (page: Page) => page.getByRole('banner').getByRole('region', { name: 'Notifications' });

async function openDropdown(page: Page) {
  await bell(page).click();
  const panel = dropdown(page);
  await expect(panel.getByRole('article')).toHaveCount(5);
  return panel;
}

async function openCentre(page: Page) {
  await page.goto('/notification-center');
  await expect(page.getByRole('heading', { level: 1, name: 'Notification centre' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Notifications' }).getByRole('article')).toHaveCount(10);
}

test('the bell shows the unread count; reading one in the dropdown opens it in the dashboard and the badge drops', async ({ page }) => {
  await expect(badge(page)).toHaveText(String(OWNER_UNREAD));
  await expect(bell(page)).toHaveAccessibleDescription(`Unread notifications: ${OWNER_UNREAD}`);
  const panel = await openDropdown(page);
  await expect(panel.getByRole('button', { name: 'Products' })).toHaveAttribute('aria-pressed', 'false');
  await markWindow(page);
  await panel.getByRole('link', { name: 'Cards now settle faster' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Card payments' })).toBeVisible();
  expect(await windowIsMarked(page)).toBe(true); // no full page load
  await expect(dropdown(page)).toHaveCount(0);
  await expect(badge(page)).toHaveText(String(OWNER_UNREAD - 1));
});

test('the tags filter the dropdown, and Mark all as read there empties the badge', async ({ page }) => {
  const panel = await openDropdown(page);
  await panel.getByRole('button', { name: 'Updates' }).click();
  await expect(panel.getByRole('button', { name: 'Updates' })).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByRole('heading', { name: /Your billing statement is ready/ })).toBeVisible();
  await expect(panel.getByRole('heading', { name: /Cards now settle faster/ })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(badge(page)).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleDescription('Unread notifications: 0');
  await expect(panel.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);
});

test('the centre pages through every notification, reads one on open and reads all', async ({ page }) => {
  await bell(page).click();
  await dropdown(page).getByRole('link', { name: 'See all' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notification centre' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Page 1 of 13')).toBeVisible();
  await main.getByRole('button', { name: /Next page/ }).click();
  await expect(main.getByText('Page 2 of 13')).toBeVisible();
  await expect(main.getByRole('heading', { name: /Cards now settle faster \(2\)$/ })).toBeVisible();
  // Read one: its button goes, the badge drops.
  await main.getByRole('button', { name: /^Mark as read\W+Cards now settle faster \(2\)$/ }).click();
  await expect(badge(page)).toHaveText(String(OWNER_UNREAD - 1));
  await expect(main.getByRole('button', { name: /^Mark as read\W+Cards now settle faster \(2\)$/ })).toHaveCount(0);
  // Read all.
  await main.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(main.getByText('Unread: 0')).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  await expect(main.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);
});

test('target_url: an https URL opens a new tab safely; javascript:, data:, http: and //host are not links', async ({ page }) => {
  await openCentre(page);
  const main = page.getByRole('main');
  const external = main.getByRole('link', { name: 'API changelog (opens in a new tab)' });
  await expect(external).toHaveAttribute('href', 'https://docs.example.com/changelog');
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  for (const title of ['Security notice', 'Account review completed', /Release notes$/]) {
    await expect(main.getByRole('heading', { name: title })).toBeVisible();
    await expect(main.getByRole('heading', { name: title }).getByRole('link')).toHaveCount(0);
  }
  await expect(main.locator('a[href^="javascript:"], a[href^="data:"], a[href^="//"], a[href^="http:"]')).toHaveCount(0);
});

test('titles and messages are text: the XSS payloads show literally, no dialog, no script', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openCentre(page);
  const main = page.getByRole('main');
  await expect(main.getByText('Scheduled maintenance <img src=x onerror=alert(1)>', { exact: true })).toBeVisible();
  await expect(main.getByText('Virtual accounts are paused on Sunday 01:00-02:00 WIB. <script>alert("xss")</script>')).toBeVisible();
  await expect(main.getByText('Payment links, <b>bold</b> new look', { exact: true })).toBeVisible();
  await expect(main.getByText('<script>alert("title")</script> Release notes', { exact: true })).toBeVisible();
  await expect(main.locator('img[src="x"], b, script')).toHaveCount(0);
  // The dropdown shows the same payloads as text.
  const panel = await openDropdown(page);
  await expect(panel.getByText('Payment links, <b>bold</b> new look', { exact: true })).toBeVisible();
  await expect(panel.locator('img[src="x"], b')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('media have text alternatives; a rating removes the notification that asked for it', async ({ page }) => {
  await openCentre(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('img', { name: 'Image: Cards now settle faster' })).toBeVisible();
  await expect(main.locator('video[aria-label="Video: Payment links, <b>bold</b> new look"]')).toBeVisible();
  const asking = main.getByRole('article', { name: /How easy is the dashboard to use\?$/ });
  await expect(asking.getByRole('button', { name: 'Send rating' })).toBeDisabled();
  await asking.getByRole('radio', { name: '2 – Easy' }).check();
  await asking.getByRole('textbox', { name: 'Comment (optional)' }).fill('Clear enough.');
  await asking.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your feedback.' })).toBeVisible();
  await expect(main.getByRole('article', { name: /How easy is the dashboard to use\?$/ })).toHaveCount(0);
  await expect(main.getByText('125 results')).toBeVisible();
});

test('failures: the dropdown has Refresh, the centre says errorFetch, a failed read changes nothing but its message', async ({ page }) => {
  await injectFault({ path: '/api/notifications', status: 503, error_code: 'SERVER_ERROR', count: 100 });
  await page.reload();
  await bell(page).click();
  const panel = dropdown(page);
  await expect(panel.getByRole('alert')).toContainText('Notifications could not be loaded.');
  await clearFaults();
  await panel.getByRole('button', { name: 'Refresh' }).click();
  await expect(panel.getByRole('article')).toHaveCount(5);
  await expect(badge(page)).toHaveText(String(OWNER_UNREAD));

  await injectFault({ path: '/api/notifications', method: 'GET', status: 503, error_code: 'SERVER_ERROR', count: 100 });
  await page.goto('/notification-center');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Your notifications could not be loaded.');
  await clearFaults();
  await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('list', { name: 'Notifications' }).getByRole('article')).toHaveCount(10);

  await injectFault({ path: '/api/notifications/*', method: 'POST', status: 500, error_code: 'SERVER_ERROR', count: 2 });
  await main.getByRole('button', { name: /^Mark as read\W+Cards now settle faster$/ }).click();
  await expect(main.getByRole('alert')).toHaveText('The notification could not be marked as read. Please try again.');
  await expect(main.getByRole('button', { name: /^Mark as read\W+Cards now settle faster$/ })).toBeVisible();
  await main.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(main.getByRole('alert')).toHaveText('The notifications could not be marked as read. Please try again.');
  await expect(badge(page)).toHaveText(String(OWNER_UNREAD));
});

test("reading in one tab updates the other tab's badge without a reload", async ({ page, context }) => {
  const other = await context.newPage();
  await other.goto('/home');
  await expect(badge(other)).toHaveText(String(OWNER_UNREAD));
  await markWindow(other);
  const panel = await openDropdown(page);
  await panel.getByRole('button', { name: /^Mark as read\W+Cards now settle faster$/ }).click();
  await expect(badge(page)).toHaveText(String(OWNER_UNREAD - 1));
  await expect(badge(other)).toHaveText(String(OWNER_UNREAD - 1));
  expect(await windowIsMarked(other)).toBe(true);
});

test('where the notification_center flag is off, the bell has no See all and the centre is not found', async ({ page }) => {
  await page.getByRole('button', { name: /Toko Ku, \+2 businesses/ }).click();
  await page.getByRole('button', { name: 'Toko Ku Express' }).click();
  await expect(page.getByRole('button', { name: /Toko Ku Express/ })).toBeVisible();
  // Toko Ku Express has its own notifications: 3, 2 of them unread.
  await expect(badge(page)).toHaveText('2');
  await bell(page).click();
  await expect(dropdown(page).getByRole('article')).toHaveCount(3);
  await expect(dropdown(page).getByRole('link', { name: 'See all' })).toHaveCount(0);
  await page.goto('/notification-center');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test.describe('in Bahasa Indonesia', () => {
  test('the bell, the dropdown and the centre speak Indonesian, English where a text has no translation', async ({ page }) => {
    await chooseIndonesian(page);
    await page.getByRole('banner').getByRole('button', { name: 'Notifikasi', exact: true }).click();
    const panel = page.getByRole('banner').getByRole('region', { name: 'Notifikasi' });
    await expect(panel.getByRole('button', { name: 'Tandai semua sudah dibaca' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Produk' })).toBeVisible();
    await panel.getByRole('link', { name: 'Lihat semua' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pusat notifikasi' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: /Kartu kini lebih cepat cair$/ })).toBeVisible();
    await expect(main.getByRole('heading', { name: /Account review completed$/ })).toBeVisible();
    await expect(main.getByText('Halaman 1 dari 13')).toBeVisible();
  });
});

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const language of ['en', 'id'] as const) {
    for (const width of [1280, 390]) {
      test(`the open dropdown and the centre have no violations in ${language} at ${width} px`, async ({ page }) => {
        if (language === 'id') {
          // The language menu is in the desktop header only.
          await chooseIndonesian(page);
        }
        await page.setViewportSize({ width, height: 900 });
        const name = language === 'en' ? 'Notifications' : 'Notifikasi';
        await page.getByRole('banner').getByRole('button', { name, exact: true }).click();
        await expect(page.getByRole('banner').getByRole('region', { name }).getByRole('article')).toHaveCount(5);
        await expectNoAxeViolations(page);
        await expectFitsTheScreen(page);
        await page.goto('/notification-center');
        await expect(page.getByRole('main').getByRole('article')).toHaveCount(10);
        await expectNoAxeViolations(page);
      });
    }
  }
});
