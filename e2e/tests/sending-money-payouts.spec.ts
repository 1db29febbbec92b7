import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, resetSandbox, test } from './fixtures';
import { chooseIndonesian, expectFitsTheScreen, main } from './support';

// Issue 45: payout links (mfe-sending-money, decision 0071). A payout link is made, its recipient
// claims it in a browser of their own on its page, and the link is then claimed in the dashboard.

test.use({ landing: false, viewport: { width: 1440, height: 900 } });
test.beforeAll(resetSandbox);
test.afterAll(resetSandbox);

async function shoot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/sending-money-payout-${name}.png`, fullPage: true });
}

test('a payout link is made, claimed by its recipient on their own page, and shown claimed', async ({ page, browser }) => {
  await page.goto('/payouts');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  await main(page).getByRole('link', { name: 'Create a payout link' }).click();
  await main(page).getByRole('textbox', { name: /Amount/ }).fill('75000');
  await main(page).getByRole('textbox', { name: /Description/ }).fill('E2E refund');
  await expect(main(page).getByText(/Taken from your balance: Rp\s?79\.000/)).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'new-1440');
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
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/payouts');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  await expectFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await shoot(page, 'list-390');
});

// Last: the language it chooses is the owner's own (kept by the gateway) until the sandbox is reset.
test('Indonesian and a 390 px phone: the new payout form fits, with no axe violation', async ({ page }) => {
  await page.goto('/payouts');
  await chooseIndonesian(page);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Payout' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/payouts/new');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Link payout baru' })).toBeVisible();
  await expectFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await shoot(page, 'new-390-id');
});
