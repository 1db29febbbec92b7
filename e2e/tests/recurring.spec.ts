import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, resetSandbox, setFeatureFlag, test } from './fixtures';
import { expectBothLanguagesFit, shooter } from './getting-paid-support';
import { expectFitsTheScreen, main, sidebar } from './support';

// Issue 44, recurring plans (mfe-getting-paid, docs/decisions/0082-recurring-payments.md): the owner
// creates a plan whose first invoice goes out at once, pauses, resumes, sends the next invoice now and
// stops it; edits a plan's amount (decision 0088); a viewer only reads; the pages fit a phone in both languages with no axe violation. Toko Ku
// has new_recurring_view, so its invoice-mode place is /recurring-new; in payment-link mode it is
// /payment-recurring.

test.use({ landing: false, viewport: { width: 1440, height: 900 } });

/** Payment-link mode is the business's payment_links flag (Toko Ku has it on in the seed). */
const paymentLinkMode = (businessId: string, enabled: boolean) => setFeatureFlag(businessId, 'payment_links', enabled);
test.beforeAll(async () => {
  await resetSandbox();
  await paymentLinkMode('biz_tokoku', false);
});
test.afterAll(resetSandbox);

const shoot = shooter('recurring');
const plans = (page: Page) => main(page).getByRole('table', { name: 'Recurring plans, newest first', exact: true });
const cycles = (page: Page) => main(page).getByRole('table', { name: 'Invoices this plan issued, newest first', exact: true }).locator('tbody tr');
const fact = (page: Page, term: string) => main(page).locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

