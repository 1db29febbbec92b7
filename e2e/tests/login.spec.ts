import { shellUrl } from './worker-stack';
import { expect, PASSWORD, resetSandbox, signIn, test } from './fixtures';
import { rewriteInlineConfig } from './support';

test.use({ persona: '' });

test('the login page has labelled fields and says what is missing', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Log in to your dashboard · Merchant Dashboard');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await page.getByLabel('Email').fill('owner@tokoku');
  await page.getByLabel('Email').blur();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

test.describe('catalogue errors inline', () => {
  test.afterEach(resetSandbox); // failed logins count towards the rate limit

  test('a wrong password, a locked user, and too many attempts with the retry time in minutes', async ({ page }) => {
    await page.goto('/login');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password');
    await email.fill('locked@tokoku.test');
    await password.fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your account is locked. Please reset your password or contact support.');

    await email.fill('viewer@tokoku.test');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await password.fill(`wrong-${attempt}`);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
    }
    await password.fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText(/^Too many attempts\. Please try again in 1[45] minutes\.$/);
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('?lang=id shows the logged-out area in Indonesian', async ({ page }) => {
  await page.goto('/login?lang=id');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk ke dasbor Anda' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
  await expect(page.getByLabel('Kata sandi')).toBeVisible();
});

test('a white-label deployment has no Register link and no register route', async ({ page }) => {
  await rewriteInlineConfig(page, 'mdp-deployment', { brand: 'PARTNER_A' });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/login$/);
});

test('the main brand has Register, and the register route opens its first step (register.spec.ts walks it)', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
});

test('no token is readable by page script, and a reload restores the session', async ({ page }) => {
  await signIn(page, 'owner@tokoku.test');
  const stored = await page.evaluate(() => ({
    cookies: document.cookie,
    storage: JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage }),
  }));
  const jwt = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;
  expect(stored.cookies).not.toMatch(jwt);
  expect(stored.cookies).not.toContain('refresh_token');
  expect(stored.storage).not.toMatch(jwt);
  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: /Toko Ku/ })).toBeVisible();
});

test('sign-out returns to the login page, and a reload stays signed out', async ({ page }) => {
  await signIn(page, 'owner@tokoku.test');
  await page.getByRole('button', { name: /Toko Ku/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You have signed out.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('after sign-out, Back shows nothing of the session: every earlier dashboard page asks for a login', async ({ page }) => {
  await signIn(page, 'owner@tokoku.test');
  // Pages of the session in the history: a new document and two in-app navigations.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.getByRole('button', { name: /Toko Ku/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  let checked = 0;
  for (let step = 0; step < 4; step += 1) {
    await page.goBack();
    if (!page.url().startsWith(shellUrl())) break;
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await expect(page.getByText('Toko Ku')).toHaveCount(0);
    checked += 1;
  }
  expect(checked).toBeGreaterThanOrEqual(2);
});

test.describe('one-time tokens', () => {
  test.afterEach(resetSandbox); // tokens are single use

  test('an email link signs in; a spent or unknown token goes to /error', async ({ page }) => {
    await page.goto('/login?token=ott-owner-tokoku&source=email&page=/settings');
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.context().clearCookies();
    await page.goto('/login?token=ott-owner-tokoku&source=email&page=/home');
    await expect(page).toHaveURL(/\/error$/);
    await expect(page.getByRole('heading', { level: 1, name: 'This link did not work' })).toBeVisible();
  });

  test("an email link's page that leaves the dashboard is refused: the user lands at home instead", async ({ page }) => {
    // Three seeded tokens, three tricks (the whole table is shared-contracts/src/rules/navigation/safe-redirect.test.ts).
    const tricks: Array<[string, string]> = [
      ['ott-owner-tokoku', '/..//evil.test/x'],
      ['ott-new-warungbaru', 'https://evil.test/'],
      ['ott-staff-internal', '/\\evil.test'],
    ];
    for (const [token, target] of tricks) {
      await page.context().clearCookies();
      await page.goto(`/login?token=${token}&source=email&page=${encodeURIComponent(target)}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      expect(new URL(page.url()).origin).toBe(new URL(shellUrl()).origin);
      expect(new URL(page.url()).pathname).not.toContain('evil');
    }
  });
});

test('a deep link without a session goes to login and back after it', async ({ page }) => {
  await page.goto('/settings/team');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill('owner@tokoku.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/settings\/team$/);
});
