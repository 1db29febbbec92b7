import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, resetSandbox, setFeatureFlag, test } from './fixtures';
import { expectBothLanguagesFit, nextMonthsFifteenth, shooter } from './getting-paid-support';
import { expectFitsTheScreen, main } from './support';

// Issue 44, the business's default invoice reminders (mfe-getting-paid, docs/decisions/0091): the
// owner reaches /invoices/settings from the invoices list by keyboard, a bad day says the shared
// rule's message, the saved default pre-fills a new invoice's reminders and its detail lists them
// scheduled; a viewer sees the default read-only. 1440 and 390 px, English and Indonesian, no axe violation.

test.use({ landing: false, viewport: { width: 1440, height: 900 } });
// The viewer reads the default the owner saved first.
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  await resetSandbox();
  await setFeatureFlag('biz_tokoku', 'payment_links', false); // invoice mode
});
test.afterAll(resetSandbox);

const shoot = shooter('default-reminders');
const settingsForm = (page: Page) => main(page).getByRole('form', { name: 'Invoice reminders' });
const facts = (page: Page) => main(page).getByRole('region', { name: /^(Details|Detail)$/ });

test('the owner sets the default on its page, and a new invoice starts with it', async ({ page }) => {
  await page.goto('/invoices');
  const link = main(page).getByRole('link', { name: 'Reminder settings' });
  await expect(link).toBeVisible();
  await shoot(page, 'list-1440-en');
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Invoice reminders' })).toBeVisible();
  const form = settingsForm(page);
  await expect(form).toContainText('No default reminders');
  await expectNoAxeViolations(page);
  await shoot(page, 'none-1440-en');

  await form.getByRole('button', { name: 'Add a reminder' }).focus();
  await page.keyboard.press('Enter');
  await form.getByRole('textbox', { name: /^Reminder 1:/ }).fill('31');
  await form.getByRole('button', { name: 'Save reminders' }).click();
  await expect(form.getByText('Enter a number of days from 0 to 30')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'bad-1440-en');
  await form.getByRole('textbox', { name: /^Reminder 1:/ }).fill('7');
  await form.getByRole('button', { name: 'Add a reminder' }).click();
  await form.getByRole('textbox', { name: /^Reminder 2:/ }).fill('3');
  await form.getByRole('button', { name: 'Save reminders' }).click();
  await expect(page.getByText('Default reminders saved. New invoices start with them.')).toBeVisible();
  await page.reload();
  await expect(settingsForm(page).getByRole('textbox', { name: /^Reminder 1:/ })).toHaveValue('7');
  await expect(settingsForm(page).getByRole('textbox', { name: /^Reminder 2:/ })).toHaveValue('3');
  await shoot(page, 'saved-1440-en');

  await page.goto('/invoices/new');
  const create = main(page).getByRole('form', { name: 'Create an invoice' });
  const reminders = create.getByRole('group', { name: 'Reminders' });
  await create.getByRole('textbox', { name: /Description/ }).fill('E2E default reminders');
  await create.getByRole('textbox', { name: /^Item/ }).fill('Songket');
  await create.getByRole('textbox', { name: /Quantity/ }).fill('1');
  await create.getByRole('textbox', { name: /Unit price/ }).fill('90000');
  await create.getByRole('textbox', { name: /Customer email/ }).fill('default.e2e@example.test');
  await create.getByRole('group', { name: /^Due date/ }).getByRole('spinbutton', { name: /^day/ }).click();
  await page.keyboard.type(nextMonthsFifteenth());
  await expect(reminders.getByRole('textbox', { name: /^Reminder 1:/ })).toHaveValue('7');
  await expect(reminders.getByRole('textbox', { name: /^Reminder 2:/ })).toHaveValue('3');
  await expect(reminders).toContainText('Filled in from your business’s default reminders');
  await shoot(page, 'new-prefilled-1440-en');
  await create.getByRole('button', { name: 'Create invoice' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'E2E default reminders' })).toBeVisible();
  await expect(facts(page)).toContainText('7 days before');
  await expect(facts(page)).toContainText('3 days before');
  await shoot(page, 'detail-1440-en');

  await expectBothLanguagesFit(page, '/invoices/settings', { en: 'Invoice reminders', id: 'Pengingat tagihan' }, (shotPage, name) => shoot(shotPage, `saved-${name}`));
});

test.describe('a viewer', () => {
  test.use({ persona: 'viewer@tokoku.test' });

  test('sees the default read-only, without Add, Remove or Save', async ({ page }) => {
    await page.goto('/invoices/settings');
    const form = settingsForm(page);
    await expect(main(page).getByText('Only team members who can create invoices can change the default reminders.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Reminder 1:/ })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Save reminders' })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Add a reminder' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shoot(page, 'viewer-1440-en');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectFitsTheScreen(page);
    await expectNoAxeViolations(page);
    await shoot(page, 'viewer-390-en');
    // The list's header offers the page to a reader, without the create action.
    await page.goto('/invoices');
    await expect(main(page).getByRole('link', { name: 'Reminder settings' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Create an invoice' })).toHaveCount(0);
    await expectFitsTheScreen(page);
    await shoot(page, 'viewer-list-390-en');
  });
});
