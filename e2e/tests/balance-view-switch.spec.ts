import type { Page } from '@playwright/test';
import { sandboxUrl, shellUrl } from './worker-stack';
import { expectNoAxeViolations } from './axe';
import { expect, injectFault, resetSandbox, test } from './fixtures';
import { chooseIndonesian, expectFitsTheScreen } from './support';

// Every test here opens its own first page: the sign-in does not open the landing page first.
test.use({ landing: false });

// viewer@tokoku.test: can_view in Toko Ku, whose balance_switcher flag is on; balance_view is off (the old view).
test.use({ persona: 'viewer@tokoku.test' });
// The banner shows over /balance, /cash and /pending, which the balance remote serves (issue 40).
test.afterEach(resetSandbox); // balance_view, the language, the stored rating

const banner = (page: Page) => page.getByRole('region', { name: /Balance view|Tampilan saldo/ });

async function shoot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

test('switching to the new view: confirmed, said, the balance page, then the rating; and back to the old view', async ({ page }) => {
  await page.goto('/cash');
  await expect(banner(page)).toContainText('A new balance view is available');
  await shoot(page, 'balance-view-banner-1280');
  await banner(page).getByRole('button', { name: 'Try the new view' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Switch to the new balance view?' });
  await confirmation.getByRole('button', { name: 'Switch' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You switched to the new balance view.' })).toBeVisible();
  await expect(page).toHaveURL(/\/balance$/);

  // Leaving the old view: the rating asks about the new one, and it is stored with its source.
  const rating = page.getByRole('dialog', { name: 'Rate the dashboard' });
  await expect(rating).toContainText('How useful is the new balance view for your transactions?');
  await rating.getByRole('radio', { name: 'Very useful' }).check();
  await rating.getByRole('button', { name: 'Send rating' }).click();
  await expect(rating).toBeHidden();
  const { feedback } = (await (await fetch(`${sandboxUrl()}/__sandbox/feedback`)).json()) as { feedback: { kind: string; source: string; scale: string; rating: number }[] };
  expect(feedback.at(-1)).toMatchObject({ kind: 'RATING', source: 'balanceView', scale: 'usefulness', rating: 1 });

  // Kept by the gateway: a reload still shows the new view's banner; back to the old one, no rating.
  await page.reload();
  await expect(banner(page)).toContainText('You are using the new balance view.');
  await banner(page).getByRole('button', { name: 'Back to the old view' }).click();
  await page.getByRole('dialog', { name: 'Switch back to the old balance view?' }).getByRole('button', { name: 'Switch' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You switched back to the old balance view.' })).toBeVisible();
  await expect(page).toHaveURL(/\/cash$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a failed switch shows the danger message and keeps the old view', async ({ page }) => {
  await page.goto('/cash');
  await injectFault({ path: '/api/balance_view_flag', method: 'PATCH', status: 503 });
  await banner(page).getByRole('button', { name: 'Try the new view' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Switch' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The balance view could not be switched.' })).toBeVisible();
  await expect(page).toHaveURL(/\/cash$/);
  await expect(banner(page)).toContainText('A new balance view is available');
});

test('only on balance, cash and pending; closing the banner is remembered; never in tour mode', async ({ page, context }) => {
  await page.goto('/home');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await page.goto('/pending');
  await expect(banner(page)).toBeVisible();
  await context.addCookies([{ name: 'BALANCE_TOUR_MODE', value: 'true', url: shellUrl() }]);
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await context.clearCookies({ name: 'BALANCE_TOUR_MODE' });
  await page.reload();
  await banner(page).getByRole('button', { name: 'Close' }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.goto('/cash');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const language of ['en', 'id'] as const) {
    test(`the banner and its confirmation have no violations in ${language}`, async ({ page }) => {
      await page.goto('/cash');
      if (language === 'id') await chooseIndonesian(page);
      await expect(banner(page)).toBeVisible();
      await expectNoAxeViolations(page);
      await banner(page).getByRole('button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
      if (language === 'id') await shoot(page, 'balance-view-confirm-id-1280');
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the banner fits the screen', async ({ page }) => {
    await page.goto('/cash');
    await expect(banner(page)).toBeVisible();
    await shoot(page, 'balance-view-banner-390');
    await expectFitsTheScreen(page);
  });
});
