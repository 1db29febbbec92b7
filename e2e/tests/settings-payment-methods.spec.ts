import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, resetSandbox, test } from './fixtures';
import { expectNoAxeViolations, main } from './settings-support';
import { chooseIndonesian, expectFitsTheScreen } from './support';

// Every test here opens its own first page: the sign-in does not open the landing page first.
test.use({ landing: false });

// Issue 16: /settings/payment-methods with the activation tracker of spec 02 §4, over the seeded
// product submissions (sandbox-gateway/src/seed/developers.ts): every tracker state.

test.beforeAll(resetSandbox);
test.afterEach(resetSandbox);

async function shoot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

const product = (page: Page, name: string) => main(page).getByRole('article', { name });

async function openPaymentMethods(page: Page, path = '/settings/payment-methods') {
  await page.goto(path);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
}

test('each tracker state of the seeded products; a product is asked for once', async ({ page }) => {
  await openPaymentMethods(page);
  await expect(product(page, 'OVO')).toContainText('Active');
  const dana = product(page, 'DANA');
  await expect(dana).toContainText('In progress');
  const steps = dana.getByRole('list', { name: 'Activation progress of DANA' }).getByRole('listitem');
  await expect(steps).toHaveCount(5);
  await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
  await expect(steps.nth(4)).toContainText('estimated go-live');
  // The lower-case sub-status of ShopeePay reads the same as the upper-case one.
  await expect(product(page, 'ShopeePay').getByRole('listitem').nth(2)).toHaveAttribute('aria-current', 'step');
  const linkaja = product(page, 'LinkAja');
  await expect(linkaja).toContainText('Rejected');
  await expect(linkaja).toContainText('Rejected on');
  await expect(linkaja.getByRole('button', { name: 'Activate LinkAja' })).toBeDisabled();
  await expect(product(page, 'BCA')).toContainText('Deactivated on');
  await shoot(page, 'payment-methods-1280');

  const kredivo = product(page, 'Kredivo');
  await expect(kredivo).toContainText('Not activated');
  await kredivo.getByRole('button', { name: 'Activate Kredivo' }).click();
  await expect(kredivo).toContainText('In progress');
  await expect(kredivo.getByRole('list', { name: 'Activation progress of Kredivo' }).getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');
  await expect(kredivo.getByRole('button', { name: 'Activate Kredivo' })).toHaveCount(0);
});

test('the virtual-account detail modal: invoice and fixed VA tabs, the live/test toggle; retail outlets', async ({ page }) => {
  await openPaymentMethods(page);
  const outlets = main(page).getByRole('list', { name: 'Retail outlets' });
  await expect(outlets.getByRole('listitem').filter({ hasText: 'ALFAMART' })).toContainText('Active');
  await expect(outlets.getByRole('listitem').filter({ hasText: 'INDOMARET' })).toContainText('Onboarding since');
  await main(page).getByRole('button', { name: 'View banks and account numbers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Virtual account banks' });
  const invoice = dialog.getByRole('table', { name: 'Banks of invoice virtual accounts' });
  await expect(invoice.getByRole('rowheader', { name: 'Bank Central Asia (BCA)' })).toBeVisible();
  // The main brand leaves out CIMB, BNI Syariah, BSI and BJB.
  await expect(invoice.getByRole('rowheader', { name: 'Bank BJB' })).toHaveCount(0);
  await expect(invoice.getByRole('row').filter({ hasText: 'Bank Central Asia' })).toContainText('107661000000');
  await dialog.getByRole('tab', { name: 'Fixed VA' }).click();
  const fixed = dialog.getByRole('table', { name: 'Banks of fixed virtual accounts' });
  await expect(fixed.getByRole('rowheader', { name: 'Bank Sahabat Sampoerna' })).toHaveCount(0);
  await dialog.getByLabel('Test').check();
  await expect(fixed.getByRole('rowheader', { name: 'Bank Sahabat Sampoerna' })).toBeVisible();
  await expect(fixed.getByRole('row').filter({ hasText: 'Bank Central Asia' })).toContainText('107669000000');
  await shoot(page, 'payment-methods-va-1280');
});

test('no axe violations in English and Indonesian, the detail modal open too; it fits a phone', async ({ page }) => {
  test.slow(); // several full-page axe runs (seconds each on 2 cores)
  await openPaymentMethods(page);
  await expect(product(page, 'DANA')).toBeVisible();
  await expect(main(page).getByRole('list', { name: 'Retail outlets' })).toBeVisible();
  await expectNoAxeViolations(page);
  await main(page).getByRole('button', { name: 'View banks and account numbers' }).click();
  await expect(page.getByRole('dialog').getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await chooseIndonesian(page);
  await expect(product(page, 'DANA')).toContainText('Dalam proses');
  await expectNoAxeViolations(page);
  await main(page).getByRole('button', { name: 'Lihat bank dan nomor rekening' }).click();
  await expect(page.getByRole('dialog').getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(product(page, 'DANA')).toBeVisible();
  await shoot(page, 'payment-methods-390');
  await expectFitsTheScreen(page);
  await main(page).getByRole('button', { name: 'Lihat bank dan nomor rekening' }).click();
  await expect(page.getByRole('dialog').getByRole('table')).toBeVisible();
  await shoot(page, 'payment-methods-va-390');
  expect(await page.getByRole('dialog').evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
});

test.describe('a Philippine business', () => {
  test.use({ persona: 'admin@manila.test' });

  test('cards turned off and GCash requested; the top-up instructions and their download; cards-configuration shows the cards product alone', async ({ page }) => {
    await openPaymentMethods(page);
    await expect(product(page, 'Cards (Philippines)')).toContainText('Cards turned off');
    await expect(product(page, 'GCash')).toContainText('In progress');
    await main(page).getByRole('button', { name: 'View top-up instructions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Top-up instructions' });
    await expect(dialog.getByRole('rowheader', { name: 'BDO Unibank' })).toBeVisible();
    await expect(dialog).toContainText('TOPUP-MANILA');
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download instructions' }).click()]);
    expect(download.suggestedFilename()).toBe('top-up-instructions.txt');
    const saved = await download.path();
    expect(readFileSync(saved, 'utf8')).toContain('Reference: TOPUP-MANILA');
    await page.keyboard.press('Escape');
    await openPaymentMethods(page, '/settings/payment-methods/cards-configuration');
    await expect(main(page).getByRole('heading', { level: 2, name: 'Cards configuration' })).toBeVisible();
    await expect(product(page, 'Cards (Philippines)')).toBeVisible();
    await expect(product(page, 'GCash')).toHaveCount(0);
  });
});

test.describe('a viewer', () => {
  test.use({ persona: 'viewer@tokoku.test' });

  test('follows the tracker but may not ask for a product', async ({ page }) => {
    await openPaymentMethods(page);
    await expect(product(page, 'DANA')).toContainText('In progress');
    await expect(product(page, 'Kredivo').getByRole('button', { name: 'Activate Kredivo' })).toBeDisabled();
  });
});
