import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, resetSandbox, test } from './fixtures';
import { expectFitsTheScreen, main, rewriteInlineConfig } from './support';
import { sandboxUrl } from './worker-stack';

// Issue 41 §1 "register" (docs/decisions/0073-register.md): the main brand's sign-up in two steps, the
// same "check your email" for a new and a known email, the confirmation link from the sandbox's
// outbox (as QA reads it), then signed in to the new business in test mode and on to activation.
test.use({ persona: '' });
test.afterEach(resetSandbox); // the new accounts and businesses

const PASSWORD = 'Signup-2026';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const TEXTS = {
  en: {
    register: 'Create an account', title: 'Create your account', next: 'Continue', submit: 'Create account', required: 'This field is required.',
    fullName: 'Full name', email: 'Email', password: 'New password', confirmation: 'Confirm new password', terms: /I agree to the Terms/,
    termsLink: 'Terms and Conditions (opens in a new tab)', privacyLink: 'Privacy Policy (opens in a new tab)',
    businessName: 'Business name', businessType: 'Company', phone: 'Mobile number', sent: 'Check your email', logIn: 'Log in',
    loginPassword: 'Password', confirmTitle: 'Confirm your email address', confirmed: 'Email address confirmed', toDashboard: 'Go to the dashboard',
    goLive: 'Go live', activation: 'About your business', skipTour: 'Skip tour', acceptTerms: 'Agree to the terms to create an account.',
  },
  id: {
    register: 'Buat akun', title: 'Buat akun Anda', next: 'Lanjutkan', submit: 'Buat akun', required: 'Isian ini wajib diisi.',
    fullName: 'Nama lengkap', email: 'Email', password: 'Kata sandi baru', confirmation: 'Konfirmasi kata sandi baru', terms: /Saya menyetujui/,
    termsLink: 'Syarat dan Ketentuan (terbuka di tab baru)', privacyLink: 'Kebijakan Privasi (terbuka di tab baru)',
    businessName: 'Nama bisnis', businessType: 'Perorangan atau usaha perseorangan', phone: 'Nomor ponsel', sent: 'Periksa email Anda', logIn: 'Masuk',
    loginPassword: 'Kata sandi', confirmTitle: 'Konfirmasi alamat email Anda', confirmed: 'Alamat email terkonfirmasi', toDashboard: 'Buka dasbor',
    goLive: 'Mulai live', activation: 'Tentang bisnis Anda', skipTour: 'Lewati tur', acceptTerms: 'Setujui syarat untuk membuat akun.',
  },
} as const;

type Message = { kind: string; recipient: string; subject: string };
async function outbox(recipient: string): Promise<Message[]> {
  const { messages } = (await (await fetch(`${sandboxUrl()}/__sandbox/outbox`)).json()) as { messages: Message[] };
  return messages.filter((m) => m.recipient === recipient);
}
async function confirmationLink(recipient: string): Promise<string> {
  const path = (await outbox(recipient)).filter((m) => m.kind === 'EMAIL_VERIFICATION').at(-1)?.subject.match(/\/confirm_email\/[\w-]+$/)?.[0];
  if (!path) throw new Error(`no confirmation email to ${recipient}`);
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
/** A field by its whole name (its label also shows the required asterisk, hidden from the name). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** Steps 1 and 2 of Register, with the empty forms' messages checked on the way. */
async function signUp(page: Page, text: Texts, email: string, shots: string, business: { name: string; country: string }) {
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  await page.getByRole('button', { name: text.next }).click();
  await expect(page.getByText(text.required).first()).toBeVisible();
  await expect(page.getByText(text.acceptTerms)).toBeVisible();
  await look(page, `${shots}-step1-errors`);
  await field(page, text.fullName).fill('Sari Wulandari');
  await field(page, text.email).fill(email);
  await page.getByLabel(new RegExp(`^${text.password}`)).fill(PASSWORD);
  await page.getByLabel(new RegExp(`^${text.confirmation}`)).fill(PASSWORD);
  // Keyboard: the agreement is a checkbox reached and ticked with the keyboard; the brand's terms
  // and privacy policy it names come next, each opening in a new tab (the main brand's, by default).
  await page.getByRole('checkbox', { name: text.terms }).focus();
  await page.keyboard.press('Space');
  for (const [name, href] of [[text.termsLink, 'https://www.example.com/legal/terms/'], [text.privacyLink, 'https://www.example.com/legal/privacy/']]) {
    await page.keyboard.press('Tab');
    const link = page.getByRole('link', { name, exact: true });
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: text.next })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/register\/2$/);
  await field(page, text.businessName).fill(business.name);
  await page.getByRole('radio', { name: business.country }).check();
  await page.getByRole('radio', { name: text.businessType }).check();
  await field(page, text.phone).fill('0812');
  await page.getByRole('button', { name: text.submit, exact: true }).click();
  await expect(page.getByRole('textbox', { name: text.phone })).toHaveAttribute('aria-invalid', 'true');
  await look(page, `${shots}-step2-errors`);
  await field(page, text.phone).fill(business.country === 'Indonesia' ? '+6281299990001' : '+639171234567');
  await page.getByRole('button', { name: text.submit, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.sent })).toBeVisible();
  await expect(page).toHaveURL(/\/register\/3$/);
  await look(page, `${shots}-sent`);
}

