import { API } from 'shared-contracts/gateway';
import { expect, injectFault, resetSandbox, signIn, test, expireAccessTokenOf } from './fixtures';
import { recordRequests } from './support';

const MINUTE = 60_000;

test.describe('inactivity', () => {
  test.use({ persona: '' });

  test('a warning 60 s before the 31-minute limit offers "Stay signed in"; past the limit the session ends', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'owner@tokoku.test');
    await page.clock.fastForward(29 * MINUTE + 30_000);
    const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
    await expect(dialog).toHaveCount(0);
    await page.clock.fastForward(31_000);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/signed out in \d+ seconds/);
    await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(dialog).toBeHidden();

    await page.clock.fastForward(30 * MINUTE + 30_000);
    await expect(dialog).toBeVisible();
    await page.clock.fastForward(61_000);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('You were signed out after 31 minutes without activity.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});

test.describe('an access token', () => {
  test.use({ watchAccessTokens: true });

  test('expiring mid-session is renewed with one refresh, and the page keeps working', async ({ page }) => {
    const requests = recordRequests(page);
    await expireAccessTokenOf(page);
    // Switching environment refetches what is on screen (the billing reminder) with the expired token.
    await page.getByRole('button', { name: 'Environment: Live Mode' }).click();
    await page.getByRole('menuitemradio', { name: 'Test Mode' }).click();
    await expect(page.getByText('You are now in Test Mode.')).toBeVisible();
    await expect.poll(() => requests.filter((r) => r.url().includes(API.billingStatements)).length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: /Toko Ku/ })).toBeVisible();
    expect(requests.filter((r) => r.url().endsWith(API.refreshToken))).toHaveLength(1);
  });
});

test.describe('environment', () => {
  test('an administrator of a live business switches, the cookie follows and server state is refetched', async ({ page }) => {
    const requests = recordRequests(page);
    await expect(page.getByRole('button', { name: 'Environment: Live Mode' })).toBeVisible();
    await page.getByRole('button', { name: 'Environment: Live Mode' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Live Mode' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitemradio', { name: 'Test Mode' }).click();
    await expect(page.getByRole('button', { name: 'Environment: Test Mode' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account mode' })).toHaveText('You are now in Test Mode. Payments here are not real.');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'environment')?.value).toBe('DEVELOPMENT');
    await expect
      .poll(() => requests.filter((r) => r.url().includes(API.billingStatements)).map((r) => new URL(r.url()).searchParams.get('environment')))
      .toContain('DEVELOPMENT');
    await page.getByRole('button', { name: 'Environment: Test Mode' }).click();
    await page.getByRole('menuitemradio', { name: 'Live Mode' }).click();
    await expect(page.getByRole('region', { name: 'Account mode' })).toHaveCount(0);
  });

  test.describe('a business that is not live', () => {
    test.use({ persona: 'new@warungbaru.test' });
    test('cannot switch to Live Mode and is told why', async ({ page }) => {
      await page.getByRole('button', { name: 'Environment: Test Mode' }).click();
      const live = page.getByRole('menuitemradio', { name: 'Live Mode' });
      await expect(live).toBeDisabled();
      await expect(live).toHaveAccessibleDescription('Live Mode opens once your account is activated.');
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === 'environment')?.value).toBe('DEVELOPMENT');
      expect(cookies.find((c) => c.name === 'liveMode')?.value).toBe('NON_LIVE');
    });
  });
});

test.describe('business switch', () => {
  test.afterEach(resetSandbox);

  test('the owner switches business: loading, then home in the new business with its banner', async ({ page }) => {
    await injectFault({ path: API.switchBusinessToken, delay_ms: 1500, count: 1 }); // long enough to see the loading state
    await page.getByRole('button', { name: /Toko Ku, \+2 businesses/ }).click();
    await page.getByRole('button', { name: 'Toko Ku Express' }).click();
    // A modal dialog named by what is happening: the dashboard behind is inert until it is done.
    await expect(page.getByRole('dialog', { name: 'Switching business…' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Toko Ku Express/ })).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('region', { name: 'Account mode' })).toContainText('partly live');
  });

  test('a failed switch leaves the user where they are', async ({ page }) => {
    await injectFault({ path: API.switchBusinessToken, status: 409, error_code: 'SWITCH_REFUSED', count: 1 });
    await page.goto('/settings');
    await page.getByRole('button', { name: /Toko Ku, \+2 businesses/ }).click();
    await page.getByRole('button', { name: 'Toko Ku Baru' }).click();
    await expect(page.getByRole('button', { name: /Toko Ku, \+2 businesses/ })).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);
  });
});

test.describe('internal staff', () => {
  test.use({ persona: 'staff@internal.test' });
  test.afterEach(resetSandbox);

  test('sees 9+ businesses with a search box, and a notice inside a customer business', async ({ page }) => {
    const account = page.getByRole('button', { name: /9\+ businesses/ });
    await expect(account).toContainText('9+');
    await account.click();
    const search = page.getByRole('searchbox', { name: 'Search businesses' });
    await search.fill('manila');
    await expect(page.getByRole('button', { name: 'Manila Mart' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Toko Ku Express' })).toHaveCount(0);
    await search.fill('');
    await page.getByRole('button', { name: 'Toko Ku Express' }).click();
    await expect(page.getByRole('region', { name: 'Internal staff' })).toContainText('internal staff inside Toko Ku Express');
  });
});
