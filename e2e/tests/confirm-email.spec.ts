import type { Page } from '@playwright/test';
import { sandboxUrl } from './worker-stack';
import { expectNoAxeViolations } from './axe';
import { expect, resetSandbox, signIn, test } from './fixtures';
import { expectFitsTheScreen } from './support';

// pending@tokoku.test: email_verification_status PENDING, in Toko Ku whose dashboard_email_verification
// flag is on (sandbox-gateway/README.md).
const PENDING = 'pending@tokoku.test';

test.use({ persona: '' });
test.afterEach(resetSandbox); // the confirmed email

/** The path of the newest confirmation link the sandbox "sent" (its outbox). */
async function confirmationLink(recipient: string): Promise<string> {
  const { messages } = (await (await fetch(`${sandboxUrl()}/__sandbox/outbox`)).json()) as { messages: { kind: string; recipient: string; subject: string }[] };
  const path = messages.filter((m) => m.kind === 'EMAIL_VERIFICATION' && m.recipient === recipient).at(-1)?.subject.match(/\/confirm_email\/[\w-]+/)?.[0];
  if (!path) throw new Error(`no confirmation email to ${recipient}`);
  return path;
}

async function signInPending(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(PENDING);
  await page.getByLabel('Password').fill('Sandbox-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function shoot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

test('a PENDING email is sent to /confirm_email; the resent link confirms it and opens the dashboard', async ({ page }) => {
  await signInPending(page);
  await expect(page).toHaveURL(/\/confirm_email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible();
  await expect(page.getByText('We sent a link to pending@tokoku.test.')).toBeVisible();
  // The dashboard stays closed until it is confirmed.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/confirm_email$/);
  await page.getByRole('button', { name: 'Send the email again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent the email' })).toContainText('We sent the email to pending@tokoku.test again.');
  await expectNoAxeViolations(page);
  await shoot(page, 'confirm-email-1280');
  // Too soon for another: the wait is said.
  await page.getByRole('button', { name: 'Send the email again' }).click();
  await expect(page.getByRole('alert')).toContainText('Please try again in 1 minute.');

  await page.goto(await confirmationLink(PENDING));
  await expect(page.getByRole('heading', { level: 1, name: 'Email address confirmed' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).not.toHaveURL(/confirm_email/);
});

test('a spent or unknown link says so, signed out too', async ({ page }) => {
  await page.goto('/confirm_email/not-a-real-token-at-all');
  await expect(page.getByRole('heading', { level: 1, name: 'This link cannot confirm your email' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('The authorisation has expired.');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('a verified user never sees /confirm_email', async ({ page }) => {
  await signIn(page, 'owner@tokoku.test');
  await page.goto('/confirm_email');
  await expect(page).not.toHaveURL(/confirm_email/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the page fits the screen', async ({ page }) => {
    await signInPending(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible();
    await shoot(page, 'confirm-email-390');
    await expectFitsTheScreen(page);
  });
});
