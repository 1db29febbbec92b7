import type { Page } from '@playwright/test';
import { sandboxUrl } from './worker-stack';
import { expectNoAxeViolations } from './axe';
import { expect, PASSWORD, resetSandbox, setFeatureFlag, signIn, test } from './fixtures';
import { expectFitsTheScreen } from './support';

// Second-factor sign-in (sandbox-gateway/README.md, docs/decisions/0030): otp@tokoku.test gets an SMS
// code on +6281234567009, totp@tokoku.test uses an authenticator app (the sandbox's code is 123456);
// both have single-use backup codes, and Toko Ku's mfa_login flag is on.
const SMS_USER = 'otp@tokoku.test';
const APP_USER = 'totp@tokoku.test';
const BACKUP_CODE = 'P2V9-D4K7'; // one of totp@'s, as a person might type it

test.use({ persona: '' });
test.afterEach(resetSandbox); // spent backup codes, rate limits, the flag

/** The newest code the sandbox "sent" by SMS to that number (its outbox). */
async function smsCode(recipient: string): Promise<string> {
  const { messages } = (await (await fetch(`${sandboxUrl()}/__sandbox/outbox`)).json()) as { messages: { kind: string; recipient: string; subject: string }[] };
  const code = messages.filter((m) => m.kind === 'OTP_SMS' && m.recipient === recipient).at(-1)?.subject.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

/** The password step only: the page then asks for the second factor. */
async function passwordStep(page: Page, email: string) {
  await page.goto('/login?lang=en');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login_verification$/);
}

const codeGroup = (page: Page) => page.getByRole('group', { name: /Verification code|Kode verifikasi/ });
const firstCell = (page: Page) => codeGroup(page).getByRole('textbox').first();

async function typeCode(page: Page, code: string) {
  await firstCell(page).click();
  await page.keyboard.type(code); // the sixth digit submits
}

async function expectDashboard(page: Page) {
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

async function shoot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

test('SMS: the code arrives by SMS, a new one only after 30 s (Playwright clock), a wrong one says so, the right one signs in', async ({ page }) => {
  await page.clock.install();
  await passwordStep(page, SMS_USER);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your login' })).toBeVisible();
  await expect(page.getByText('We sent a 6-digit code by SMS to +62••••••••009.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a new code in 30 seconds' })).toBeDisabled();
  await shoot(page, 'login-verification-sms-1280');
  await page.clock.fastForward(29_000);
  await expect(page.getByRole('button', { name: 'Send a new code in 1 second' })).toBeDisabled();
  await page.clock.fastForward(1_000);
  await expect(page.getByRole('button', { name: 'Send a new code', exact: true })).toBeEnabled();

  await typeCode(page, '000000');
  await expect(codeGroup(page)).toContainText('The code is not valid. Please check it and try again.');
  await expect(firstCell(page)).toHaveValue('');
  await expect(firstCell(page)).toBeFocused(); // a fresh code input, ready for the next try
  await typeCode(page, await smsCode('+6281234567009'));
  await expectDashboard(page);
  // A session now: a reload keeps it.
  await page.reload();
  await expectDashboard(page);
});

test('authenticator: half signed in reaches neither the dashboard nor the API; the app code signs in', async ({ page }) => {
  await passwordStep(page, APP_USER);
  await expect(page.getByText('Open your authenticator app and enter the 6-digit code it shows for this account.')).toBeVisible();
  const status = await page.evaluate(async () => (await fetch('/api/authenticated-user-data', { headers: { 'x-new-authentication': 'true' } })).status);
  expect(status).toBe(401);
  // The challenge lives in memory only: opening the dashboard (a new page load) starts the sign-in again.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to your dashboard' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('mdp.mfaAuthenticated'))).toBeNull();

  await passwordStep(page, APP_USER);
  await typeCode(page, '123456');
  await expectDashboard(page);
  expect(await page.evaluate(() => window.localStorage.getItem('mdp.mfaAuthenticated'))).toBe('true');
});

test('a backup code signs in once; the same code is refused the next time', async ({ page }) => {
  await passwordStep(page, APP_USER);
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  const field = page.getByRole('textbox', { name: /Backup code/ });
  await field.fill('abc');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('A backup code has 8 letters or digits.')).toBeVisible();
  await field.fill(BACKUP_CODE);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectDashboard(page);

  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await passwordStep(page, APP_USER);
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByRole('textbox', { name: /Backup code/ }).fill(BACKUP_CODE);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('The code is not valid.');
  await expect(page).toHaveURL(/\/login_verification$/);
  // The six-digit code still works.
  await page.getByRole('button', { name: 'Use the 6-digit code instead' }).click();
  await typeCode(page, '123456');
  await expectDashboard(page);
});

test('five wrong codes: the sixth try is refused with the wait, and the code stays closed', async ({ page }) => {
  await passwordStep(page, APP_USER);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await typeCode(page, '000000');
    await expect(codeGroup(page)).toContainText('The code is not valid.');
  }
  await typeCode(page, '123456');
  await expect(codeGroup(page)).toContainText('Too many attempts. Please try again in 15 minutes.');
  await expect(firstCell(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();
  await shoot(page, 'login-verification-limited-1280');
  await page.getByRole('link', { name: 'Back to log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the mfa_login flag is honoured: off for Toko Ku, the same user signs in with the password alone', async ({ page }) => {
  await setFeatureFlag('biz_tokoku', 'mfa_login', false);
  await signIn(page, APP_USER);
  await expect(page).not.toHaveURL(/login_verification/);
});

test('/login_verification without a password step is the login page', async ({ page }) => {
  await page.goto('/login_verification');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to your dashboard' })).toBeVisible();
});

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const language of ['en', 'id'] as const) {
    test(`the code and the backup code steps have no violations in ${language}`, async ({ page }) => {
      test.slow(); // several full-page axe runs (seconds each on 2 cores)
      const texts = {
        en: { title: 'Verify your login', backup: 'Use a backup code instead', verify: 'Verify' },
        id: { title: 'Verifikasi login Anda', backup: 'Gunakan kode cadangan', verify: 'Verifikasi' },
      }[language];
      await passwordStep(page, SMS_USER);
      if (language === 'id') await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
      await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      await expectNoAxeViolations(page);
      await typeCode(page, '000000');
      await expect(codeGroup(page).locator('.mdp-error')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: texts.backup }).click();
      await page.getByRole('button', { name: texts.verify }).click();
      await expectNoAxeViolations(page);
      if (language === 'id') await shoot(page, 'login-verification-backup-id-1280');
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the code step fits the screen', async ({ page }) => {
    await passwordStep(page, SMS_USER);
    await expect(page.getByRole('button', { name: /Send a new code in \d+ seconds/ })).toBeVisible();
    await typeCode(page, '000000');
    await expect(codeGroup(page)).toContainText('The code is not valid.');
    await shoot(page, 'login-verification-390');
    await expectFitsTheScreen(page);
  });
});
