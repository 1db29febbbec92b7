import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, resetSandbox, setFeatureFlag, test } from './fixtures';
import { invoiceEmailsTo, shooter } from './getting-paid-support';
import { main } from './support';
import { sandboxUrl } from './worker-stack';

// Issue 44, invoice drafts (mfe-getting-paid, docs/decisions/0069-getting-paid.md): the owner saves an
// invoice as a draft from the form; the list shows it as Draft (and filters by it); its page has no
// payment link and sends nothing; it is edited with the same form, then issued: Pending, with its
// link, emailed once. Another draft is deleted once confirmed.

test.use({ landing: false, viewport: { width: 1440, height: 900 } });
test.beforeAll(async () => {
  await resetSandbox();
  await setFeatureFlag('biz_tokoku', 'payment_links', false); // invoice mode
});
test.afterAll(resetSandbox);

const shoot = shooter('invoice-drafts');
const EMAIL = 'draft.e2e@example.test';
const facts = (page: Page) => main(page).getByRole('region', { name: 'Details' });
const firstRow = (page: Page) => main(page).getByRole('table', { name: 'Invoices, newest first', exact: true }).locator('tbody tr').first();

/** Fills the create form with one line and saves it as a draft; answers the draft's id, once its page is open. */
async function saveDraft(page: Page, description: string, email?: string): Promise<string> {
  await page.goto('/invoices/new');
  const form = main(page).getByRole('form', { name: 'Create an invoice' });
  await form.getByRole('textbox', { name: /Description/ }).fill(description);
  await form.getByRole('textbox', { name: /^Item/ }).fill('Batik shirt');
  await form.getByRole('textbox', { name: /Quantity/ }).fill('1');
  await form.getByRole('textbox', { name: /Unit price/ }).fill('120000');
  if (email) await form.getByRole('textbox', { name: /Customer email/ }).fill(email);
  else await form.getByRole('checkbox', { name: 'Email the invoice to the customer' }).uncheck();
  await form.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 1, name: description })).toBeVisible();
  return /\/invoice\/(inv_[0-9a-f]+)$/.exec(page.url())![1]!;
}

test('a draft saved from the form is listed as Draft, edited, then issued: Pending with its link, emailed once', async ({ page, browser }) => {
  const id = await saveDraft(page, 'E2E draft order', EMAIL);
  await expect(facts(page)).toContainText('Draft');
  await expect(facts(page)).toContainText('Counted from when it is issued');
  await expect(main(page).getByRole('region', { name: 'Draft' })).toContainText(`emails it to ${EMAIL}`);
  await expect(main(page).getByRole('link', { name: /\/api\/pay\// })).toHaveCount(0);
  await expect(main(page).getByRole('img', { name: /^QR code of / })).toHaveCount(0);
  expect((await fetch(`${sandboxUrl()}/api/pay/${id}`)).status).toBe(404);
  expect(await invoiceEmailsTo(EMAIL)).toBe(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'detail-1440');

  // The list: Draft, and the status filter finds it.
  await page.goto('/invoices');
  await expect(firstRow(page)).toContainText('E2E draft order');
  await expect(firstRow(page)).toContainText('Draft');
  await main(page).getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Draft' });
  await expect(page).toHaveURL(/[?&]status=DRAFT/);
  await expect(firstRow(page)).toContainText('E2E draft order');
  // Only drafts: the seeded pending, expired and voided invoices are filtered out.
  const rows = main(page).getByRole('table', { name: 'Invoices, newest first', exact: true }).locator('tbody tr');
  await expect(rows.filter({ hasNotText: 'Draft' })).toHaveCount(0);
  await shoot(page, 'list-1440');

  // Edited with the same form, filled with the draft.
  await firstRow(page).getByRole('link', { name: /E2E draft order/ }).click();
  await main(page).getByRole('link', { name: 'Edit draft' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Edit draft' })).toBeVisible();
  const form = main(page).getByRole('form', { name: 'Edit draft' });
  await expect(form.getByRole('textbox', { name: /Description/ })).toHaveValue('E2E draft order');
  await form.getByRole('textbox', { name: /Description/ }).fill('E2E draft order, two shirts');
  await form.getByRole('textbox', { name: /Quantity/ }).fill('2');
  await expect(main(page).getByRole('region', { name: 'What your customer sees' })).toContainText(/Total Rp\s?240\.000/);
  await expectNoAxeViolations(page);
  await shoot(page, 'edit-1440');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'E2E draft order, two shirts' })).toBeVisible();
  await expect(facts(page)).toContainText(/Rp\s?240\.000/);
  await expect(facts(page)).toContainText('Draft');

  // Issued: Pending, its link and QR code, emailed once; the customer can pay it.
  await main(page).getByRole('button', { name: 'Issue invoice' }).click();
  await expect(page.getByText('Invoice issued')).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 1, name: 'E2E draft order, two shirts' })).toBeFocused();
  await expect(facts(page)).toContainText('Pending');
  await expect(main(page).getByRole('list', { name: 'Timeline' })).toContainText('Issued');
  await expect(main(page).getByRole('img', { name: /^QR code of / })).toBeVisible();
  const url = await main(page).getByRole('link', { name: /\/api\/pay\// }).getAttribute('href');
  expect(url).toMatch(/\/api\/pay\/[0-9a-z]{10}$/);
  await expect(main(page).getByRole('button', { name: /^(Issue invoice|Delete draft)$/ })).toHaveCount(0);
  await expect(main(page).getByRole('link', { name: 'Edit draft' })).toHaveCount(0);
  await expect.poll(() => invoiceEmailsTo(EMAIL)).toBe(1);
  await expectNoAxeViolations(page);
  await shoot(page, 'issued-1440');
  const customer = await browser.newContext();
  const hosted = await customer.newPage();
  await hosted.goto(url!);
  await expect(hosted.getByRole('button', { name: /^Pay Rp\s?240\.000/ })).toBeVisible();
  await customer.close();

  await page.goto(`/invoices?status=PENDING&q=${encodeURIComponent(EMAIL)}`);
  await expect(firstRow(page)).toContainText('E2E draft order, two shirts');
  await expect(firstRow(page)).toContainText('Pending');
  expect(await invoiceEmailsTo(EMAIL)).toBe(1);
});

test('another draft is deleted only once confirmed: its page is gone and the list no longer has it', async ({ page }) => {
  const id = await saveDraft(page, 'E2E draft to delete');
  await expect(main(page).getByRole('region', { name: 'Draft' })).toContainText('no email is sent');
  await main(page).getByRole('button', { name: 'Delete draft' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Delete this draft?' });
  await expect(ask).toContainText('“E2E draft to delete” will be deleted. This cannot be undone.');
  await expectNoAxeViolations(page);
  await shoot(page, 'delete-confirmation-1440');
  await ask.getByRole('button', { name: 'Keep it' }).click();
  await expect(ask).toHaveCount(0);
  await expect(facts(page)).toContainText('Draft');
  await main(page).getByRole('button', { name: 'Delete draft' }).click();
  await ask.getByRole('button', { name: 'Delete draft' }).click();
  await expect(page.getByText('Draft deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();

  // Searched by its id (exactly, decision 0069), among all statuses: none is left.
  await page.goto(`/invoices?q=${id}`);
  await expect(main(page).getByText('No invoices match these filters')).toBeVisible();
  await page.goto(`/invoice/${id}`);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
});