async function logIn(page: Page, text: Texts, email: string) {
  await field(page, text.email).fill(email);
  await field(page, text.loginPassword).fill(PASSWORD);
  await page.getByRole('button', { name: text.logIn, exact: true }).click();
}

/** Signed in to the new business in test mode: the activation form opens from the mode banner's go-live link. */
async function onToActivation(page: Page, text: Texts, shots: string) {
  // A new user on a desktop is shown the sidebar tour first (spec 01's first visit); it is skipped.
  if (page.viewportSize()?.width === DESKTOP.width) await page.getByRole('button', { name: text.skipTour }).click();
  await page.getByRole('link', { name: text.goLive }).first().click();
  await expect(page).toHaveURL(/\/activation$/);
  await expect(main(page).getByRole('heading', { name: text.activation }).first()).toBeVisible();
  await shoot(page, `${shots}-activation`);
}

for (const [size, viewport] of [['desktop', DESKTOP], ['390', PHONE]] as const) {
  test.describe(`on ${size === 'desktop' ? 'a desktop' : 'a phone'}`, () => {
    test.use({ viewport });

    test('en: sign up, the link confirms the email, log in to the new business in test mode, on to activation', async ({ page }) => {
      test.slow(); // two steps, a sign-in, the home and activation pages and three axe runs on 2 cores
      const text = TEXTS.en;
      const email = `founder.${size}@kopikita.test`;
      await page.goto('/login?lang=en');
      await page.getByRole('link', { name: text.register }).click();
      await signUp(page, text, email, `register-en-${size}`, { name: 'Kopi Kita', country: 'Indonesia' });
      await expect(page.getByRole('status').filter({ hasText: 'is new to us' })).toContainText(`If ${email} is new to us, your account is ready in Test Mode`);

      await page.goto(await confirmationLink(email));
      await expect(page.getByRole('heading', { level: 1, name: text.confirmed })).toBeVisible();
      await page.getByRole('link', { name: text.logIn }).click();
      await logIn(page, text, email);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByText('Your account is not activated yet and is in Test Mode.')).toBeVisible();
      if (size === 'desktop') await expect(page.getByRole('button', { name: /Sari Wulandari.*Kopi Kita/ })).toBeVisible();
      await shoot(page, `register-en-${size}-home`);
      await onToActivation(page, text, `register-en-${size}`);
    });

    test('id: sign up in the Philippines, log in before confirming (sent to /confirm_email), confirm, on to activation', async ({ page }) => {
      test.slow(); // as above, and the confirmation page's axe run
      const text = TEXTS.id;
      const email = `pemilik.${size}@kopikita.test`;
      await page.goto('/login?lang=id');
      await page.getByRole('link', { name: text.register }).click();
      await signUp(page, text, email, `register-id-${size}`, { name: 'Kopi Kita Manila', country: 'Filipina' });
      await page.getByRole('link', { name: text.logIn }).click();
      await logIn(page, text, email);
      // The business's email-confirmation flag is on: the dashboard waits for the link.
      await expect(page).toHaveURL(/\/confirm_email$/);
      await expect(page.getByRole('heading', { level: 1, name: text.confirmTitle })).toBeVisible();
      await look(page, `register-id-${size}-confirm-email`);
      await page.goto(await confirmationLink(email));
      await expect(page.getByRole('heading', { level: 1, name: text.confirmed })).toBeVisible();
      await page.getByRole('link', { name: text.toDashboard }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'id');
      await onToActivation(page, text, `register-id-${size}`);
    });
  });
}

test('an email that has an account gets the same answer; only its mailbox learns of it (en)', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/register/1?lang=en');
  await signUp(page, TEXTS.en, 'owner@tokoku.test', 'register-known-en-desktop', { name: 'Another Shop', country: 'Indonesia' });
  await expect(page.getByRole('status').filter({ hasText: 'is new to us' })).toContainText('If owner@tokoku.test is new to us');
  expect((await outbox('owner@tokoku.test')).map((m) => m.kind)).toEqual(['ACCOUNT_EXISTS_EMAIL']);
  // Back to step 1 with nothing kept of the password.
  await page.getByRole('button', { name: 'Use another email' }).click();
  await expect(page).toHaveURL(/\/register\/1$/);
  await expect(page.getByLabel(/^New password/)).toHaveValue('');
});

test('a reload in the middle starts again at step 1 (nothing typed is stored)', async ({ page }) => {
  await page.goto('/register/2?lang=en');
  await expect(page).toHaveURL(/\/register\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
});

test('a white-label deployment has no Register', async ({ page }) => {
  await rewriteInlineConfig(page, 'mdp-deployment', { brand: 'PARTNER_A' });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
  await page.goto('/register/1');
  await expect(page).toHaveURL(/\/login$/);
});
