import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, resetSandbox, test } from './fixtures';
import { chooseIndonesian, expectFitsTheScreen, main, setCallbackUrl, sidebar, typeDay } from './support';
import { sandboxUrl } from './worker-stack';

// Issue 45: single disbursements (mfe-sending-money, docs/decisions/0071-sending-money.md). One is
// sent to a seeded account after its name check and confirmation, authorised by the withdrawal PIN
// (decision 0075: without one the page says where to set it; a wrong one is refused), and is then in
// the list, in the balance's transactions and in the callback history; a viewer reads and cannot
// send, and exports it (decision 0093). The tests run in order, in one worker.

test.use({ landing: false, viewport: { width: 1440, height: 900 } });
test.beforeAll(resetSandbox);
test.afterAll(resetSandbox);

/** Screenshots for a person to look at, when SHOTS_DIR is set (as the other specs take them). */
async function shoot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/sending-money-${name}.png`, fullPage: true });
}

const table = (page: Page) => main(page).getByRole('table', { name: 'Disbursements, newest first', exact: true });

/** A persona's withdrawal PIN, set through the sandbox's control API (setting it is settings-pin.spec.ts's subject). */
async function setPin(email: string, pin: string) {
  const answer = await fetch(`${sandboxUrl()}/__sandbox/users/pin`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, pin }) });
  expect(answer.status).toBe(204);
}

/** Types the six digits into the PIN's cells from the first (the keyboard moves on by itself). */
async function typePin(page: Page, pin: string) {
  await main(page).getByRole('group', { name: /^Withdrawal PIN/ }).getByLabel('Character 1 of 6').click();
  await page.keyboard.type(pin);
}

async function fillSendForm(page: Page) {
  const picker = main(page).getByRole('combobox', { name: /Bank or e-wallet/ });
  await picker.fill('Central');
  await page.getByRole('option', { name: /Bank Central Asia/ }).click();
  await main(page).getByRole('textbox', { name: /Account number/ }).fill('1234567890');
  await main(page).getByRole('textbox', { name: /Account holder name/ }).fill('Budi Santoso');
  await main(page).getByRole('textbox', { name: /Amount/ }).fill('50000');
  await main(page).getByRole('textbox', { name: /Description/ }).fill('E2E supplier invoice');
}

test('a disbursement to a seeded account is checked, confirmed and sent; it is in the list, the balance and the callback history', async ({ page }) => {
  // The disbursement callback gets a URL (the sandbox's own receiver), so its events are listed.
  await setCallbackUrl(page, 'Disbursement sent', 'https://shop.example/e2e-disbursements');

  // No withdrawal PIN yet (decision 0075): the send page says so before anything is typed, and where to set it.
  await page.goto('/disbursements/new');
  const notSet = main(page).getByText('Set your withdrawal PIN first');
  await expect(notSet).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'pin-not-set-1440');
  await main(page).getByRole('link', { name: 'Set your withdrawal PIN in Settings › Withdrawals' }).click();
  await expect(page).toHaveURL(/\/settings\/withdrawals$/);
  await expect(main(page).getByRole('region', { name: 'Withdrawal PIN' }).getByRole('button', { name: 'Set PIN' })).toBeVisible();
  await setPin('owner@tokoku.test', '246810');

  await page.goto('/disbursements');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Disbursements' })).toBeVisible();
  await expect(sidebar(page).locator('a[href="/disbursements"]')).toBeVisible();
  await main(page).getByRole('link', { name: 'Send money' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Send money' })).toBeVisible();
  await fillSendForm(page);
  await expectNoAxeViolations(page);
  await shoot(page, 'send-1440');
  await main(page).getByRole('button', { name: 'Check account and continue' }).click();

  await expect(main(page).getByRole('heading', { level: 1, name: 'Confirm disbursement' })).toBeVisible();
  await expect(main(page).getByText('Account found')).toBeVisible();
  await expect(main(page).getByText('Set your withdrawal PIN first')).toHaveCount(0);
  // A wrong PIN is refused under the PIN, which is emptied; the confirmation keeps everything else.
  await typePin(page, '000000');
  await main(page).getByRole('button', { name: /^Send Rp\s?54\.000/ }).click();
  await expect(main(page).getByText('The PIN is not correct. Enter it again.')).toBeVisible();
  await expect(main(page).getByText('E2E supplier invoice')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'confirm-wrong-pin-1440');
  await typePin(page, '246810');
  await main(page).getByRole('button', { name: /^Send Rp\s?54\.000/ }).click();

  await expect(main(page).getByRole('heading', { level: 1, name: /Budi Santoso/ })).toBeVisible();
  await expect(main(page).getByRole('list', { name: 'What happened' })).toContainText('Received by the bank');
  await expectNoAxeViolations(page);
  await shoot(page, 'detail-1440');

  await main(page).getByRole('link', { name: 'Back to disbursements' }).click();
  const first = table(page).locator('tbody tr').first();
  await expect(first).toContainText('Budi Santoso');
  await expect(first).toContainText('Completed');
  await expect(first).toContainText(/Rp\s?50\.000/);
  await shoot(page, 'list-1440');

  // The balance: the debit of amount and fee is a transaction of the ledger.
  await first.getByRole('link', { name: 'Budi Santoso' }).click();
  await main(page).getByRole('link', { name: /^ldg_/ }).first().click();
  await expect(main(page)).toContainText('Disbursement to BCA ••••7890');
  await expect(main(page)).toContainText(/Rp\s?54\.000/);

  await page.goto('/settings/developers#callbacks');
  await main(page).getByRole('button', { name: 'History of Disbursement sent', exact: true }).click();
  const latest = page.getByRole('dialog', { name: 'History of Disbursement sent', exact: true }).getByRole('listitem').first();
  await expect(latest).toContainText('Completed');
  await latest.getByRole('button', { name: 'Details' }).click();
  await expect(latest.getByLabel('Request payload')).toContainText('"status": "COMPLETED"');
});

test.describe('a viewer', () => {
  test.use({ persona: 'viewer@tokoku.test' });

  test('reads the disbursements and cannot send, not even by the address', async ({ page }) => {
    await page.goto('/disbursements');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Disbursements' })).toBeVisible();
    await expect(table(page)).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Send money' })).toHaveCount(0);
    await page.goto('/disbursements/new');
    await expect(main(page).getByRole('heading', { name: 'You cannot send money' })).toBeVisible();
  });

  test("finds the owner's disbursement by its recipient and exports it as CSV with the list's filters, by keyboard", async ({ page }) => {
    await page.goto('/disbursements?status=COMPLETED');
    await expect(table(page).locator('tbody tr').first()).toContainText('Budi Santoso');
    // The search: a name nobody has finds nothing; the start of the recipient's name, in any case, finds it.
    const search = main(page).getByRole('searchbox', { name: 'Search' });
    await search.fill('Siti');
    await search.press('Enter');
    await expect(main(page).getByText('No disbursement matches these filters')).toBeVisible();
    await search.fill('budi sa');
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=budi\+sa(&|$)/);
    await expect(table(page).locator('tbody tr')).toHaveCount(1);
    await main(page).getByRole('button', { name: 'Export' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Export disbursements' });
    await expect(dialog.getByRole('listitem')).toHaveText(['Status: Completed', 'Search: budi sa']);
    // Without dates nothing is asked for; then a range around today in every time zone (Jakarta is ahead of UTC).
    await dialog.getByRole('button', { name: 'Export' }).click();
    await expect(dialog).toContainText('This field is required.');
    const now = Date.now();
    await typeDay(page, 'Start', new Date(now - 86_400_000));
    await typeDay(page, 'End', new Date(now + 86_400_000));
    await expectNoAxeViolations(page);
    await shoot(page, 'export-1440');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export' }).click()]);
    await expect(page.getByRole('status').filter({ hasText: 'Exported 1 disbursement.' })).toBeVisible();
    await expect(dialog).toBeHidden();
    // The list's dates in the address: January holds none of it.
    await page.goto('/disbursements?from=2026-01-01&to=2026-01-31');
    await expect(main(page).getByRole('button', { name: /^Dates/ })).toContainText('2026');
    await expect(main(page).getByText('No disbursement matches these filters')).toBeVisible();
    expect(download.suggestedFilename()).toMatch(/^disbursements-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = (await readFile(await download.path(), 'utf8')).trim().split('\n');
    expect(header).toBe('id,created,updated,status,failure_code,channel_code,channel_category,account_holder_name,account_number_last4,currency,amount,fee,description,batch_id');
    expect(lines).toEqual([expect.stringMatching(/^disb_[^,]+,[^,]+,[^,]+,COMPLETED,,BCA,BANK,Budi Santoso,7890,IDR,50000,4000,E2E supplier invoice,$/)]);
  });
});

test.describe('the second brand', () => {
  test.use({ persona: 'admin@brand2.test' });

  test('sees its remittance entries, and they open its batch remittances and remittance payouts (spec 02 §2)', async ({ page }) => {
    await page.goto('/batch-remittances');
    // Its administrator reads Indonesian.
    await expect(main(page).getByRole('heading', { level: 1, name: 'Remitansi massal' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Menu utama' });
    await expect(menu.getByRole('link', { name: 'Remitansi massal', exact: true })).toHaveAttribute('href', '/batch-remittances');
    await expect(menu.getByRole('link', { name: 'Payout remitansi', exact: true })).toHaveAttribute('href', '/remittance-payouts');
    await expect(menu.locator('a[href="/batch_disbursements"]')).toHaveCount(0);
    await page.goto('/remittance-payouts');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Payout remitansi' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'remittance-payouts-1440-id');
  });
});

// Last: the language it chooses is the owner's own (kept by the gateway) until the sandbox is reset.
test('Indonesian and a 390 px phone: the list and the form fit, with no axe violation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/disbursements');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Disbursements' })).toBeVisible();
  await expectFitsTheScreen(page);
  await shoot(page, 'list-390-en');
  await page.setViewportSize({ width: 1440, height: 900 });
  await chooseIndonesian(page);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Pencairan' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/disbursements', '/disbursements/new']) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expectFitsTheScreen(page);
    await expectNoAxeViolations(page);
    await shoot(page, `${path.slice(1).replace('/', '-')}-390-id`);
  }
  await page.goto('/disbursements');
  await main(page).getByRole('button', { name: 'Ekspor' }).click();
  await expect(page.getByRole('dialog', { name: 'Ekspor pencairan' })).toContainText('Satu berkas memuat hingga 10.000 pencairan.');
  await expectFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await shoot(page, 'export-390-id');
});
