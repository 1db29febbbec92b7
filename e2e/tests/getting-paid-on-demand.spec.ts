import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, resetSandbox, setFeatureFlag, test } from './fixtures';
import { expectBothLanguagesFit, shooter } from './getting-paid-support';
import { expectFitsTheScreen, main, sidebar } from './support';

// Issue 44, on-demand links (mfe-getting-paid, docs/decisions/0079-checkout-and-on-demand.md): a
// permanent link; a customer opens it, gets an invoice of their own and pays it; the invoices list
// filtered by the link shows it paid. A viewer cannot make or deactivate one; a Philippine business
// has no On-demand entry.

test.use({ landing: false, viewport: { width: 1440, height: 900 } });

const invoiceMode = (businessId: string) => setFeatureFlag(businessId, 'payment_links', false);
test.beforeAll(async () => {
  await resetSandbox();
  await invoiceMode('biz_tokoku');
  await invoiceMode('biz_manila');
});
test.afterAll(resetSandbox);

const shoot = shooter('on-demand');
const linkSection = (page: Page, name: string) => main(page).getByRole('region', { name });

test('a customer opens the link, gets an invoice, pays it; the list filtered by the link shows it paid', async ({ page, browser }) => {
  await page.goto('/invoices');
  await sidebar(page).getByRole('link', { name: 'On-demand links' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'On-demand links' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'No on-demand links yet' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, '1440-en-empty');

  const form = main(page).getByRole('form', { name: 'New on-demand link' });
  await form.getByRole('textbox', { name: /^Name/ }).fill('E2E mosque fund');
  await form.getByRole('radio', { name: /Customer enters the amount/ }).check();
  await form.getByRole('textbox', { name: /^Minimum/ }).fill('10000');
  await form.getByRole('textbox', { name: /^Maximum/ }).fill('5000');
  await form.getByRole('button', { name: 'Create link' }).click();
  await expect(form.getByText('The maximum must not be below the minimum')).toBeVisible();
  await form.getByRole('textbox', { name: /^Maximum/ }).fill('500000');
  await form.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByText('On-demand link created. Copy it and share it with your customers.')).toBeVisible();
  const section = linkSection(page, 'E2E mosque fund');
  await expect(section).toContainText(/Rp\s?10\.000 to Rp\s?500\.000, the customer chooses/);
  await expect(section.getByRole('button', { name: /Copy/ })).toBeVisible();
  const url = (await section.getByRole('link', { name: /\/api\/pay\// }).getAttribute('href'))!;
  await expectNoAxeViolations(page);
  await shoot(page, '1440-en-link');

  // The customer, in a browser of their own: an amount out of range is said; then an invoice of their own, paid.
  const customer = await browser.newContext({ locale: 'en-US' });
  const hosted = await customer.newPage();
  await hosted.goto(url);
  await expect(hosted.getByRole('heading', { level: 1, name: 'E2E mosque fund' })).toBeVisible();
  await hosted.getByRole('textbox', { name: /^Amount to pay/ }).fill('5000');
  await hosted.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(hosted.getByRole('alert')).toHaveText(/^Enter an amount from Rp\s?10\.000 to Rp\s?500\.000\.$/);
  await hosted.getByRole('textbox', { name: /^Amount to pay/ }).fill('25.000');
  await hosted.getByRole('textbox', { name: /Your name/ }).fill('Budi E2E');
  await hosted.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(hosted).not.toHaveURL(url);
  await hosted.getByRole('button', { name: /^Pay Rp\s?25\.000/ }).click();
  await expect(hosted.getByRole('status')).toHaveText('Payment received. Thank you!');
  await hosted.setViewportSize({ width: 390, height: 844 });
  await hosted.goto(url);
  await expectFitsTheScreen(hosted);
  await expectNoAxeViolations(hosted);
  if (process.env.SHOTS_DIR) await hosted.screenshot({ path: `${process.env.SHOTS_DIR}/on-demand-hosted-390.png`, fullPage: true });
  await customer.close();

  await page.reload();
  await section.getByRole('link', { name: '1 invoice made from it, 1 paid' }).click();
  await expect(page).toHaveURL(/\/invoices\?on_demand_link=odl_/);
  await expect(main(page).getByText('Invoices made by the on-demand link “E2E mosque fund”')).toBeVisible();
  const rows = main(page).getByRole('table', { name: 'Invoices, newest first', exact: true }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Budi E2E');
  await expect(rows.first()).toContainText('Paid');
  await expectNoAxeViolations(page);
  await shoot(page, '1440-en-invoices-of-link');
  await main(page).getByRole('link', { name: 'Show all invoices' }).click();
  await expect(page).toHaveURL(/\/invoices$/);

  // Deactivating asks first; the link then makes no more invoices.
  await page.goto('/on-demand');
  await section.getByRole('button', { name: 'Deactivate' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Deactivate this link?' });
  await ask.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('The link is deactivated.')).toBeVisible();
  await expect(section.getByRole('heading', { name: 'E2E mosque fund' })).toBeFocused();
  await expect(section).toContainText('Inactive');
  await expect(section.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
});

test.describe('a viewer', () => {
  test.use({ persona: 'viewer@tokoku.test' });

  test('reads the links and cannot make or deactivate one', async ({ page }) => {
    await page.goto('/on-demand');
    await expect(main(page).getByRole('heading', { level: 1, name: 'On-demand links' })).toBeVisible();
    await expect(linkSection(page, 'E2E mosque fund')).toBeVisible();
    await expect(main(page).getByRole('form', { name: 'New on-demand link' })).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  });
});

test.describe('a Philippine business', () => {
  test.use({ persona: 'admin@manila.test' });

  test('has no On-demand entry, in invoice mode too', async ({ page }) => {
    await page.goto('/invoices');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(sidebar(page).locator('a[href="/on-demand"]')).toHaveCount(0);
  });
});

test('Indonesian and a 390 px phone: the page fits, with no axe violation', async ({ page }) => {
  await expectBothLanguagesFit(page, '/on-demand', { en: 'On-demand links', id: 'Tautan sesuai permintaan' }, shoot);
});
