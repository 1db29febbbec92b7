import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, resetSandbox, test } from './fixtures';
import { pdfText } from './pdf-text';
import { chooseIndonesian, expectFitsTheScreen, main } from './support';

// Issue 41 (decision 0081): a bank transfer's payment proof (spec 02 §3, §9) on a withdrawal's entry
// in the balance remote's transactions: seen, printed alone, downloaded as
// {external_id}-{bank_reference_number}.pdf with the spec's fields, in en and id, by keyboard, at 390 px.

test.beforeAll(resetSandbox);
test.use({ landing: false });
test.afterEach(resetSandbox); // the language

const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
};

/** wd_tokoku_05: Toko Ku's seeded withdrawal to BCA ••••6789, still pending at the bank. */
async function openWithdrawal(page: Page): Promise<void> {
  await page.goto('/transactions-new?q=wd_tokoku_05');
  // The search leaves the withdrawal's one entry; a table on a desktop, a list at 390 px, named in the user's language.
  await main(page).locator('a[href^="/transactions-new/ldg_"]').first().click();
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
}

test('the owner sees a withdrawal’s payment proof, downloads it as {external_id}-{bank_reference_number}.pdf with the spec’s fields, and prints it alone', async ({ page }) => {
  await openWithdrawal(page);
  await main(page).getByRole('button', { name: 'Payment proof' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bank transfer payment proof' });
  const proof = dialog.getByRole('article');
  for (const text of ['PT Sandbox Pembayaran Indonesia', 'wd_tokoku_05', 'Bank Transfer', 'IDR', 'BNI', '••••••2345', 'BCA', '••••••6789', 'PT Toko Ku']) {
    await expect(proof).toContainText(text);
  }
  const reference = (await proof.locator('[data-key="bankReferenceNumber"] dd').innerText()).trim();
  expect(reference).toMatch(/^\d{12}$/);
  await expectNoAxeViolations(page);
  await shot(page, 'proof-en-1440');

  const [file] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(file.suggestedFilename()).toBe(`wd_tokoku_05-${reference}.pdf`);
  const pdf = await readFile(await file.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(pdf);
  for (const expected of [
    'Bank transfer payment proof', 'PT Sandbox Pembayaran Indonesia', 'wd_tokoku_05', reference, 'IDR', 'Bank Transfer', 'BNI', '******2345',
    'BCA', '******6789', 'PT Toko Ku', 'Source bank', 'Beneficiary account number', 'Bank reference number',
  ]) expect(text).toContain(expected);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('article', { name: 'Bank transfer payment proof' })).toBeVisible();
  for (const behind of [page.locator('main h1'), page.locator('button', { hasText: 'Download PDF' })]) {
    await expect(behind).toHaveCount(1);
    await expect(behind).toBeHidden();
  }
});

test('by keyboard, in Bahasa Indonesia, at 390 px: the proof opens, fits the screen and closes with Escape', async ({ page }) => {
  await page.goto('/balance');
  await chooseIndonesian(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await openWithdrawal(page);
  const open = main(page).getByRole('button', { name: 'Bukti pembayaran' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Bukti pembayaran transfer bank' });
  await expect(dialog.getByRole('article')).toContainText('Transfer Bank');
  await expect(dialog.getByRole('article')).toContainText('Nomor referensi bank');
  await expectFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await shot(page, 'proof-id-390');
  // Tab reaches the download inside the dialog.
  const download = dialog.getByRole('button', { name: 'Unduh PDF' });
  for (let i = 0; i < 6 && !(await download.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(download).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
});

test('a card payment’s entry has no bank transfer proof', async ({ page }) => {
  await page.goto('/transactions-new?type=PAYMENT');
  await main(page).getByRole('table', { name: 'Transactions', exact: true }).locator('tbody tr').first().getByRole('link').click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Payment proof' })).toHaveCount(0);
});
