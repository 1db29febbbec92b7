import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, resetSandbox, test } from './fixtures';
import { chooseIndonesian, expectFitsTheScreen, main, setCallbackUrl } from './support';
import { sandboxUrl } from './worker-stack';

// Issue 45: payout links (mfe-sending-money, decision 0071). A payout link is made, authorised by the
// withdrawal PIN (decision 0078: a wrong one is refused and the form keeps what was typed), its
// recipient claims it in a browser of their own on its page, and the link is then claimed in the
// dashboard, its PAYOUT entry is in the balance and its PAYOUT_LINK callback in the callback history.

test.use({ landing: false, viewport: { width: 1440, height: 900 } });
test.beforeAll(resetSandbox);
test.afterAll(resetSandbox);

async function shoot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/sending-money-payout-${name}.png`, fullPage: true });
}

/** The owner's withdrawal PIN, set through the sandbox's control API (setting it is settings-pin.spec.ts's subject). */
async function setPin(email: string, pin: string) {
  const answer = await fetch(`${sandboxUrl()}/__sandbox/users/pin`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, pin }) });
  expect(answer.status).toBe(204);
}

/** Types the six digits into the PIN's cells from the first (the keyboard moves on by itself). */
async function typePin(page: Page, pin: string) {
  await main(page).getByRole('group', { name: /^Withdrawal PIN/ }).getByLabel('Character 1 of 6').click();
  await page.keyboard.type(pin);
}

test('a payout link is made with the PIN, claimed by its recipient on their own page, and shown claimed, in the balance and the callback history', async ({ page, browser }) => {
  // The payout links' callback gets a URL (the sandbox's own receiver), so its events are listed.
  await setCallbackUrl(page, 'Payout link claimed or ended', 'https://shop.example/e2e-payouts');

  // No PIN yet: said before anything is typed, with where to set it, and no link can be created.
  await page.goto('/payouts/new');
  await expect(main(page).getByText('Set your withdrawal PIN first')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Create payout link' })).toHaveCount(0);
  await setPin('owner@tokoku.test', '246810');

  await page.goto('/payouts');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  await main(page).getByRole('link', { name: 'Create a payout link' }).click();
  await main(page).getByRole('textbox', { name: /Amount/ }).fill('75000');
  await main(page).getByRole('textbox', { name: /Description/ }).fill('E2E refund');
  await expect(main(page).getByText(/Taken from your balance: Rp\s?79\.000/)).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'new-1440');
  // A wrong PIN is said under the PIN, which is emptied; the amount and description stay.
  await typePin(page, '000000');
  await main(page).getByRole('button', { name: 'Create payout link' }).click();
  await expect(main(page).getByText('The PIN is not correct. Enter it again.')).toBeVisible();
  await expect(main(page).getByRole('textbox', { name: /Description/ })).toHaveValue('E2E refund');
  await expectNoAxeViolations(page);
  await shoot(page, 'new-wrong-pin-1440');
  await typePin(page, '246810');
  await main(page).getByRole('button', { name: 'Create payout link' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'E2E refund' })).toBeVisible();
  const url = await main(page).getByRole('link', { name: /\/api\/payouts\/claim\// }).getAttribute('href');
  expect(url).toMatch(/\/api\/payouts\/claim\/[A-Za-z0-9_-]{22}$/);
  await expectNoAxeViolations(page);
  await shoot(page, 'active-1440');

  // The recipient, on a phone of their own in Indonesian: the page speaks the browser's language.
  const recipient = await browser.newContext({ locale: 'id-ID', viewport: { width: 390, height: 844 } });
  const claim = await recipient.newPage();
  await claim.goto(url!);
  await expect(claim.getByRole('heading', { level: 1, name: /Toko Ku mengirimi Anda Rp\s?75\.000/ })).toBeVisible();
  await claim.getByLabel('Bank atau e-wallet').selectOption('BCA');
  await claim.getByLabel(/Nomor rekening/).fill('1234567890');
  await claim.getByLabel('Nama pemilik rekening').fill('Someone Else');
  await claim.getByRole('button', { name: /^Klaim/ }).click();
  await expect(claim.getByRole('alert')).toHaveText('Nama ini tidak sama dengan nama yang tercatat di bank untuk rekening ini.');
  await expectFitsTheScreen(claim);
  await expectNoAxeViolations(claim);
  await shoot(claim, 'claim-id-390');
  // …and in English once they choose it.
  await claim.getByRole('navigation', { name: 'Bahasa' }).getByRole('link', { name: 'English' }).click();
  await expect(claim.getByRole('heading', { level: 1, name: /Toko Ku sends you Rp\s?75\.000/ })).toBeVisible();
  await claim.getByLabel('Bank or e-wallet').selectOption('BCA');
  await claim.getByLabel(/Account number/).fill('1234567890');
  await claim.getByLabel('Account holder name').fill('Someone Else');
  await claim.getByRole('button', { name: /^Claim/ }).click();
  await expect(claim.getByRole('alert')).toHaveText('The name is not the one the bank holds for this account.');
  await claim.getByLabel('Bank or e-wallet').selectOption('BCA');
  await claim.getByLabel(/Account number/).fill('1234567890');
  await claim.getByLabel('Account holder name').fill('Budi Santoso');
  await claim.getByRole('button', { name: /^Claim/ }).click();
  await expect(claim.getByRole('status')).toHaveText('Claimed. The money is on its way to your account.');
  await expectNoAxeViolations(claim);
  await shoot(claim, 'claimed-page');
  await recipient.close();

  await page.reload();
  await expect(main(page).getByText('Budi Santoso · BCA ••••7890')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Void payout link' })).toHaveCount(0);

  // The balance: the link's amount and fee are one entry of its own type, linked back to the link.
  const detail = page.url();
  await main(page).getByRole('link', { name: /^ldg_/ }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Payout link' })).toBeVisible();
  await expect(main(page)).toContainText('Payout link: E2E refund');
  await expect(main(page)).toContainText(/Rp\s?79\.000/);
  await expect(main(page).getByRole('link', { name: /^Payout link payout_/ })).toHaveAttribute('href', new URL(detail).pathname);
  await expectNoAxeViolations(page);
  await shoot(page, 'ledger-entry-1440');

  await page.goto('/settings/developers#callbacks');
  await main(page).getByRole('button', { name: 'History of Payout link claimed or ended', exact: true }).click();
  const latest = page.getByRole('dialog', { name: 'History of Payout link claimed or ended', exact: true }).getByRole('listitem').first();
  await expect(latest).toContainText('Completed');
  await latest.getByRole('button', { name: 'Details' }).click();
  await expect(latest.getByLabel('Request payload')).toContainText('"event": "payout_link.claimed"');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/payouts');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  await expectFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await shoot(page, 'list-390');
});

// Last: the language it chooses is the owner's own (kept by the gateway) until the sandbox is reset.
test('Indonesian and a 390 px phone: the new payout form, its PIN too, fits, with no axe violation', async ({ page }) => {
  await setPin('owner@tokoku.test', '246810');
  await page.goto('/payouts');
  await chooseIndonesian(page);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Payout' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/payouts/new');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Link payout baru' })).toBeVisible();
  await expect(main(page).getByRole('group', { name: /^PIN penarikan/ })).toBeVisible();
  await expectFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await shoot(page, 'new-390-id');
});
