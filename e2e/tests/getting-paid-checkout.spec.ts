import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, resetSandbox, setFeatureFlag, test } from './fixtures';
import { expectBothLanguagesFit, shooter } from './getting-paid-support';
import { expectFitsTheScreen, main } from './support';

// Issue 44, /customize-checkout (mfe-getting-paid, docs/decisions/0079-checkout-and-on-demand.md): the
// merchant's colours, logo and payment methods, previewed live, then shown by the hosted page a
// customer opens in another browser; a viewer sees them and cannot change them.

test.use({ landing: false, viewport: { width: 1440, height: 900 } });
test.beforeAll(async () => {
  await resetSandbox();
  // Invoice mode (Toko Ku has the payment_links flag on in the seed): the page is under Invoices.
  await setFeatureFlag('biz_tokoku', 'payment_links', false);
});
test.afterAll(resetSandbox);

const shoot = shooter('checkout');

/** An invoice made on its form, as the merchant makes one: its customer's URL. */
async function createInvoice(page: Page): Promise<string> {
  await page.goto('/invoices/new');
  await main(page).getByRole('textbox', { name: /Description/ }).fill('E2E checkout look');
  await main(page).getByRole('textbox', { name: /^Item/ }).fill('Batik shirt');
  await main(page).getByRole('textbox', { name: /Quantity/ }).fill('1');
  await main(page).getByRole('textbox', { name: /Unit price/ }).fill('150000');
  await main(page).getByRole('textbox', { name: /Customer email/ }).fill('look.e2e@example.test');
  await main(page).getByRole('button', { name: 'Create invoice' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'E2E checkout look' })).toBeVisible();
  return (await main(page).getByRole('link', { name: /\/api\/pay\// }).getAttribute('href'))!;
}

const field = (page: Page, name: string) => main(page).getByRole('textbox', { name: new RegExp(`^${name}`) });
const preview = (page: Page) => main(page).getByTestId('checkout-preview');
const background = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => getComputedStyle(element).backgroundColor);

test('a saved button colour is the hosted page’s: the preview shows it first, the customer’s browser then', async ({ page, browser }) => {
  await page.goto('/invoices');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await page.goto('/customize-checkout');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Customise checkout' })).toBeVisible();
  await expect(field(page, 'Button colour')).toHaveValue('#0B5CAD');
  await expectNoAxeViolations(page);
  await shoot(page, '1440-en-defaults');

  // A yellow button with white text is refused at once, with its contrast; one click makes it readable.
  await field(page, 'Button colour').fill('#ffd600');
  await expect(main(page).getByText(/^Hard to read: the contrast is 1\.\d:1/)).toBeVisible();
  await main(page).getByRole('button', { name: 'Use a readable text colour' }).click();
  await expect(field(page, 'Button text colour')).toHaveValue('#000000');
  await expect(main(page).getByText(/^Contrast 1[0-9]\.\d:1, readable/)).toBeVisible();
  await field(page, 'Brand colour').fill('7a1fa2');
  await field(page, 'Brand colour').blur();
  await expect(field(page, 'Brand colour')).toHaveValue('#7A1FA2');
  await main(page).getByRole('checkbox', { name: 'Retail outlets' }).uncheck();
  // The preview follows the form before anything is saved.
  await expect.poll(() => background(page, '.mdp-gp-hosted-button')).toBe('rgb(255, 214, 0)');
  await expect.poll(() => background(page, '.mdp-gp-hosted-brand')).toBe('rgb(122, 31, 162)');
  await expect(preview(page)).not.toContainText('Retail outlets');
  await main(page).getByRole('radio', { name: 'Phone' }).check();
  await expect(main(page).locator('.mdp-gp-hosted-frame')).toHaveAttribute('data-width', 'phone');
  await shoot(page, '1440-en-edited-phone-preview');
  await expectNoAxeViolations(page);
  await main(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Checkout settings saved. Your payment pages show them now.')).toBeVisible();

  const url = await createInvoice(page);
  const customer = await browser.newContext({ locale: 'en-US' });
  const hosted = await customer.newPage();
  await hosted.goto(url);
  await expect(hosted.getByRole('button', { name: /^Pay Rp/ })).toBeVisible();
  expect(await background(hosted, 'button')).toBe('rgb(255, 214, 0)');
  expect(await hosted.getByRole('button', { name: /^Pay Rp/ }).evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 0, 0)');
  expect(await background(hosted, 'header.brand')).toBe('rgb(122, 31, 162)');
  await expect(hosted.getByRole('list', { name: 'Ways to pay' })).toContainText('E-wallets');
  await expect(hosted.getByRole('list', { name: 'Ways to pay' })).not.toContainText('Retail outlets');
  await hosted.setViewportSize({ width: 390, height: 844 });
  await expectFitsTheScreen(hosted);
  await expectNoAxeViolations(hosted);
  if (process.env.SHOTS_DIR) await hosted.screenshot({ path: `${process.env.SHOTS_DIR}/checkout-hosted-390.png`, fullPage: true });
  await customer.close();

  // Reset to defaults fills the form with them (saved, the page is as it was).
  await page.goto('/customize-checkout');
  await expect(field(page, 'Button colour')).toHaveValue('#FFD600');
  await main(page).getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(field(page, 'Button colour')).toHaveValue('#0B5CAD');
  await expect(main(page).getByRole('checkbox', { name: 'Retail outlets' })).toBeChecked();
});

test.describe('a viewer', () => {
  test.use({ persona: 'viewer@tokoku.test' });

  test('sees the checkout settings and the preview, and cannot change them', async ({ page }) => {
    await page.goto('/customize-checkout');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Customise checkout' })).toBeVisible();
    await expect(main(page).getByText('You can view these settings')).toBeVisible();
    await expect(field(page, 'Button colour')).toBeDisabled();
    await expect(main(page).getByRole('button', { name: 'Save changes' })).toHaveCount(0);
    await expect(preview(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('Indonesian and a 390 px phone: the page fits, with no axe violation', async ({ page }) => {
  await expectBothLanguagesFit(page, '/customize-checkout', { en: 'Customise checkout', id: 'Sesuaikan halaman pembayaran' }, shoot);
});
