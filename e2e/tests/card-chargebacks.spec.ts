import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, injectFault, resetSandbox, test } from './fixtures';
import { chooseIndonesian, main, sidebar } from './support';

// Each test opens its own first page (tests/fixtures.ts: landing).
test.use({ landing: false });

// Issue 18: card chargebacks against the sandbox's seed (Toko Ku: three of every label; the newest,
// cb_tokoku_01, is OPEN): the paged list with its status filter, a chargeback with its payment, the
// response with evidence, a fault while sending, a viewer, and axe in English and Indonesian.

test.beforeAll(resetSandbox);
test.afterEach(resetSandbox);

const table = (page: Page) => main(page).getByRole('table', { name: /^(Chargebacks|Chargeback)$/ });
const rows = (page: Page) => table(page).locator('tbody tr:not(.mdp-row-skeleton)');
const term = (page: Page, region: string, name: string) =>
  main(page).getByRole('region', { name: region, exact: true }).locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');

/** The evidence drop's file input (named "Evidence (required)"; the uploaded list is "Evidence documents"). */
const evidenceInput = (form: Locator) => form.getByRole('button', { name: /^Evidence \(required\)$/ });

const PDF = { name: 'proof-of-delivery.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 0x20)]) };
const PNG = { name: 'chat.png', mimeType: 'image/png', buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(600)]) };

// Every other test opens its own page; this one starts where a sign-in lands (home).
test.describe('from the landing page', () => {
  test.use({ landing: true });
  test('the owner finds the open chargebacks, answers one with evidence, and it is submitted', async ({ page }) => {
    await sidebar(page).getByRole('link', { name: 'Chargebacks' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Chargebacks' })).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    await expect(main(page).getByText('Page 1 of 3')).toBeVisible();

    await main(page).getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Open: needs your response' });
    await expect(page).toHaveURL(/\/credit_cards\/chargebacks\?status=OPEN$/);
    await expect(rows(page)).toHaveCount(3);
    await expect.poll(async () => (await rows(page).allInnerTexts()).every((row) => row.includes('Open: needs your response'))).toBe(true);

    await main(page).getByRole('link', { name: 'Open chargeback cb_tokoku_01' }).click();
    await expect(page).toHaveURL(/\/credit_cards\/chargebacks\/cb_tokoku_01$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Chargeback' })).toBeVisible();
    await expect(term(page, 'Dispute', 'Status')).toHaveText('Open: needs your response');
    await expect(term(page, 'Dispute', 'Respond by')).toContainText('days left');

    const form = main(page).getByRole('form', { name: 'Respond to this chargeback' });
    await form.getByRole('button', { name: 'Send response' }).click();
    await expect(form.getByText('Write your response.')).toBeVisible();
    await expect(form.getByText('Add at least one evidence document.')).toBeVisible();

    await form.getByRole('textbox', { name: /Your response/ }).fill('The order was delivered on time; the signed proof of delivery and our chat are attached.');
    await evidenceInput(form).setInputFiles(PDF);
    await expect(form.getByRole('button', { name: 'Remove proof-of-delivery.pdf' })).toBeVisible();
    await evidenceInput(form).setInputFiles(PNG);
    await expect(form.getByRole('button', { name: 'Remove chat.png' })).toBeVisible();
    await form.getByRole('button', { name: 'Send response' }).click();

    await expect(term(page, 'Dispute', 'Status')).toHaveText('Submitted');
    await expect(form).toHaveCount(0);
    const response = main(page).getByRole('region', { name: 'Your response', exact: true });
    await expect(response).toContainText('the signed proof of delivery and our chat are attached');
    await expect(response.getByRole('list', { name: 'Evidence documents' }).getByRole('listitem')).toHaveCount(2);

    // The linked payment opens.
    await main(page).getByRole('link', { name: /^Open payment order-/ }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Card payment' })).toBeVisible();
    await page.goBack();
    await main(page).getByRole('link', { name: 'Back to chargebacks' }).click();
    await expect(rows(page).first()).toContainText('cb_tokoku_01');
    await expect(rows(page).first()).toContainText('Submitted');
  });
});

test('a file that is not what its name says is refused by the gateway; a failure while sending is the danger modal', async ({ page }) => {
  await page.goto('/credit_cards/chargebacks/cb_tokoku_09');
  const form = main(page).getByRole('form', { name: 'Respond to this chargeback' });
  await evidenceInput(form).setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('GIF89a not a pdf') });
  await expect(form.getByText('Something went wrong. Please try again.')).toBeVisible();
  await expect(form.getByRole('list', { name: 'Evidence documents' })).toHaveCount(0);

  await evidenceInput(form).setInputFiles(PDF);
  await expect(form.getByRole('button', { name: 'Remove proof-of-delivery.pdf' })).toBeVisible();
  await form.getByRole('textbox', { name: /Your response/ }).fill('Delivered.');
  await injectFault({ path: '/api/credit_card_chargebacks/cb_tokoku_09/response', method: 'POST', status: 503, error_code: 'SERVER_ERROR' });
  await form.getByRole('button', { name: 'Send response' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Something went wrong' });
  await expect(alert).toContainText('Something went wrong. Please try again.');
  await alert.getByRole('button').first().click();
  await expect(term(page, 'Dispute', 'Status')).toHaveText('Open: needs your response');
  await form.getByRole('button', { name: 'Send response' }).click();
  await expect(term(page, 'Dispute', 'Status')).toHaveText('Submitted');
});

test('axe finds nothing on the list and a chargeback, in English and Indonesian', async ({ page }) => {
  test.slow(); // a full-page axe run (seconds on 2 cores) on each of several pages and languages
  await page.goto('/credit_cards/chargebacks');
  await expect(rows(page)).toHaveCount(10);
  await expectNoAxeViolations(page);
  await page.goto('/credit_cards/chargebacks/cb_tokoku_01');
  await expect(main(page).getByRole('form', { name: 'Respond to this chargeback' })).toBeVisible();
  await expectNoAxeViolations(page);
  await chooseIndonesian(page);
  await expect(main(page).getByRole('form', { name: 'Tanggapi chargeback ini' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/credit_cards/chargebacks/cb_tokoku_04');
  await expect(main(page).getByRole('region', { name: 'Tanggapan Anda', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/credit_cards/chargebacks');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Chargeback' })).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  await expectNoAxeViolations(page);
});

test.describe('a viewer', () => {
  test.use({ persona: 'viewer@tokoku.test' });
  test('reads the chargebacks but cannot answer one', async ({ page }) => {
    await page.goto('/credit_cards/chargebacks');
    await expect(rows(page)).toHaveCount(10);
    await main(page).getByRole('link', { name: 'Open chargeback cb_tokoku_01' }).click();
    await expect(term(page, 'Dispute', 'Status')).toHaveText('Open: needs your response');
    await expect(main(page).getByText('This chargeback needs a response from a team member who can edit.')).toBeVisible();
    await expect(main(page).getByRole('form')).toHaveCount(0);
  });
});
