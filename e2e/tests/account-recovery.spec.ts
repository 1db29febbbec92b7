import type { Browser, Page } from '@playwright/test';
import { API } from 'shared-contracts/gateway';
import { SETTINGS_API } from 'shared-contracts/areas/settings/settings';
import { expectNoAxeViolations } from './axe';
import { CLIENT_WRITE_HEADERS, PASSWORD, expect, resetSandbox, signInQuickly, test } from './fixtures';
import { expectFitsTheScreen, main } from './support';
import { sandboxUrl } from './worker-stack';

// Issue 41 §1: nobody is locked out for good (docs/decisions/0062). Each flow end to end, its email
// read from the sandbox's outbox as QA reads it: forgot password → the reset link → log in; an
// expired password; a locked account's unlock link; a team invitation, new account and existing.
test.use({ persona: '' });
test.afterEach(resetSandbox); // the passwords changed, the account unlocked, the invitations spent

const NEW_PASSWORD = 'Recovered-2026';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

type Message = { kind: string; recipient: string; subject: string };
/** The path of the newest link of a kind the sandbox "sent" to the recipient (its outbox). */
async function emailedLink(kind: string, recipient: string): Promise<string> {
  const { messages } = (await (await fetch(`${sandboxUrl()}/__sandbox/outbox`)).json()) as { messages: Message[] };
  const path = messages.filter((m) => m.kind === kind && m.recipient === recipient).at(-1)?.subject.match(/\/[a-z_]+\/[\w-]+$/)?.[0];
  if (!path) throw new Error(`no ${kind} to ${recipient}`);
  return path;
}

async function shoot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** A page, checked with axe, photographed, and (on a phone) nothing wider than the screen. */
async function look(page: Page, name: string) {
  await expectNoAxeViolations(page);
  if (page.viewportSize()?.width === PHONE.width) await expectFitsTheScreen(page);
  await shoot(page, name);
}

