import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, resetSandbox, setFeatureFlag, test } from './fixtures';
import { shooter } from './getting-paid-support';
import { chooseIndonesian, expectFitsTheScreen, main } from './support';

// Issue 44, payment links from home to the QR code (mfe-getting-paid, decision 0069): home's quick
// action opens the link form, a customer pays the link in another browser and the payment is in the
// balance's transactions; /qr-codes copies the link and downloads its code. Then the links' pages,
// /qr-codes and an invoice's detail in Indonesian on a 390 px phone. (getting-paid.spec.ts holds the
// invoices' flows; Toko Ku is in payment-link mode in the seed.)

test.use({ landing: false, viewport: { width: 1440, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
test.beforeAll(resetSandbox);
test.afterAll(resetSandbox);

const shoot = shooter('links');
const TITLE = 'E2E QR tee';

async function createLink(page: Page, title: string, amount: string): Promise<string> {
  await main(page).getByRole('textbox', { name: /^Name/ }).fill(title);
  await main(page).getByRole('textbox', { name: /^Amount/ }).fill(amount);
  await main(page).getByRole('radio', { name: /Reusable/ }).check();
  await main(page).getByRole('button', { name: 'Create link' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  return page.url();
}

test('home’s quick action opens the link form; the paid link is in the transactions; /qr-codes copies the link and downloads its code', async ({ page, browser }) => {
  await page.goto('/home');
  await main(page).getByRole('region', { name: 'Quick actions' }).getByRole('link', { name: 'Create a payment link' }).click();
  await expect(page).toHaveURL(/\/payment-links\/create$/);
  await createLink(page, TITLE, '33333');
  const url = (await main(page).getByRole('link', { name: /\/api\/pay\// }).getAttribute('href'))!;

  const customer = await browser.newContext({ locale: 'en-US' });
  const hosted = await customer.newPage();
  await hosted.goto(url);
  await hosted.getByRole('button', { name: /^Pay Rp\s?33\.333/ }).click();
  await expect(hosted.getByRole('status')).toHaveText('Payment received. Thank you!');
  await customer.close();

  // The newest transaction is its payment (the amount after the fee), pending until it settles.
  await page.goto('/transactions-new');
  const newest = main(page).getByRole('table', { name: 'Transactions', exact: true }).locator('tbody tr').first();
  await expect(newest).toContainText('Card payment •••• 1091');
  await expect(newest).toContainText('Pending');

  await page.goto('/qr-codes');
  const section = main(page).getByRole('region', { name: TITLE });
  await expect(section.getByRole('img', { name: `QR code of ${TITLE}` })).toBeVisible();
  await section.getByRole('button', { name: `Copy link of ${TITLE}` }).click();
  await expect(section.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download QR code' }).click()]);
  expect(download.suggestedFilename()).toBe(`${TITLE}.svg`);
  expect(await readFile(await download.path(), 'utf8')).toMatch(/<svg[\s\S]*<\/svg>\s*$/);
  await expectNoAxeViolations(page);
  await shoot(page, 'qr-codes-1440');
});

// Last: the language it chooses is the owner's own (kept by the gateway) until the sandbox is reset.
test('Indonesian on a 390 px phone: the links, the form, a link, the QR codes and an invoice fit the screen, with no axe violation', async ({ page }) => {
  await page.goto('/payment-links/create');
  const link = await createLink(page, 'E2E phone tee', '45000');
  await chooseIndonesian(page);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, heading, name] of [
    ['/payment-links', 'Tautan pembayaran', 'list'],
    ['/payment-links/create', 'Buat tautan pembayaran', 'new'],
    [new URL(link).pathname, 'E2E phone tee', 'detail'],
    ['/qr-codes', 'Kode QR', 'qr-codes'],
  ] as const) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (name === 'detail' || name === 'qr-codes') await expect(main(page).getByRole('img', { name: 'Kode QR E2E phone tee' })).toBeVisible();
    await expectFitsTheScreen(page);
    await expectNoAxeViolations(page);
    await shoot(page, `${name}-390-id`);
  }
  // An invoice's detail, in invoice mode.
  await setFeatureFlag('biz_tokoku', 'payment_links', false);
  await page.goto('/invoices');
  await main(page).locator('a[href^="/invoice/inv_"]').first().click(); // a phone shows the list as cards
  await expect(page).toHaveURL(/\/invoice\/inv_/);
  await expect(main(page).getByRole('list', { name: 'Linimasa' })).toBeVisible();
  await expectFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await shoot(page, 'invoice-390-id');
});
