import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, resetSandbox, signInQuickly, test } from './fixtures';
import { chooseIndonesian, expectFitsTheScreen, main } from './support';
import { sandboxUrl } from './worker-stack';

// Issue 45: batch disbursements with maker-checker approval (mfe-sending-money, decision 0071). A
// file of 500 rows with three bad rows is refused with those three rows named and nothing created;
// fixed, it waits for approval; its maker cannot approve it; a second user with can_approve does,
// and every row is paid.

test.use({ landing: false, viewport: { width: 1440, height: 900 } });
test.beforeAll(resetSandbox);
test.afterAll(resetSandbox);

async function shoot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/sending-money-batch-${name}.png`, fullPage: true });
}

const HEADER = 'reference,channel_code,account_number,account_holder_name,amount,description';
const fileOf = (rows: string[]) => ({ name: 'e2e-salaries.csv', mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...rows].join('\r\n'), 'utf8') });
/** A persona's withdrawal PIN, set through the sandbox's control API (setting it is settings-pin.spec.ts's subject). */
async function setPin(email: string, pin: string) {
  const answer = await fetch(`${sandboxUrl()}/__sandbox/users/pin`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, pin }) });
  expect(answer.status).toBe(204);
}

const goodRows = () => Array.from({ length: 500 }, (_, index) => `e2e-${index},BCA,1234567890,Budi Santoso,10000,Row ${index}`);

test('500 rows with three bad ones are refused with those rows named; fixed, the maker cannot approve them and a checker approves and pays them', async ({ page }) => {
  // Enough available money for the batch (500 × Rp 10.000 and its fees), whatever the seed left.
  const adjusted = await fetch(`${sandboxUrl()}/__sandbox/ledger/adjustments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ business_id: 'biz_tokoku', environment: 'PRODUCTION', currency: 'IDR', amount: 10_000_000 }),
  });
  expect(adjusted.ok).toBe(true);

  await page.goto('/batch_disbursements');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Batch disbursements' })).toBeVisible();
  const bad = goodRows();
  bad[41] = 'e2e-41,BCA,12,Budi Santoso,10000,short account';
  bad[199] = 'e2e-199,XYZ,1234567890,Budi Santoso,10000,unknown channel';
  bad[449] = 'e2e-449,BCA,1234567890,Budi Santoso,999999999,over the limit';
  // The file control is shared-ui's: its own words, and the keyboard opens the browser's file chooser.
  await expect(main(page).getByText('Choose a file')).toBeVisible();
  // The control is disabled until the channels the rows are checked against have loaded.
  await expect(main(page).getByLabel('Batch file (CSV)')).toBeEnabled();
  await main(page).getByLabel('Batch file (CSV)').focus();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
  await chooser.setFiles(fileOf(bad));
  await expect(main(page).getByRole('alert')).toContainText('3 problems in 3 rows');
  const problems = main(page).getByRole('table', { name: 'Problems in the file, by line' }).locator('tbody tr');
  await expect(problems).toHaveCount(3);
  await expect(problems.nth(0)).toContainText('43');
  await expect(problems.nth(1)).toContainText('201');
  await expect(problems.nth(2)).toContainText('451');
  await expect(main(page).getByRole('button', { name: 'Submit for approval' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'refused-1440');

  await main(page).getByLabel('Batch file (CSV)').setInputFiles(fileOf(goodRows()));
  await expect(main(page).getByText('All 500 rows are valid')).toBeVisible();
  await main(page).getByRole('button', { name: 'Submit for approval' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'e2e-salaries.csv' })).toBeVisible();
  await expect(main(page).getByText(/You made this batch/)).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Approve and pay' })).toHaveCount(0);
  const batchUrl = page.url();
  await shoot(page, 'waiting-1440');

  // A second user, with can_approve: the checker, whose withdrawal PIN authorises the payment (decision 0075).
  await setPin('finance@tokoku.test', '135790');
  await signInQuickly(page, 'finance@tokoku.test', { landing: false });
  await page.goto(batchUrl);
  const pin = main(page).getByRole('group', { name: /^Withdrawal PIN/ });
  await pin.getByLabel('Character 1 of 6').click();
  await page.keyboard.type('000000');
  await main(page).getByRole('button', { name: 'Approve and pay' }).click();
  await expect(main(page).getByText('The PIN is not correct. Enter it again.')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'wrong-pin-1440');
  await pin.getByLabel('Character 1 of 6').click();
  await page.keyboard.type('135790');
  await main(page).getByRole('button', { name: 'Approve and pay' }).click();
  await expect(main(page).getByText('500 completed, 0 failed')).toBeVisible();
  await expect(main(page).getByText('Eko Wibowo')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'paid-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsTheScreen(page);
  await shoot(page, 'paid-390');
});

test('a file of 10,000 rows shows how many rows are checked while it is checked (decision 0075)', async ({ page }) => {
  await page.goto('/batch_disbursements');
  const input = main(page).getByLabel('Batch file (CSV)');
  await expect(input).toBeEnabled();
  // The check takes well under a second here; a CPU ten times slower keeps the bar on screen long enough to see.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
  const rows = Array.from({ length: 10_000 }, (_, index) => `big-${index},BCA,1234567890,Budi Santoso,10000,Row ${index}`);
  await input.setInputFiles({ name: 'e2e-10000.csv', mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...rows].join('\r\n'), 'utf8') });
  const bar = main(page).getByRole('progressbar', { name: 'Rows checked' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuetext', /^[\d,]+ of 10,000 rows checked \(\d+%\)$/);
  await expect(main(page).getByText(/of 10,000 rows checked/)).toBeVisible();
  await shoot(page, 'progress-1440');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(main(page).getByText('All 10000 rows are valid')).toBeVisible({ timeout: 30_000 });
  await expect(bar).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the old address /batch-disbursements opens the batch disbursements (spec 01 §2)', async ({ page }) => {
  await page.goto('/batch-disbursements');
  await expect(page).toHaveURL(/\/batch_disbursements$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Batch disbursements' })).toBeVisible();
});

// Last: the language it chooses is the owner's own (kept by the gateway) until the sandbox is reset.
test('Indonesian and a 390 px phone: the upload and its report fit, with no axe violation', async ({ page }) => {
  await page.goto('/batch_disbursements');
  await chooseIndonesian(page);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Pencairan massal' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(main(page).getByText('Pilih berkas')).toBeVisible();
  await main(page).getByLabel('Berkas batch (CSV)').setInputFiles(fileOf(['id-1,BCA,12,Budi Santoso,10000,pendek']));
  await expect(main(page).getByRole('alert')).toContainText('1 masalah di 1 baris');
  await expectFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await shoot(page, 'refused-390-id');

  // The progress of a large file, in Indonesian and at 390 px (a CPU ten times slower, as above).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
  const rows = Array.from({ length: 10_000 }, (_, index) => `id-${index},BCA,1234567890,Budi Santoso,10000,Baris ${index}`);
  await main(page).getByLabel('Berkas batch (CSV)').setInputFiles({ name: 'gaji.csv', mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...rows].join('\n'), 'utf8') });
  const bar = main(page).getByRole('progressbar', { name: 'Baris diperiksa' });
  await expect(bar).toHaveAttribute('aria-valuetext', /^[\d.]+ dari 10\.000 baris diperiksa \(\d+%\)$/);
  await expectFitsTheScreen(page);
  await shoot(page, 'progress-390-id');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(bar).toHaveCount(0, { timeout: 30_000 });
});