/** A form's field by its whole name (its label also shows the required asterisk, hidden from the name). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function logIn(page: Page, email: string, password: string, labels = { password: 'Password', submit: 'Log in' }) {
  await field(page, 'Email').fill(email);
  await field(page, labels.password).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

const landed = async (page: Page) => {
  await expect(page).not.toHaveURL(/\/(login|invitation|expired_password)/);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
};

for (const [size, viewport] of [['desktop', DESKTOP], ['390', PHONE]] as const) {
  test.describe(`on ${size === 'desktop' ? 'a desktop' : 'a phone'}`, () => {
    test.use({ viewport });

    test('forgot password: the same answer for every email, a single-use link, a new password, back to log in (en)', async ({ page }) => {
      await page.goto('/login?lang=en');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByText('This field is required.')).toBeVisible();
      await look(page, `forgot-password-en-${size}`);
      // An email without an account is answered as one with an account (no enumeration).
      await field(page, 'Email').fill('nobody@tokoku.test');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByText('If nobody@tokoku.test has an account, we sent it a link to set a new password. The link works once, for 60 minutes.')).toBeVisible();
      await page.getByRole('button', { name: 'Use another email' }).click();
      await field(page, 'Email').fill('viewer@tokoku.test');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
      await look(page, `forgot-password-sent-en-${size}`);

      const link = await emailedLink('PASSWORD_RESET_EMAIL', 'viewer@tokoku.test');
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
      await expect(page.getByText('For viewer@tokoku.test.')).toBeVisible();
      await field(page, 'New password').fill('short');
      await field(page, 'Confirm new password').fill('other');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(page.getByText('Use at least 8 characters with a letter and a digit.')).toBeVisible();
      await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
      await look(page, `change-password-en-${size}`);
      await field(page, 'New password').fill(NEW_PASSWORD);
      await field(page, 'Confirm new password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText('Your password is changed. Log in with your new password.')).toBeVisible();
      await logIn(page, 'viewer@tokoku.test', NEW_PASSWORD);
      await landed(page);

      // The link was single use: a clear page, with a way to a new one.
      await page.context().clearCookies();
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'This link does not work any more' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot_password');
      await look(page, `change-password-spent-en-${size}`);
    });

    test('an expired password is changed before anything else, then the new one logs in (id)', async ({ page }) => {
      await page.goto('/login?lang=id');
      await logIn(page, 'expired@tokoku.test', PASSWORD, { password: 'Kata sandi', submit: 'Masuk' });
      await expect(page).toHaveURL(/\/expired_password$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Kata sandi Anda kedaluwarsa' })).toBeVisible();
      // The same password is refused by the gateway, in Indonesian.
      await field(page, 'Kata sandi baru').fill(PASSWORD);
      await field(page, 'Konfirmasi kata sandi baru').fill(PASSWORD);
      await page.getByRole('button', { name: 'Simpan kata sandi baru' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await look(page, `expired-password-id-${size}`);
      await field(page, 'Kata sandi baru').fill(NEW_PASSWORD);
      await field(page, 'Konfirmasi kata sandi baru').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Simpan kata sandi baru' }).click();
      await expect(page.getByText('Kata sandi Anda sudah diganti. Masuk dengan kata sandi baru.')).toBeVisible();
      await logIn(page, 'expired@tokoku.test', NEW_PASSWORD, { password: 'Kata sandi', submit: 'Masuk' });
      await landed(page);
      // Opened without a sign-in waiting (a reload): the page says to log in first.
      await page.context().clearCookies();
      await page.goto('/expired_password?lang=id');
      await expect(page.getByRole('link', { name: 'Masuk' })).toBeVisible();
    });

    test('a locked account gets an unlock link, is unlocked once, and a spent link is a clear page (en)', async ({ page }) => {
      await page.goto('/login?lang=en');
      await logIn(page, 'locked@tokoku.test', PASSWORD);
      await expect(page.getByRole('alert')).toBeVisible();
      await page.getByRole('link', { name: 'Get an unlock link' }).click();
      await expect(field(page, 'Email')).toHaveValue('locked@tokoku.test');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByText('If the account is locked, the email also has a link to unlock it.')).toBeVisible();

      const link = await emailedLink('ACCOUNT_UNLOCK_EMAIL', 'locked@tokoku.test');
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'Your account is unlocked' })).toBeVisible();
      await look(page, `unlock-en-${size}`);
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'This unlock link does not work' })).toBeVisible();
      await expect(page.getByRole('alert')).toContainText('The authorisation has expired.');
      await look(page, `unlock-spent-en-${size}`);
      await page.getByRole('link', { name: 'Back to log in' }).click();
      await logIn(page, 'locked@tokoku.test', PASSWORD);
      await landed(page);
    });

    test('an invitation: the business and the role, a new account, landed in Toko Ku; the owner sees the member (id)', async ({ page, browser, baseURL }) => {
      await page.goto('/invitation/sandbox-invitation-tokoku-viewer?lang=id');
      await expect(page.getByRole('heading', { level: 1, name: 'Bergabung dengan bisnis' })).toBeVisible();
      await expect(page.getByText('Rina Undangan, Anda diundang bergabung dengan Toko Ku menggunakan viewer.invited@tokoku.test.')).toBeVisible();
      await expect(page.getByRole('list')).toHaveText('Melihat pembayaran, saldo, dan laporan');
      await expect(field(page, 'Nama lengkap')).toHaveValue('Rina Undangan');
      await page.getByRole('button', { name: 'Buat akun dan bergabung' }).click();
      await expect(page.getByText('Masukkan kata sandi Anda.')).toBeVisible();
      await look(page, `invitation-id-${size}`);
      await field(page, 'Kata sandi baru').fill(NEW_PASSWORD);
      await field(page, 'Konfirmasi kata sandi baru').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Buat akun dan bergabung' }).click();
      await landed(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'id');
      if (size === 'desktop') await expect(page.getByRole('button', { name: /Rina Undangan.*Toko Ku/ })).toBeVisible();
      await shoot(page, `invitation-landed-id-${size}`);
      await expectTeamMember(browser, baseURL, 'viewer.invited@tokoku.test');
      // The link is spent.
      await page.context().clearCookies();
      await page.goto('/invitation/sandbox-invitation-tokoku-viewer?lang=id');
      await expect(page.getByRole('alert')).toHaveText(/Undangan ini sudah tidak berlaku/);
      await look(page, `invitation-spent-id-${size}`);
    });
  });
}

/** The inviter's team page (mfe-settings) lists the person as a member, no longer as invited. */
async function expectTeamMember(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL });
  const owner = await context.newPage();
  await signInQuickly(owner, 'owner@tokoku.test', { landing: false });
  await owner.goto('/settings/team');
  await expect(main(owner).getByRole('list', { name: 'Members' })).toContainText(email);
  // Listed once: as a member, no longer under the invitations not yet accepted.
  await expect(main(owner).getByRole('heading', { name: 'Invitations not yet accepted' })).toBeVisible();
  await expect(main(owner).getByRole('listitem').filter({ hasText: email })).toHaveCount(1);
  await shoot(owner, 'invitation-team-page-en-desktop');
  await context.close();
}

test('an invitation to an email that has an account: log in with its password and land in the business (en)', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  // owner@ invites admin@manila.test (who has an account) to Toko Ku with the approve permission.
  expect((await request.post(API.sessions, { data: { email: 'owner@tokoku.test', password: PASSWORD } })).status()).toBe(200);
  const permissions = { can_view: false, can_edit: false, can_approve: true, can_manage_tech_settings: false, can_administer: false, can_withdraw: false, operation: false };
  const invited = await request.post(SETTINGS_API.invitations, { data: { email: 'admin@manila.test', full_name: 'Isabel Reyes', permissions }, headers: CLIENT_WRITE_HEADERS });
  expect(invited.status()).toBe(201);

  await page.goto(`${await emailedLink('TEAM_INVITATION_EMAIL', 'admin@manila.test')}?lang=en`);
  await expect(page.getByText('admin@manila.test already has an account. Log in with its password to accept.')).toBeVisible();
  await expect(page.getByRole('list')).toHaveText('Approve disbursements');
  await field(page, 'Password').fill('Wrong-guess-1');
  await page.getByRole('button', { name: 'Log in and join' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await look(page, 'invitation-existing-en-desktop');
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in and join' }).click();
  await landed(page);
  await expect(page.getByRole('button', { name: /Isabel Reyes.*Toko Ku/ })).toBeVisible();
});

test('an unknown reset or unlock link is a clear page, never an error screen (en, desktop)', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/change_password/not-a-real-reset-token?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work any more' })).toBeVisible();
  await page.goto('/unlock_user/not-a-real-unlock-token?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'This unlock link does not work' })).toBeVisible();
  await page.goto('/expired_password?lang=en');
  await expect(page.getByText('Log in first: we ask for a new password once your current one is checked.')).toBeVisible();
  await look(page, 'expired-password-no-step-en-desktop');
});
