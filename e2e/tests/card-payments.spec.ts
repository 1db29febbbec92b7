import type { Page } from '@playwright/test';
import { sandboxUrl } from './worker-stack';
import { expectNoAxeViolations } from './axe';
import { clearFaults, expect, injectFault, resetSandbox, test } from './fixtures';
import { pdfText } from './pdf-text';
import { chooseIndonesian, main, sendRefund, sidebar, typeDay } from './support';

// Issue 17: card payments against the sandbox's 5,000 seeded payments of Toko Ku: the paged,
// filtered list whose address keeps the view, a payment with its card, codes and timeline, the
// pages the timeline links to, a list failure inside the page, and axe in English and Indonesian.

test.use({ landing: false }); // each test opens its own first page (fixtures.ts: landing)
test.beforeAll(resetSandbox);
test.afterEach(resetSandbox);

const table = (page: Page) => main(page).getByRole('table', { name: /^(Card payments|Pembayaran kartu)$/ });
/** Data rows only (the header row has column headers, not cells). */
const rows = (page: Page) => table(page).locator('tbody tr:not(.mdp-row-skeleton)');
const term = (page: Page, region: string, name: string) =>
  main(page).getByRole('region', { name: region, exact: true }).locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');

/** A list filter: the browser's own select (shared-ui NativeSelect). */
const filterSelect = (page: Page, label: string) => main(page).getByRole('combobox', { name: label, exact: true });

/** Every row on screen (at least one) says each of these. */
async function allRowsSay(page: Page, texts: string[]): Promise<boolean> {
  const shown = await rows(page).allInnerTexts();
  return shown.length > 0 && shown.every((row) => texts.every((text) => row.includes(text)));
}

const choose = (page: Page, label: string, option: string) => filterSelect(page, label).selectOption({ label: option });

