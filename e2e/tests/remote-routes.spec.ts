import type { Page } from '@playwright/test';
import { expect, resetSandbox, test } from './fixtures';
import { REMOTE_ORIGINS, chooseIndonesian, sidebar } from './support';

// Owner's business is live: activation and get-started are for businesses still being activated.
test.use({ landing: false }); // every test opens its own first page

const ACTIVATION_PAGES: Array<[path: string, heading: string]> = [
  ['/activation', 'Activation'],
  ['/activation/ongoing-activation', 'Activation status'],
  ['/activation-ph-individual', 'Activation for individuals in the Philippines'],
  ['/get-started', 'Get started'],
];

const PAGES: Array<[path: string, heading: string]> = [
  ['/home', 'Home'],
  ['/credit_cards/payments', 'Card payments'],
  ['/credit_cards/payment/settlements/abc', 'Settlement'], // the step page; no such settlement
  ['/credit_cards/chargebacks', 'Chargebacks'],
  ['/credit_cards/promotions', 'Card promotions'],
  ['/credit_cards/fraud_prevention', 'Fraud prevention'],
  ['/credit_cards/fraud_prevention/rules', 'Fraud rules'],
  ['/credit_cards/settings', 'Card settings'],
  ['/settings', 'Settings'],
  ['/settings/team', 'Team'],
  ['/settings/billings', 'Billing'],
  ['/notification-center', 'Notification centre'],
];

async function expectRemotePage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveTitle(`${heading} · Merchant Dashboard`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Notifications' })).toBeVisible();
}

for (const [path, heading] of PAGES) {
  test(`${path} renders its remote's page`, async ({ page }) => {
    await expectRemotePage(page, path, heading);
  });
}

test.describe('a business being activated', () => {
  test.use({ persona: 'new@warungbaru.test' });
  for (const [path, heading] of ACTIVATION_PAGES) {
    test(`${path} renders its remote's page`, async ({ page }) => {
      await expectRemotePage(page, path, heading);
    });
  }
});

test('/ goes to home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('an unknown path shows page not found inside the shell', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test.describe('language', () => {
  test.afterEach(resetSandbox); // the choice is stored on the user

  test('the language chosen in the header reaches the remotes', async ({ page }) => {
  await page.goto('/credit_cards/payments');
  await chooseIndonesian(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran kartu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  });
});

test('the sidebar switches between remotes and moves focus to the new page heading', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.getByRole('link', { name: 'Settings' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'Settings' });
  await expect(heading).toBeFocused();
  await page.getByRole('link', { name: 'Card payments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Card payments' })).toBeFocused();
  await page.getByRole('banner').getByRole('button', { name: 'Notifications' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'See all' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notification centre' })).toBeVisible();
});

test('a remote that takes its time: the page stays, the address follows once the new page can show, a progress bar says it is coming', async ({ page }) => {
  // Decision 0040: the router waits up to 1.5 s for the page's code; the bar shows after 400 ms of
  // loading. The page's clock stands still while the remote's entry is held back, so the test, not
  // the machine's speed, decides how long the page has waited.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${REMOTE_ORIGINS.cards}/remoteEntry.js`, async (route) => {
    await released;
    await route.continue();
  });
  await page.clock.install();
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.clock.pauseAt(Date.now() + 1_000);
  await sidebar(page).getByRole('link', { name: 'Card payments' }).click();
  // A tenth of a second at a time: the bar's 400 ms and the router's 1.5 s start with the load.
  const bar = page.getByRole('main').getByRole('progressbar', { name: 'Loading' });
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return bar.isVisible();
    })
    .toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  release();
  await page.clock.resume();
  await expect(page.getByRole('heading', { level: 1, name: 'Card payments' })).toBeVisible();
  await expect(page).toHaveURL(/\/credit_cards\/payments$/);
  await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0);
});
