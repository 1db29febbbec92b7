import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, resetSandbox, setFeatureFlag, test } from './fixtures';
import { invoiceEmailsTo } from './getting-paid-support';
import { chooseIndonesian, expectFitsTheScreen, main, sidebar } from './support';

// Issue 44: invoices and payment links (mfe-getting-paid, docs/decisions/0069-getting-paid.md). An
// invoice is created, paid on its hosted page by a customer in another browser, and is then paid in
// the list, the detail, the balance's transactions and the callback history; the gates of spec 01 §6.

test.use({ landing: false, viewport: { width: 1440, height: 900 } });
test.beforeAll(resetSandbox);
test.afterAll(resetSandbox);

/** Payment-link mode is the business's payment_links flag (Toko Ku has it on in the seed). */
const paymentLinkMode = (businessId: string, enabled: boolean) => setFeatureFlag(businessId, 'payment_links', enabled);

/** Screenshots for a person to look at, when SHOTS_DIR is set (as the other specs take them). */
async function shoot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/getting-paid-${name}.png`, fullPage: true });
}

/** The 15th of next month, the due date a merchant types: as the form takes it (dd, mm, yyyy) and as the pages show it. */
function nextMonthsFifteenth() {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth() + 1, 15);
  const [dd, mm, yyyy] = ['15', String(day.getMonth() + 1).padStart(2, '0'), String(day.getFullYear())];
  return { typed: `${dd}${mm}${yyyy}`, shown: `${dd}/${mm}/${yyyy}` };
}

const facts = (page: Page) => main(page).getByRole('region', { name: 'Details' });

/** The customer's view of a hosted page after the merchant stopped it: its status, and no way to pay. */
async function expectHostedPageClosed(browser: Browser, url: string, status: string) {
  const customer = await browser.newContext();
  const hosted = await customer.newPage();
  await hosted.goto(url);
  await expect(hosted.getByText(status, { exact: true })).toBeVisible();
  await expect(hosted.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await customer.close();
}

const table = (page: Page, name: string) => main(page).getByRole('table', { name, exact: true });
const menuLink = (page: Page, path: string) => sidebar(page).locator(`a[href="${path}"]`);
/**
 * The recurring places (decision 0082), each shown only where the spec's menu gates allow it: /recurring
 * in invoice mode (/recurring-new instead with the new recurring view), /payment-recurring in
 * payment-link mode, none in a Philippine business's invoice mode.
 */
const RECURRING = ['/recurring', '/recurring-new', '/payment-recurring'];
async function expectRecurringEntries(page: Page, shown: string[]) {
  for (const path of RECURRING) await expect(menuLink(page, path)).toHaveCount(shown.includes(path) ? 1 : 0);
}

test.describe('invoice mode', () => {
  test.beforeAll(() => paymentLinkMode('biz_tokoku', false));
  test.afterAll(() => paymentLinkMode('biz_tokoku', true));

  test('an invoice paid on its hosted page in another browser is paid in the list, the detail, the transactions and the callback history', async ({ page, browser }) => {
    await page.goto('/invoices');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(menuLink(page, '/invoices')).toBeVisible();
    await expectRecurringEntries(page, ['/recurring-new']); // Toko Ku has the new recurring view
    await main(page).getByRole('link', { name: 'Create an invoice' }).click();
    await main(page).getByRole('textbox', { name: /Description/ }).fill('E2E batik order');
    await main(page).getByRole('textbox', { name: /^Item/ }).fill('Batik shirt');
    await main(page).getByRole('textbox', { name: /Quantity/ }).fill('2');
    await main(page).getByRole('textbox', { name: /Unit price/ }).fill('150000');
    await main(page).getByRole('textbox', { name: /Customer name/ }).fill('Sari E2E');
    await main(page).getByRole('textbox', { name: /Customer email/ }).fill('sari.e2e@example.test');
    await expect(main(page).getByRole('region', { name: 'What your customer sees' })).toContainText(/Total Rp\s?300\.000/);
    await expectNoAxeViolations(page);
    await shoot(page, 'new-invoice-1440');
    await main(page).getByRole('button', { name: 'Create invoice' }).click();

    await expect(main(page).getByRole('heading', { level: 1, name: 'E2E batik order' })).toBeVisible();
    await expect(main(page).getByRole('img', { name: /^QR code of / })).toBeVisible();
    const url = await main(page).getByRole('link', { name: /\/api\/pay\// }).getAttribute('href');
    expect(url).toMatch(/\/api\/pay\/[0-9a-z]{10}$/);

    // The customer, in a browser of their own.
    const customer = await browser.newContext();
    const hosted = await customer.newPage();
    await hosted.goto(url!);
    await expect(hosted.getByRole('heading', { level: 1, name: 'E2E batik order' })).toBeVisible();
    await shoot(hosted, 'hosted-page');
    await hosted.getByRole('button', { name: /^Pay Rp\s?300\.000/ }).click();
    await expect(hosted.getByRole('status')).toHaveText('Payment received. Thank you!');
    await customer.close();

    await page.reload();
    await expect(main(page).getByRole('list', { name: 'Timeline' })).toContainText('Paid');
    await expect(main(page).getByRole('list', { name: 'Timeline' })).toContainText('Viewed by the customer');
    await expectNoAxeViolations(page);
    await shoot(page, 'invoice-paid-1440');
    await expect(main(page).getByText('Paid', { exact: true }).first()).toBeVisible();
    await main(page).getByRole('link', { name: 'Transaction', exact: true }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(main(page)).toContainText('Card payment •••• 1091');

    await page.goto('/invoices?status=PAID&q=Sari%20E2E');
    await expect(table(page, 'Invoices, newest first').locator('tbody tr').first()).toContainText('E2E batik order');
    await expect(table(page, 'Invoices, newest first').locator('tbody tr').first()).toContainText('Paid');
    await shoot(page, 'invoices-1440');

    await page.goto('/settings/developers#callbacks');
    await main(page).getByRole('button', { name: 'History of Invoices paid' }).click();
    const latest = page.getByRole('dialog', { name: 'History of Invoices paid' }).getByRole('listitem').first();
    await expect(latest).toContainText('Completed');
    await latest.getByRole('button', { name: 'Details' }).click();
    await expect(latest.getByLabel('Request payload')).toContainText('"status": "PAID"');
  });

  test('a merchant resends a pending invoice, then voids it after confirming: detail, list and hosted page say Voided', async ({ page, browser }) => {
    const email = 'void.e2e@example.test';
    const due = nextMonthsFifteenth();
    await page.goto('/invoices/new');
    await main(page).getByRole('textbox', { name: /Description/ }).fill('E2E void order');
    await main(page).getByRole('textbox', { name: /^Item/ }).fill('Songket scarf');
    await main(page).getByRole('textbox', { name: /Quantity/ }).fill('1');
    await main(page).getByRole('textbox', { name: /Unit price/ }).fill('50000');
    await main(page).getByRole('textbox', { name: /Customer email/ }).fill(email);
    // The due date is typed day first, segment by segment (shared-ui's DatePicker, decision 0067).
    const dueDate = main(page).getByRole('group', { name: /^Due date/ });
    await expect(main(page).getByText(/^Format: dd\/mm\/yyyy\./)).toBeVisible();
    await dueDate.getByRole('spinbutton', { name: /^day/ }).click();
    await page.keyboard.type(due.typed);
    await expect(main(page).getByRole('region', { name: 'What your customer sees' })).toContainText(`Due ${due.shown}`);
    await shoot(page, 'new-invoice-due-date-1440');
    await main(page).getByRole('button', { name: 'Create invoice' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'E2E void order' })).toBeVisible();
    await expect(facts(page)).toContainText(due.shown);
    await expect(facts(page)).toContainText('Pending');
    const url = await main(page).getByRole('link', { name: /\/api\/pay\// }).getAttribute('href');
    await expect.poll(() => invoiceEmailsTo(email)).toBe(1);

    await main(page).getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText('Invoice sent again')).toBeVisible();
    await expect.poll(() => invoiceEmailsTo(email)).toBe(2);

    // Void asks first; "Keep it" changes nothing.
    await main(page).getByRole('button', { name: 'Void invoice' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Void this invoice?' });
    await expect(ask).toContainText('Your customer can no longer pay “E2E void order”.');
    await expectNoAxeViolations(page);
    await shoot(page, 'void-confirmation-1440');
    await ask.getByRole('button', { name: 'Keep it' }).click();
    await expect(ask).toHaveCount(0);
    await expect(facts(page)).toContainText('Pending');
    await main(page).getByRole('button', { name: 'Void invoice' }).click();
    await ask.getByRole('button', { name: 'Void invoice' }).click();
    await expect(page.getByText('Invoice voided')).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 1, name: 'E2E void order' })).toBeFocused();
    await expect(facts(page)).toContainText('Voided');
    await expect(main(page).getByRole('list', { name: 'Timeline' })).toContainText('Voided');
    await expect(main(page).getByRole('button', { name: /^(Resend|Void invoice)$/ })).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: /\/api\/pay\// })).toHaveCount(0);

    await page.goto(`/invoices?q=${encodeURIComponent(email)}`);
    await expect(table(page, 'Invoices, newest first').locator('tbody tr').first()).toContainText('E2E void order');
    await expect(table(page, 'Invoices, newest first').locator('tbody tr').first()).toContainText('Voided');
    await expectHostedPageClosed(browser, url!, 'Voided');
  });

  test.describe('a viewer', () => {
    test.use({ persona: 'viewer@tokoku.test' });

    test('reads the invoices and cannot create one, not even by its address', async ({ page }) => {
      await page.goto('/invoices');
      await expect(main(page).getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
      await expect(table(page, 'Invoices, newest first')).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Create an invoice' })).toHaveCount(0);
      await page.goto('/invoices/new');
      await expect(main(page).getByRole('heading', { name: 'You cannot use this page' })).toBeVisible();
    });
  });
});

test('payment-link mode shows payment links and hides invoices; a link is created with its QR code', async ({ page }) => {
  await page.goto('/payment-links');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Payment links' })).toBeVisible();
  await expect(menuLink(page, '/payment-links')).toBeVisible();
  await expect(menuLink(page, '/invoices')).toHaveCount(0);
  await expectRecurringEntries(page, ['/payment-recurring']);
  await main(page).getByRole('link', { name: 'Create a payment link' }).click();
  await expect(page).toHaveURL(/\/payment-links\/create$/);
  await main(page).getByRole('textbox', { name: /Name/ }).fill('E2E tee');
  await main(page).getByRole('textbox', { name: /Amount/ }).fill('75000');
  await main(page).getByRole('radio', { name: /Reusable/ }).check();
  await main(page).getByRole('button', { name: 'Create link' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'E2E tee' })).toBeVisible();
  await expect(main(page).getByRole('img', { name: 'QR code of E2E tee' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'link-1440');
  // Invoices are not this business's way: the shell gates their pages, a deep link is not found.
  await page.goto('/invoices/new');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a merchant deactivates a payment link after confirming: detail, list and hosted page say it is closed', async ({ page, browser }) => {
  await page.goto('/payment-links/create');
  await main(page).getByRole('textbox', { name: /Name/ }).fill('E2E closing tee');
  await main(page).getByRole('textbox', { name: /Amount/ }).fill('25000');
  await main(page).getByRole('radio', { name: /Reusable/ }).check();
  await main(page).getByRole('button', { name: 'Create link' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'E2E closing tee' })).toBeVisible();
  await expect(facts(page)).toContainText('Active');
  const url = await main(page).getByRole('link', { name: /\/api\/pay\// }).getAttribute('href');

  await main(page).getByRole('button', { name: 'Deactivate link' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Deactivate this payment link?' });
  await expect(ask).toContainText('it cannot be made active again');
  await ask.getByRole('button', { name: 'Deactivate link' }).click();
  await expect(page.getByText('Payment link deactivated')).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 1, name: 'E2E closing tee' })).toBeFocused();
  await expect(facts(page)).toContainText('Inactive');
  await expect(main(page).getByRole('button', { name: 'Deactivate link' })).toHaveCount(0);
  await expect(main(page).getByRole('img', { name: 'QR code of E2E closing tee' })).toHaveCount(0);

  await page.goto('/payment-links?status=INACTIVE');
  const row = table(page, 'Payment links, newest first').locator('tbody tr').filter({ hasText: 'E2E closing tee' });
  await expect(row).toContainText('Inactive');
  await expectHostedPageClosed(browser, url!, 'Closed');
});

test.describe('a Philippine business', () => {
  test.use({ persona: 'admin@manila.test' });

  test('has invoices and payment links as its list allows, and recurring plans only in payment-link mode', async ({ page }) => {
    await page.goto('/payment-links');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Payment links' })).toBeVisible();
    await expect(menuLink(page, '/payment-links')).toBeVisible();
    await expectRecurringEntries(page, ['/payment-recurring']);
    await paymentLinkMode('biz_manila', false);
    await page.goto('/invoices');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(menuLink(page, '/invoices')).toBeVisible();
    await expectRecurringEntries(page, []); // the Philippines' list has no recurring invoices (decision 0082)
    // The Philippines has no on-demand links (spec 02 §2), even in invoice mode (decision 0079).
    await expect(menuLink(page, '/on-demand')).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: 'Create an invoice' })).toBeVisible();
  });
});

// Last: the language it chooses is the owner's own (kept by the gateway) until the sandbox is reset.
test('Indonesian and a 390 px phone: the list and the form fit, with no axe violation', async ({ page }) => {
  await paymentLinkMode('biz_tokoku', false);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/invoices');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(main(page).getByRole('searchbox', { name: 'Customer name, email or invoice id' })).toBeVisible();
  await expectFitsTheScreen(page);
  await shoot(page, 'invoices-390-en');
  await page.goto('/invoices/new');
  await expect(main(page).getByText(/^Format: dd\/mm\/yyyy\./)).toBeVisible();
  await expectFitsTheScreen(page);
  await shoot(page, 'new-invoice-390-en');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/invoices');
  await chooseIndonesian(page);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Tagihan' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'invoices-1440-id');
  await page.goto('/invoices/new');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Buat tagihan' })).toBeVisible();
  await shoot(page, 'new-invoice-1440-id');
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/invoices', '/invoices/new']) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expectFitsTheScreen(page);
    await shoot(page, `${path.slice(1).replace('/', '-')}-390-id`);
  }
  // One date format, day first, in Indonesian too (decision 0067): never the browser's mm/dd/yyyy.
  await expect(main(page).getByRole('heading', { level: 1, name: 'Buat tagihan' })).toBeVisible();
  const dueDate = main(page).getByRole('group', { name: /^Tanggal jatuh tempo/ });
  await expect(main(page).getByText(/^Format: hh\/bb\/tttt\./)).toBeVisible();
  await dueDate.getByRole('button').click();
  await expect(page.getByRole('dialog').getByRole('grid')).toBeVisible();
  await expectFitsTheScreen(page);
  await shoot(page, 'new-invoice-calendar-390-id');
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);
});
