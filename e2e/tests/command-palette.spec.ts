import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, resetSandbox, test } from './fixtures';
import { chooseIndonesian } from './support';

// Every test here opens its own first page: the sign-in does not open the landing page first.
test.use({ landing: false });

// Issue 23: ⌘K / Ctrl+K over the pages and actions the user may open, with the remotes' own entries.
const palette = (page: Page, name = 'Go to') => page.getByRole('dialog', { name });
const field = (page: Page, name = 'Search pages and actions') => page.getByRole('combobox', { name });

async function openPalette(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(field(page)).toBeFocused();
}

// The language chosen in one test is the user's (kept by the gateway): every test starts from the seed.
test.afterEach(resetSandbox);

test.describe('an owner', () => {
  test('finds a page and goes there with the keyboard alone; the count is announced', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await openPalette(page);
    await expect(palette(page)).toBeVisible();
    await expectNoAxeViolations(page);
    // Every label is a text for people, in the shell's, the palette's or the remote's words.
    const texts = await palette(page).getByRole('option').allTextContents();
    expect(texts.length).toBeGreaterThan(10);
    expect(texts.filter((text) => /\b(menu|settings)\.[a-zA-Z]/.test(text))).toEqual([]);

    await page.keyboard.type('team');
    const options = palette(page).getByRole('option');
    await expect(options.first()).toHaveText(/^TeamPage$/);
    await expect(palette(page).getByRole('option', { name: /^Invite a team member/ })).toBeVisible();
    await expect(palette(page).getByRole('status')).toHaveText(/^\d+ results?$/);
    await expect(field(page)).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/settings\/team$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(palette(page)).toHaveCount(0);
  });

  test('a remote’s own entry ("Create API key", from mfe-settings’ declaration) opens its section', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await openPalette(page);
    await page.keyboard.type('api key');
    await expect(palette(page).getByRole('option').first()).toHaveText(/^Create API keyAction$/);
    await page.keyboard.press('Enter');
    // The page opens the action itself and takes `?action=` out of the address.
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'New API key' })).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/developers#api-keys$/);

    // ↓ moves through the list and wraps; Escape closes and nothing else happens.
    await openPalette(page);
    await page.keyboard.type('export');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(palette(page).getByRole('option', { name: /^Export transactions/ })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(palette(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/settings\/developers#api-keys$/);

    // "Export transactions" (mfe-cards' declaration) opens the card payments page with its export dialog.
    await openPalette(page);
    await page.keyboard.type('export');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Export transactions' })).toBeVisible();
    await expect(page).toHaveURL(/\/credit_cards\/payments$/);
  });

  test('searches in en and id: Indonesian labels, and English words still find', async ({ page }) => {
    await page.goto('/home');
    await chooseIndonesian(page);
    await page.keyboard.press('Control+k');
    await expect(field(page, 'Cari halaman dan tindakan')).toBeFocused();
    await page.keyboard.type('ekspor');
    await expect(palette(page, 'Buka').getByRole('option').first()).toHaveText(/^Ekspor transaksiTindakan$/);
    await field(page, 'Cari halaman dan tindakan').fill('export');
    await expect(palette(page, 'Buka').getByRole('option').first()).toHaveText(/^Ekspor transaksiTindakan$/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/credit_cards\/payments$/);
  });
});

test.describe('a viewer', () => {
  test.use({ persona: 'viewer@tokoku.test' });

  test('is never offered /settings/team, nor the team or developers actions', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await openPalette(page);
    await page.keyboard.type('team');
    await expect(palette(page).getByText('Nothing matches “team”.')).toBeVisible();
    await expect(palette(page).getByRole('option')).toHaveCount(0);
    await expect(palette(page).getByRole('status')).toHaveText('0 results');
    await field(page).fill('api key');
    await expect(palette(page).getByRole('option')).toHaveCount(0);
    // What a viewer may open is there: billing (settings) and the cards export.
    await field(page).fill('billing');
    await expect(palette(page).getByRole('option', { name: /^Billing/ })).toBeVisible();
    await field(page).fill('export');
    await expect(palette(page).getByRole('option', { name: /^Export transactions/ })).toBeVisible();
  });
});