test('the owner creates a plan, pauses, resumes, sends the next invoice now (its customer pays it) and stops it', async ({ page, browser }) => {
  await page.goto('/invoices');
  await sidebar(page).getByRole('link', { name: 'Recurring payments' }).click();
  await expect(page).toHaveURL(/\/recurring-new$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Recurring payments' })).toBeVisible();
  await expect(sidebar(page).locator('a[href="/recurring"]')).toHaveCount(0);
  await expect(plans(page).getByRole('link', { name: /Batik of the month club/ })).toBeVisible();
  await expect(plans(page).locator('tbody tr', { hasText: 'Weekly fabric restock' })).toContainText('Paused');
  await expectNoAxeViolations(page);
  await shoot(page, '1440-en-list');

  await main(page).getByRole('link', { name: 'Create a recurring plan' }).click();
  const form = main(page).getByRole('form', { name: 'Create a recurring plan' });
  await form.getByRole('button', { name: 'Create plan' }).click();
  await expect(form.getByText('This field is required').first()).toBeVisible();
  await form.getByRole('textbox', { name: /^Plan name/ }).fill('E2E weekly flowers');
  await form.getByRole('textbox', { name: /^Amount per cycle/ }).fill('500');
  await form.getByRole('radio', { name: 'Week' }).check();
  await form.getByRole('radio', { name: 'After a number of invoices' }).check();
  await form.getByRole('textbox', { name: /^Number of invoices/ }).fill('4');
  await form.getByRole('textbox', { name: /^Customer name/ }).fill('Sari E2E');
  await form.getByRole('textbox', { name: /^Customer email/ }).fill('sari.e2e@example.test');
  await form.getByRole('button', { name: 'Create plan' }).click();
  await expect(form.getByText('The amount is too small')).toBeVisible();
  await form.getByRole('textbox', { name: /^Amount per cycle/ }).fill('75000');
  await expectNoAxeViolations(page);
  await shoot(page, '1440-en-new');
  await form.getByRole('button', { name: 'Create plan' }).click();

  // Starting today: its first invoice went out at once.
  await expect(main(page).getByRole('heading', { level: 1, name: 'E2E weekly flowers' })).toBeVisible();
  await expect(page).toHaveURL(/\/recurring-new\/rcp_[0-9a-f]{24}$/);
  await expect(fact(page, 'Status')).toHaveText('Active');
  await expect(cycles(page)).toHaveCount(1);
  await expect(cycles(page).first()).toContainText('Pending');
  await expect(fact(page, 'Ends')).toHaveText('After 4 invoices');
  await expectNoAxeViolations(page);
  await shoot(page, '1440-en-detail');

  await main(page).getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('The plan is paused: no invoice goes out until you resume it.')).toBeVisible();
  await expect(fact(page, 'Status')).toHaveText('Paused');
  await expect(main(page).getByRole('button', { name: 'Send the next invoice now' })).toHaveCount(0);
  await main(page).getByRole('button', { name: 'Resume' }).click();
  await expect(fact(page, 'Status')).toHaveText('Active');
  await main(page).getByRole('button', { name: 'Send the next invoice now' }).click();
  await expect(cycles(page)).toHaveCount(2);

  // Its cycle's invoice is an invoice like any other: the customer pays it on its hosted page.
  await main(page).getByRole('link', { name: 'Open the invoice of cycle 2' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'E2E weekly flowers' })).toBeVisible();
  await expect(page).toHaveURL(/\/invoice\/inv_/);
  const url = (await main(page).getByRole('link', { name: /\/api\/pay\// }).getAttribute('href'))!;
  const customer = await browser.newContext();
  const hosted = await customer.newPage();
  await hosted.goto(url);
  await hosted.getByRole('button', { name: /^Pay Rp\s?75\.000/ }).click();
  await expect(hosted.getByRole('status')).toHaveText('Payment received. Thank you!');
  await customer.close();
  await page.goBack();
  await page.reload();
  await expect(cycles(page).filter({ hasText: '#2' })).toContainText('Paid');

  await main(page).getByRole('button', { name: 'Stop plan' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Stop this plan?' });
  await expect(ask).toContainText('Invoices already sent can still be paid.');
  await ask.getByRole('button', { name: 'Stop plan' }).click();
  await expect(page.getByText('The plan is stopped.')).toBeVisible();
  await expect(fact(page, 'Status')).toHaveText('Stopped');
  await expect(main(page).getByRole('button', { name: /Pause|Resume|Stop plan/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await shoot(page, '390-en-detail');
  await main(page).getByRole('link', { name: 'All recurring plans' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Recurring payments' })).toBeVisible();
  // At a phone's width the list is cards, one per plan.
  await expect(main(page).getByRole('link', { name: /E2E weekly flowers/ })).toBeVisible();
  await expectFitsTheScreen(page);
  await shoot(page, '390-en-list');
});

// Decision 0088: a live plan's terms change for its future cycles; the invoices already sent keep theirs.
test('the owner edits a plan’s amount: the next invoice carries it, the earlier one the old; a bad edit changes nothing', async ({ page }) => {
  await page.goto('/recurring-new/new');
  const form = main(page).getByRole('form', { name: 'Create a recurring plan' });
  await form.getByRole('textbox', { name: /^Plan name/ }).fill('E2E monthly tea');
  await form.getByRole('textbox', { name: /^Amount per cycle/ }).fill('120000');
  await form.getByRole('textbox', { name: /^Customer name/ }).fill('Budi E2E');
  await form.getByRole('textbox', { name: /^Customer email/ }).fill('budi.e2e@example.test');
  await form.getByRole('button', { name: 'Create plan' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'E2E monthly tea' })).toBeVisible();
  await expect(cycles(page)).toHaveCount(1);

  await main(page).getByRole('link', { name: 'Edit plan' }).click();
  await expect(page).toHaveURL(/\/recurring-new\/rcp_[0-9a-f]{24}\/edit$/);
  const edit = main(page).getByRole('form', { name: 'Edit recurring plan' });
  await expect(edit.getByRole('textbox', { name: /^Plan name/ })).toHaveValue('E2E monthly tea');
  await expectNoAxeViolations(page);
  await shoot(page, '1440-en-edit');
  // By keyboard: the amount, then Enter submits the form.
  await edit.getByRole('textbox', { name: /^Amount per cycle/ }).fill('150000');
  await edit.getByRole('textbox', { name: /^Amount per cycle/ }).press('Enter');
  await expect(page.getByText('Plan saved. Its next invoices use the new details.')).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 1, name: 'E2E monthly tea' })).toBeVisible();
  await expect(fact(page, 'Amount')).toContainText('150.000');
  await main(page).getByRole('button', { name: 'Send the next invoice now' }).click();
  await expect(cycles(page)).toHaveCount(2);
  await expect(cycles(page).filter({ hasText: '#2' })).toContainText('150.000');
  await expect(cycles(page).filter({ hasText: '#1' })).toContainText('120.000');

  // Two invoices are out: a count of one is refused in the form's words, and nothing changes.
  await main(page).getByRole('link', { name: 'Edit plan' }).click();
  await edit.getByRole('radio', { name: 'After a number of invoices' }).check();
  await edit.getByRole('textbox', { name: /^Number of invoices/ }).fill('1');
  await edit.getByRole('textbox', { name: /^Amount per cycle/ }).fill('500');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText('Enter at least the number of invoices already sent')).toBeVisible();
  await expect(edit.getByText('The amount is too small')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await shoot(page, '390-en-edit');
  await page.setViewportSize({ width: 1440, height: 900 });
  await edit.getByRole('link', { name: 'Cancel' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'E2E monthly tea' })).toBeVisible();
  await page.reload();
  await expect(fact(page, 'Amount')).toContainText('150.000');
  await expect(fact(page, 'Ends')).toHaveText('When stopped');
  await expect(cycles(page)).toHaveCount(2);
});

test.describe('a viewer', () => {
  test.use({ persona: 'viewer@tokoku.test' });

  test('reads the plans and a plan, and can neither create nor change one', async ({ page }) => {
    await page.goto('/recurring-new');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Recurring payments' })).toBeVisible();
    await expect(plans(page).getByRole('link', { name: /E2E weekly flowers/ })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Create a recurring plan' })).toHaveCount(0);
    await plans(page).getByRole('link', { name: /Batik of the month club/ }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Batik of the month club' })).toBeVisible();
    await expect(main(page).getByRole('button')).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: 'Edit plan' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goto('/recurring-new/new');
    await expect(main(page).getByRole('heading', { name: 'You cannot use this page' })).toBeVisible();
  });
});

test.describe('payment-link mode', () => {
  test.beforeAll(() => paymentLinkMode('biz_tokoku', true));
  test.afterAll(() => paymentLinkMode('biz_tokoku', false));

  test('shows the same plans at /payment-recurring, in the payment links’ words', async ({ page }) => {
    await page.goto('/payment-links');
    await sidebar(page).getByRole('link', { name: 'Recurring payment links' }).click();
    await expect(page).toHaveURL(/\/payment-recurring$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Recurring payment links' })).toBeVisible();
    await expect(plans(page).getByRole('link', { name: /E2E weekly flowers/ })).toBeVisible();
    await expect(sidebar(page).locator('a[href="/recurring-new"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('a Philippine business', () => {
  test.use({ persona: 'admin@manila.test' });

  test('makes plans at /payment-recurring with its payment links, and has no /recurring place in invoice mode', async ({ page }) => {
    await page.goto('/payment-links');
    await sidebar(page).getByRole('link', { name: 'Recurring payment links' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Recurring payment links' })).toBeVisible();
    await main(page).getByRole('link', { name: 'Create a recurring plan' }).click();
    const form = main(page).getByRole('form', { name: 'Create a recurring plan' });
    await form.getByRole('textbox', { name: /^Plan name/ }).fill('E2E ube jar club');
    await form.getByRole('textbox', { name: /^Amount per cycle \(PHP\)/ }).fill('350');
    await form.getByRole('textbox', { name: /^Customer name/ }).fill('Maria E2E');
    await form.getByRole('textbox', { name: /^Customer email/ }).fill('maria.e2e@example.test');
    await form.getByRole('button', { name: 'Create plan' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'E2E ube jar club' })).toBeVisible();
    await expect(page).toHaveURL(/\/payment-recurring\/rcp_/);
    await expect(fact(page, 'Amount')).toContainText('350.00');
    await paymentLinkMode('biz_manila', false);
    try {
      await page.goto('/invoices');
      await expect(main(page).getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
      for (const path of ['/recurring', '/recurring-new', '/payment-recurring']) await expect(sidebar(page).locator(`a[href="${path}"]`)).toHaveCount(0);
    } finally {
      await paymentLinkMode('biz_manila', true);
    }
  });
});

test('Indonesian and a 390 px phone: the list, the form and a plan fit, with no axe violation', async ({ page }) => {
  await expectBothLanguagesFit(page, '/recurring-new', { en: 'Recurring payments', id: 'Pembayaran berulang' }, shoot);
  // Still Indonesian, at 390 px.
  await main(page).getByRole('link', { name: 'Buat rencana berulang' }).click();
  const form = main(page).getByRole('form', { name: 'Buat rencana berulang' });
  await form.getByRole('button', { name: 'Buat rencana' }).click();
  await expect(form.getByText('Kolom ini wajib diisi').first()).toBeVisible();
  await expectFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await shoot(page, '390-id-new');
  await page.goto('/recurring-new');
  await main(page).getByRole('link', { name: /Batik of the month club/ }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Batik of the month club' })).toBeVisible();
  await expect(fact(page, 'Berakhir')).toHaveText('Saat dihentikan');
  await expectFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await shoot(page, '390-id-detail');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoAxeViolations(page);
  await shoot(page, '1440-id-detail');
  await main(page).getByRole('link', { name: 'Ubah rencana' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Ubah rencana berulang' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, '1440-id-edit');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await shoot(page, '390-id-edit');
});
