import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, injectFault, resetSandbox, test } from './fixtures';
import { chooseIndonesian, main, sidebar, typeDay } from './support';

// Each test opens its own first page (tests/fixtures.ts: landing).
test.use({ landing: false });

// Issue 18: card promotions against the sandbox's seed (Toko Ku: promo_tokoku_01 "BCA card weekend
// 10%" running, 03 not started, 04 expired, 05 paused): pause and resume with their confirmations, a
// fault inside a confirmation, create one, a viewer, and axe in English and Indonesian.

test.beforeAll(resetSandbox);
test.afterEach(resetSandbox);

const table = (page: Page) => main(page).getByRole('table', { name: /^(Card promotions|Promosi kartu)$/ });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });

// Every other test opens its own page; this one starts where a sign-in lands (home).
test.describe('from the landing page', () => {
  test.use({ landing: true });
  test('the owner pauses a running promotion and resumes it, each after a confirmation', async ({ page }) => {
    await sidebar(page).getByRole('link', { name: 'Card promotions' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Card promotions' })).toBeVisible();
    await expect(row(page, 'BCA card weekend 10%')).toContainText('Active');
    await expect(row(page, 'Ramadan installments')).toContainText('Expired');
    await expect(row(page, 'Ramadan installments').getByRole('button')).toHaveCount(0);

    await main(page).getByRole('button', { name: 'Pause BCA card weekend 10%' }).click();
    let dialog = page.getByRole('dialog', { name: 'Pause this promotion?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, 'BCA card weekend 10%')).toContainText('Active');

    await main(page).getByRole('button', { name: 'Pause BCA card weekend 10%' }).click();
    dialog = page.getByRole('dialog', { name: 'Pause this promotion?' });
    await dialog.getByRole('button', { name: 'Pause' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, 'BCA card weekend 10%')).toContainText('Paused');

    await main(page).getByRole('button', { name: 'Resume BCA card weekend 10%' }).click();
    await page.getByRole('dialog', { name: 'Resume this promotion?' }).getByRole('button', { name: 'Resume' }).click();
    await expect(row(page, 'BCA card weekend 10%')).toContainText('Active');
  });
});

test('a sandbox fault inside the confirmation shows the error there, and the promotion is unchanged', async ({ page }) => {
  await page.goto('/credit_cards/promotions');
  await injectFault({ path: '/api/promotions/promo_tokoku_01', method: 'PATCH', status: 503, error_code: 'SERVER_ERROR' });
  await main(page).getByRole('button', { name: 'Pause BCA card weekend 10%' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pause this promotion?' });
  await dialog.getByRole('button', { name: 'Pause' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, 'BCA card weekend 10%')).toContainText('Active');
});

test('the owner creates an installment promotion; wrong BIN ranges are explained first', async ({ page }) => {
  await page.goto('/credit_cards/promotions');
  await main(page).getByRole('button', { name: 'Create promotion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a promotion' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Payday installments');
  await dialog.getByRole('radio', { name: 'Installments' }).check();
  await dialog.getByRole('button', { name: /Installment term/ }).click();
  await page.getByRole('option', { name: '12 months' }).click();
  await dialog.getByRole('textbox', { name: /BIN ranges/ }).fill('521199-521111');
  const today = new Date();
  await typeDay(page, 'Start', today);
  await typeDay(page, 'End', new Date(today.getTime() + 30 * 86_400_000));
  await dialog.getByRole('button', { name: 'Create promotion' }).click();
  await expect(dialog.getByText('A range starts with the lower BIN.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /BIN ranges/ }).fill('521111-521199, 41111111');
  await dialog.getByRole('button', { name: 'Create promotion' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Payday installments')).toContainText('12 monthly installments');
  await expect(row(page, 'Payday installments')).toContainText('521111–521199, 41111111');
  await expect(row(page, 'Payday installments')).toContainText('Active');
});

test('axe finds nothing on the promotions and the form, in English and Indonesian', async ({ page }) => {
  test.slow(); // several full-page axe runs (seconds each on 2 cores)
  await page.goto('/credit_cards/promotions');
  await expect(row(page, 'BCA card weekend 10%')).toBeVisible();
  await expectNoAxeViolations(page);
  await main(page).getByRole('button', { name: 'Edit BCA card weekend 10%' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit the promotion' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await chooseIndonesian(page);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Promosi kartu' })).toBeVisible();
  await expect(row(page, 'BCA card weekend 10%')).toContainText('Aktif');
  await expectNoAxeViolations(page);
});

test.describe('a viewer', () => {
  test.use({ persona: 'viewer@tokoku.test' });
  test('sees the promotions but cannot change them', async ({ page }) => {
    await page.goto('/credit_cards/promotions');
    await expect(row(page, 'BCA card weekend 10%')).toContainText('Active');
    await expect(main(page).getByRole('button', { name: 'Create promotion' })).toHaveCount(0);
    await expect(table(page).getByRole('button')).toHaveCount(0);
  });
});