test('the owner pages and filters the payments, and the address keeps the view through a reload', async ({ page }) => {
  await page.goto('/home'); // where a sign-in lands
  await sidebar(page).getByRole('link', { name: 'Card payments' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Card payments' })).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  await expect(main(page).getByText('Page 1 of 500')).toBeVisible();

  await main(page).getByRole('button', { name: /Next page/ }).click();
  await expect(page).toHaveURL(/\/credit_cards\/payments\?page=2$/);
  await expect(main(page).getByText('Page 2 of 500')).toBeVisible();

  // The list keeps the previous rows on screen while the next answer is on its way: wait for the rows themselves.
  await choose(page, 'Status', 'Failed');
  await expect(page).toHaveURL(/\?status=FAILED$/);
  await expect.poll(async () => allRowsSay(page, ['Failed'])).toBe(true);

  await choose(page, 'Card brand', 'JCB');
  await expect(page).toHaveURL(/\?status=FAILED&brand=JCB$/);
  await expect.poll(async () => allRowsSay(page, ['Failed', 'JCB'])).toBe(true);
  const firstPage = await rows(page).allInnerTexts();
  await main(page).getByRole('button', { name: /Next page/ }).click();
  await expect(page).toHaveURL(/\?status=FAILED&brand=JCB&page=2$/);
  await expect.poll(async () => (await rows(page).allInnerTexts()).join() !== firstPage.join() && (await allRowsSay(page, ['Failed', 'JCB']))).toBe(true);
  const before = await rows(page).allInnerTexts();

  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  expect(await rows(page).allInnerTexts()).toEqual(before);
  await expect(filterSelect(page, 'Status')).toHaveValue('FAILED');

  await main(page).getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/credit_cards\/payments$/);
  await main(page).getByRole('searchbox', { name: /^Search/ }).fill('order-004990');
  await main(page).getByRole('searchbox', { name: /^Search/ }).press('Enter');
  await expect(page).toHaveURL(/\?q=order-004990$/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('order-004990');
});

test('the date filter opens a month grid on demand, applies two days, refuses a range over a year, and clears', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-24T10:00:00Z'));
  await page.goto('/credit_cards/payments');
  const dates = main(page).getByRole('button', { name: 'Date All dates' });
  await expect(dates).toHaveAttribute('aria-haspopup', 'dialog');
  await dates.click();
  const calendar = page.getByRole('dialog', { name: 'Date' });
  await calendar.getByRole('button', { name: /, 2 November 2026/ }).click();
  await calendar.getByRole('button', { name: /, 3 November 2026/ }).click();
  await expect(calendar).toBeHidden();
  await expect(page).toHaveURL(/from=2026-11-02&to=2026-11-03/);
  await expect(main(page).getByRole('button', { name: 'Date 02/11/2026 – 03/11/2026' })).toBeFocused();

  // More than a year is refused inside the popover; Escape leaves the filter as it was.
  await main(page).getByRole('button', { name: /^Date 02\/11\/2026/ }).click();
  await calendar.getByRole('button', { name: /, 1 November 2026/ }).click();
  for (let month = 0; month < 13; month += 1) await calendar.getByRole('button', { name: 'Previous' }).click();
  await calendar.getByRole('button', { name: /, 1 October 2025/ }).click();
  await expect(calendar.getByRole('alert')).toHaveText('Choose at most 366 days.');
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(page).toHaveURL(/from=2026-11-02&to=2026-11-03/);

  await main(page).getByRole('button', { name: /^Date 02\/11\/2026/ }).click();
  await calendar.getByRole('button', { name: 'Clear dates' }).click();
  await expect(page).not.toHaveURL(/from=/);
  await expect(main(page).getByRole('button', { name: 'Date All dates' })).toBeVisible();
});

test('the owner opens a payment and follows its timeline to the steps\' pages', async ({ page }) => {
  await page.goto('/credit_cards/payments?status=SETTLED&brand=VISA');
  await rows(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/credit_cards\/payment\/ccp_[0-9a-f]+$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Card payment' })).toBeVisible();
  await expect(term(page, 'Payment', 'Status')).toHaveText('Settled');
  await expect(main(page).getByRole('region', { name: 'Card', exact: true }).getByRole('img', { name: 'VISA logo' })).toBeVisible();
  await expect(term(page, 'Card', 'Card number')).toHaveText(/^411111XXXXXX\d{4}$/);
  await expect(term(page, 'Result codes', 'CVN check')).not.toHaveText('');

  const timeline = main(page).getByRole('list', { name: 'What happened to this payment' });
  await expect(timeline.getByRole('listitem').first()).toContainText('Tokenization');
  await expect(timeline.getByText(/07:00:01$/)).not.toHaveCount(0); // settlement times carry T07:00:01.000Z
  const paymentUrl = page.url();

  await timeline.getByRole('link', { name: 'Settlement', exact: true }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Settlement' })).toBeVisible();
  await expect(page).toHaveURL(/\/credit_cards\/payment\/settlements\/stl_[0-9a-f]+$/);
  await main(page).getByRole('link', { name: 'Back to the payment' }).click();
  await expect(page).toHaveURL(paymentUrl);

  for (const [step, heading, path] of [
    ['Tokenization', 'Tokenization', 'tokenizations'],
    ['Authorization', 'Authorization', 'authorizations'],
  ] as const) {
    await timeline.getByRole('link', { name: step, exact: true }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/credit_cards/payment/${path}/`));
    await page.goBack();
    await expect(timeline).toBeVisible();
  }
});

test('a declined payment shows why, and a fraud block as one', async ({ page }) => {
  // order-004961 is declined by the fraud guard in the seed (sandbox-gateway/README.md, card payments).
  await page.goto('/credit_cards/payments?q=order-004961');
  await rows(page).first().getByRole('link').click();
  await expect(term(page, 'Payment', 'Status')).toHaveText('Failed');
  await expect(term(page, 'Payment', 'Decline reason')).toContainText('Blocked by the fraud guard');
  await expect(term(page, 'Payment', 'Decline reason')).toContainText('(FRAUD_GUARD_BLOCKED)');
  await expect(main(page).getByRole('region', { name: 'Card', exact: true }).getByRole('img')).toHaveCount(0); // DISCOVER: no logo
});

test('a failing list shows an error with Retry inside the page, not a blank', async ({ page }) => {
  await injectFault({ path: '/api/credit_card_payments', status: 503, error_code: 'SERVER_ERROR', count: 100 });
  await page.goto('/credit_cards/payments');
  await expect(main(page).getByRole('heading', { name: 'Card payments could not load.' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Card payments' })).toBeVisible();
  await clearFaults();
  await main(page).getByRole('button', { name: 'Retry' }).click();
  await expect(rows(page)).toHaveCount(10);
});

test('axe finds nothing on the list and a payment, in English and Indonesian', async ({ page }) => {
  test.slow(); // a full-page axe run (seconds on 2 cores) on each of several pages and languages
  await page.goto('/credit_cards/payments');
  await expect(rows(page)).toHaveCount(10);
  await expectNoAxeViolations(page);
  await rows(page).first().getByRole('link').click();
  await expect(main(page).getByRole('region', { name: 'Card', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await chooseIndonesian(page);
  await expect(main(page).getByRole('region', { name: 'Kartu', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/credit_cards/payments');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Pembayaran kartu' })).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  await expectNoAxeViolations(page);
});

async function openPayment(page: Page, externalId: string) {
  await page.goto(`/credit_cards/payments?q=${externalId}`);
  await rows(page).first().getByRole('link').click();
  await expect(main(page).getByRole('region', { name: 'Refunds', exact: true })).toBeVisible();
}

test('the owner refunds a part, then the rest, and the payment is fully refunded', async ({ page }) => {
  // order-004969: charged with VISA, nothing refunded yet (sandbox-gateway/README.md).
  await openPayment(page, 'order-004969');
  const refunds = main(page).getByRole('region', { name: 'Refunds', exact: true });
  const captured = (await term(page, 'Payment', 'Captured').innerText()).replace(/\D/g, '');
  const part = String(Math.floor(Number(captured) / 3));

  await refunds.getByRole('button', { name: 'Refund' }).click();
  let dialog = page.getByRole('dialog', { name: 'Refund this payment' });
  await dialog.getByRole('radio', { name: 'A part of it' }).check();
  await dialog.getByRole('textbox', { name: /Amount to refund/ }).fill(String(Number(captured) + 1));
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByText(/At most Rp\s?[\d.]+ can be refunded\./)).toBeVisible();
  await dialog.getByRole('textbox', { name: /Amount to refund/ }).fill(part);
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Customer request');
  await sendRefund(page, dialog);
  await expect(dialog).toBeHidden();
  await expect(refunds.getByRole('table')).toContainText('Succeeded');
  await expect(term(page, 'Payment', 'Refunded')).not.toHaveText(/^Rp\s?0$/);

  await refunds.getByRole('button', { name: 'Refund' }).click();
  dialog = page.getByRole('dialog', { name: 'Refund this payment' });
  await expect(dialog.getByRole('radio', { name: /^All of it/ })).toBeChecked();
  await sendRefund(page, dialog);
  await expect(dialog).toBeHidden();
  await expect(refunds.getByText('This payment is fully refunded.')).toBeVisible();
  await expect(term(page, 'Payment', 'Status')).toHaveText('Refunded');
  await expect(refunds.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await expect(refunds.getByRole('table').getByRole('row')).toHaveCount(3);
  const timeline = main(page).getByRole('list', { name: 'What happened to this payment' });
  await expect(timeline.getByRole('link', { name: 'Refund', exact: true })).toHaveCount(2);
});

test('the owner captures an authorised-only payment', async ({ page }) => {
  // order-004990: authorised only (PENDING).
  await openPayment(page, 'order-004990');
  await expect(main(page).getByText('This payment is authorised but not captured: there is nothing to refund yet.')).toBeVisible();
  await main(page).getByRole('button', { name: 'Capture' }).click();
  await page.getByRole('dialog', { name: 'Capture this payment?' }).getByRole('button', { name: 'Capture' }).click();
  await expect(term(page, 'Payment', 'Status')).toHaveText('Charged');
  await expect(main(page).getByRole('button', { name: 'Capture' })).toHaveCount(0);
  await expect(main(page).getByRole('region', { name: 'Refunds', exact: true }).getByRole('button', { name: 'Refund' })).toBeVisible();
  await expect(main(page).getByRole('list', { name: 'What happened to this payment' })).toContainText('Expected settlement');
});

test('the owner downloads the card receipt of a paid payment as {external_id}-{bank_reference_number}.pdf, and prints it', async ({ page }) => {
  // order-004969: charged with VISA (sandbox-gateway/README.md), so paid and with a receipt.
  await openPayment(page, 'order-004969');
  const [reference, cardNumber] = await Promise.all([term(page, 'Payment', 'Bank reference number').innerText(), term(page, 'Card', 'Card number').innerText()]);
  await main(page).getByRole('button', { name: 'Receipt' }).click();
  const receipt = page.getByRole('dialog', { name: 'Card payment receipt' }); // the card's, not a bank transfer's (issue 42)
  for (const text of [/VISA (credit|debit) card/, cardNumber]) await expect(receipt.getByRole('article')).toContainText(text);
  await expect(receipt.getByText('Toko Ku', { exact: true }).first()).toBeVisible(); // no logo: the business name heads it
  await expectNoAxeViolations(page);

  const [file] = await Promise.all([page.waitForEvent('download'), receipt.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(file.suggestedFilename()).toBe(`order-004969-${reference}.pdf`);
  const pdf = await (await import('node:fs/promises')).readFile(await file.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(pdf);
  for (const expected of ['order-004969', reference, 'IDR', 'VISA', cardNumber, 'PT Sandbox Pembayaran Indonesia', 'Toko Ku']) expect(text).toContain(expected);
  expect(text).not.toContain('Bank Transfer');
  // The print stylesheet prints the receipt alone: the page behind it is not printed.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('article', { name: 'Payment receipt' })).toBeVisible();
  // CSS locators: a role locator finds nothing hidden, so its toBeHidden would pass whatever printed.
  for (const behind of [page.locator('main h1', { hasText: 'Card payment' }), page.locator('button', { hasText: 'Download PDF' })]) {
    await expect(behind).toHaveCount(1);
    await expect(behind).toBeHidden();
  }
});

test('a declined payment has no receipt', async ({ page }) => {
  await openPayment(page, 'order-004961');
  await expect(main(page).getByRole('button', { name: 'Receipt' })).toHaveCount(0);
});

test('export: six recipients are refused, five are accepted; the job shows progress, then downloads, and the report is mailed to the five', async ({ page }) => {
  await page.goto('/credit_cards/payments');
  await expect(rows(page)).toHaveCount(10);
  await main(page).getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export transactions' });
  const today = new Date();
  await typeDay(page, 'Start', new Date(today.getTime() - 30 * 86_400_000));
  await typeDay(page, 'End', today);
  const recipients = dialog.getByRole('textbox', { name: /Recipients/ });
  await recipients.fill('a@tokoku.test, b@tokoku.test c@tokoku.test,d@tokoku.test e@tokoku.test f@tokoku.test');
  await dialog.getByRole('button', { name: 'Export' }).click();
  await expect(dialog.getByText('Enter up to 5 email addresses.')).toBeVisible();
  await expect(dialog.getByText('Enter up to 5 email addresses.')).toBeHidden({ timeout: 3000 }); // cleared after 1.5 s

  await recipients.fill('a@tokoku.test, b@tokoku.test c@tokoku.test,d@tokoku.test e@tokoku.test');
  await dialog.getByRole('button', { name: 'Export' }).click();
  await expect(dialog).toBeHidden();
  const jobs = main(page).getByRole('region', { name: 'Exports', exact: true });
  await expect(jobs.getByRole('progressbar')).toBeVisible();
  const download = jobs.getByRole('button', { name: /^Download card-payments-.*\.csv$/ });
  await expect(download).toBeVisible({ timeout: 15_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^card-payments-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}-[0-9a-f]{6}\.csv$/);
  const content = await (await import('node:fs/promises')).readFile(await file.path(), 'utf8');
  expect(content.split('\n')[0]).toBe('id,external_id,created,status,amount,currency,card_brand,masked_card_number,source');

  // The prepared report was mailed: one message per recipient in the sandbox's outbox, none to the refused sixth.
  const mailed = async () => {
    const { messages } = (await (await fetch(`${sandboxUrl()}/__sandbox/outbox`)).json()) as { messages: { kind: string; recipient: string; subject: string }[] };
    return messages.filter((message) => message.kind === 'CARD_REPORT_EMAIL' && message.subject.endsWith(file.suggestedFilename()));
  };
  await expect.poll(async () => (await mailed()).map((message) => message.recipient).sort()).toEqual(['a', 'b', 'c', 'd', 'e'].map((name) => `${name}@tokoku.test`));
  expect((await mailed()).some((message) => message.recipient === 'f@tokoku.test')).toBe(false);
});

test.describe('a viewer', () => {
  test.use({ persona: 'viewer@tokoku.test' });
  test('reads the payments but cannot refund or capture', async ({ page }) => {
    await page.goto('/credit_cards/payments');
    await expect(rows(page)).toHaveCount(10);
    await openPayment(page, 'order-004969');
    await expect(term(page, 'Payment', 'Status')).toHaveText('Charged');
    await expect(main(page).getByRole('button', { name: 'Refund' })).toHaveCount(0);
    await openPayment(page, 'order-004990');
    await expect(main(page).getByRole('button', { name: 'Capture' })).toHaveCount(0);
  });
});
