import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, resetSandbox, test } from './fixtures';
import { chooseIndonesian, main } from './support';

// Small shell fixes: the test-mode banner's link under review (decision 0064) and issue 42's gated
// deep links, environment per business and command palette.
test.use({ landing: false });
test.afterEach(resetSandbox);

async function shoot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

test.describe('a business whose activation is under review (admin@kilat.test)', () => {
  test.use({ persona: 'admin@kilat.test' });

  test('the test-mode banner links to the activation status, not the form', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home');
    const banner = page.getByRole('region', { name: 'Account mode' });
    await expect(banner).toContainText('Test Mode');
    await expect(banner.getByRole('link', { name: 'Go live' })).toHaveCount(0);
    await banner.getByRole('link', { name: 'See your activation status' }).click();
    await expect(page).toHaveURL(/\/activation\/ongoing-activation$/);
    await expect(main(page).getByText('We are reviewing your activation')).toBeVisible();
  });
});

test.describe('a business still to activate (new@warungbaru.test)', () => {
  test.use({ persona: 'new@warungbaru.test' });
  test('keeps "Go live" to the form', async ({ page }) => {
    await page.goto('/home');
    const banner = page.getByRole('region', { name: 'Account mode' });
    await expect(banner.getByRole('link', { name: 'Go live' })).toHaveAttribute('href', '/activation');
  });
});

test.describe('a viewer reaching a page by its address', () => {
  test.use({ persona: 'viewer@tokoku.test' });

  test('a page of the business their permissions do not open says so, in en and id, axe 0; an unknown path is still not found', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/settings/team');
    await expect(main(page).getByRole('heading', { level: 1, name: 'This page needs another permission' })).toBeVisible();
    await expect(main(page)).toContainText('ask an administrator of the business');
    await expect(main(page)).not.toContainText(/administer|can_/);
    await expectNoAxeViolations(page);
    await shoot(page, 'forbidden-en-1440');
    await chooseIndonesian(page);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Halaman ini memerlukan izin lain' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/no-such-page');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
  });

  test('at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/activity-logs');
    await expect(main(page).getByRole('heading', { level: 1, name: 'This page needs another permission' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'forbidden-en-390');
  });
});

test('back from a test-only business, a live business opens in the environment last used there (issue 42)', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/home');
  const environment = page.getByRole('button', { name: /^Environment: / });
  await expect(environment).toHaveAccessibleName('Environment: Live Mode');
  const switchTo = async (business: string) => {
    await page.getByRole('banner').getByRole('button', { name: /businesses/ }).click();
    await page.getByRole('button', { name: business, exact: true }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(`^[^,]+, ${business},`) })).toBeVisible();
  };
  await switchTo('Toko Ku Baru');
  await expect(environment).toHaveAccessibleName('Environment: Test Mode');
  await switchTo('Toko Ku');
  await expect(environment).toHaveAccessibleName('Environment: Live Mode');

  // Test mode chosen in Toko Ku is Toko Ku's: it comes back after the test-only business too.
  await environment.click();
  await page.getByRole('menuitemradio', { name: 'Test Mode' }).click();
  await expect(environment).toHaveAccessibleName('Environment: Test Mode');
  await switchTo('Toko Ku Baru');
  await switchTo('Toko Ku');
  await expect(environment).toHaveAccessibleName('Environment: Test Mode');
});

test.describe('the command palette (issue 42)', () => {
  const palette = (page: Page) => page.getByRole('dialog', { name: 'Go to' });
  const field = (page: Page) => page.getByRole('combobox', { name: 'Search pages and actions' });

  test('its field has a visible box; every entry once; "refund" finds the card payments to refund from', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(field(page)).toBeFocused();
    const border = await field(page).evaluate((input) => {
      const style = getComputedStyle(input);
      return { width: style.borderTopWidth, style: style.borderTopStyle, color: style.borderTopColor };
    });
    expect(border.style).toBe('solid');
    expect(parseFloat(border.width)).toBeGreaterThanOrEqual(1);
    // Every entry once: no two options with the same name (the menu's Integrations and the settings page were two).
    await expect(palette(page).getByRole('option').first()).toBeVisible();
    const names = await palette(page).getByRole('option').allTextContents();
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    await shoot(page, 'palette-all-1440');
    await page.keyboard.type('refund');
    const refund = palette(page).getByRole('option', { name: /^Refund a card payment/ });
    await expect(refund).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'palette-refund-1440');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/credit_cards\/payments$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Card payments' })).toBeVisible();
  });

  test.describe('a viewer', () => {
    test.use({ persona: 'viewer@tokoku.test' });
    test('is offered no refund: they may not make one', async ({ page }) => {
      await page.goto('/home');
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      await page.keyboard.press('Control+k');
      await page.keyboard.type('refund');
      await expect(palette(page).getByRole('option', { name: /^Refund a card payment/ })).toHaveCount(0);
    });
  });
});
