import type { Page } from '@playwright/test';
import { sandboxUrl } from './worker-stack';
import { expectNoAxeViolations } from './axe';
import { expect, PASSWORD, resetSandbox, test } from './fixtures';
import { chooseIndonesian, expectFitsTheScreen } from './support';

// authn@tokoku.test signs in with an authenticator, has an unverified phone (+6281234567006) and a
// verifyPhoneNumber reminder due since the seed (sandbox-gateway/README.md).
const AUTHN = 'authn@tokoku.test';
const DAY = 86_400_000;

test.use({ persona: '' });
test.afterEach(resetSandbox); // the verified phone, the reminder's date, the language

/** The newest code the sandbox "sent" by SMS to that number (its outbox). */
async function smsCode(recipient: string): Promise<string> {
  const { messages } = (await (await fetch(`${sandboxUrl()}/__sandbox/outbox`)).json()) as { messages: { kind: string; recipient: string; subject: string }[] };
  const sms = messages.filter((message) => message.kind === 'OTP_SMS' && message.recipient === recipient).at(-1);
  const code = sms?.subject.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

/**
 * Signs in on the English login page whatever the user's language; it does not wait for the page's
 * heading, which the reminder's modal hides from assistive technology (the page behind is inert).
 */
async function signInAs(page: Page, email: string) {
  await page.goto('/login?lang=en');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function shoot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

test('authn@tokoku.test sees the phone reminder once, verifies the phone with the outbox code, and does not see it again', async ({ page }) => {
  const start = Date.now() + 60_000;
  await page.clock.install({ time: start });
  await signInAs(page, AUTHN);
  const reminder = page.getByRole('dialog', { name: 'Verify your phone number' });
  await expect(reminder).toContainText('authenticator app');
  await shoot(page, 'phone-reminder-1280');
  await reminder.getByRole('button', { name: 'Later' }).click();
  await expect(reminder).toBeHidden();

  // Once: not on a reload, nor at the next sign-in within 7 days.
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(reminder).toHaveCount(0);
  await page.clock.setSystemTime(start + DAY);
  await signInAs(page, AUTHN);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(reminder).toHaveCount(0);

  // Seven days after it was shown it is due again: this time the user verifies.
  await page.clock.setSystemTime(start + 8 * DAY);
  await signInAs(page, AUTHN);
  await reminder.getByRole('button', { name: 'Verify now' }).click();
  const verification = page.getByRole('dialog', { name: 'Verify your phone number' });
  const number = verification.getByRole('textbox', { name: /Mobile number/ });
  await number.fill('');
  await verification.getByRole('button', { name: 'Send code' }).click();
  await expect(verification).toContainText('Enter your mobile number.');
  await number.fill('+6281');
  await verification.getByRole('button', { name: 'Send code' }).click();
  await expect(verification).toContainText('international format');
  await number.fill('+6281234567006');
  await verification.getByRole('button', { name: 'Send code' }).click();
  await expect(verification).toContainText('We sent a 6-digit code to +6281234567006.');
  await expect(verification.getByRole('button', { name: /Send a new code in \d+ seconds/ })).toBeDisabled();
  await shoot(page, 'phone-code-1280');
  await page.clock.fastForward(30_000);
  await expect(verification.getByRole('button', { name: 'Send a new code', exact: true })).toBeEnabled();

  await verification.getByRole('textbox', { name: /1 of 6/ }).click();
  await page.keyboard.type('000000'); // the sixth digit submits
  await expect(verification.getByRole('group', { name: /Verification code/ })).toContainText('The code is not valid.');
  await verification.getByRole('textbox', { name: /1 of 6/ }).click();
  await page.keyboard.type(await smsCode('+6281234567006'));
  await expect(page.getByRole('status').filter({ hasText: 'Your phone number is verified.' })).toBeVisible();
  await expect(verification).toBeHidden();

  // Verified: never again, even weeks later.
  await page.clock.setSystemTime(start + 30 * DAY);
  await signInAs(page, AUTHN);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(reminder).toHaveCount(0);
});

test.describe('accessibility of the phone modals (axe, WCAG 2.2 AA)', () => {
  for (const language of ['en', 'id'] as const) {
    test(`the reminder and the verification modal have no violations in ${language}`, async ({ page }) => {
      test.slow(); // several full-page axe runs (seconds each on 2 cores)
      const texts = {
        en: { title: 'Verify your phone number', later: 'Later', verifyNow: 'Verify now', send: 'Send code' },
        id: { title: 'Verifikasi nomor telepon Anda', later: 'Nanti', verifyNow: 'Verifikasi sekarang', send: 'Kirim kode' },
      }[language];
      const start = Date.now() + 60_000;
      await page.clock.install({ time: start });
      await signInAs(page, AUTHN);
      if (language === 'id') {
        await page.getByRole('dialog', { name: 'Verify your phone number' }).getByRole('button', { name: 'Later' }).click();
        await chooseIndonesian(page);
        await page.clock.setSystemTime(start + 8 * DAY);
        await signInAs(page, AUTHN);
      }
      const reminder = page.getByRole('dialog', { name: texts.title });
      await expect(reminder).toBeVisible();
      await expectNoAxeViolations(page);
      await reminder.getByRole('button', { name: texts.verifyNow }).click();
      const verification = page.getByRole('dialog', { name: texts.title });
      await verification.getByRole('textbox').fill('+62');
      await verification.getByRole('button', { name: texts.send }).click();
      await expectNoAxeViolations(page);
      await verification.getByRole('textbox').fill('+6281234567006');
      await verification.getByRole('button', { name: texts.send }).click();
      await expect(verification.getByRole('group')).toBeVisible();
      await expectNoAxeViolations(page);
      if (language === 'id') await shoot(page, 'phone-code-id-1280');
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the reminder and the code step fit the screen', async ({ page }) => {
    await page.clock.install({ time: Date.now() + 60_000 });
    await signInAs(page, AUTHN);
    const reminder = page.getByRole('dialog', { name: 'Verify your phone number' });
    await expect(reminder.getByRole('button', { name: 'Verify now' })).toBeVisible();
    await shoot(page, 'phone-reminder-390');
    await reminder.getByRole('button', { name: 'Verify now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('dialog').getByRole('group', { name: /Verification code/ })).toBeVisible();
    await shoot(page, 'phone-code-390');
    await expectFitsTheScreen(page);
  });
});
