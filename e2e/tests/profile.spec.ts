import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, PASSWORD, resetSandbox, signInQuickly, test } from './fixtures';
import { expectFitsTheScreen, main } from './support';
import { sandboxUrl } from './worker-stack';

// Issue 41 §5: the merchant's own profile (docs/decisions/0066-the-merchants-profile.md).
const OWNER = 'owner@tokoku.test';
const NEW_PASSWORD = 'Brand-new-2026';

test.use({ landing: false });
// Other specs of the worker leave sign-ins of the owner behind, and this one counts them.
test.beforeAll(resetSandbox);
test.afterEach(resetSandbox); // the name, phone, language, password and sign-ins

async function shoot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** The newest code the sandbox "sent" by SMS to that number (its outbox). */
async function smsCode(recipient: string): Promise<string> {
  const { messages } = (await (await fetch(`${sandboxUrl()}/__sandbox/outbox`)).json()) as { messages: { kind: string; recipient: string; subject: string }[] };
  const code = messages.filter((message) => message.kind === 'OTP_SMS' && message.recipient === recipient).at(-1)?.subject.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

/** Another browser signed in as the same user (its own cookies): a second sign-in. */
async function secondBrowser(browser: Browser, baseURL: string | undefined, email = OWNER) {
  const context = await browser.newContext({ baseURL, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1' });
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('mdp.idlePrefetch', 'false'));
  await signInQuickly(page, email, { landing: false });
  await page.goto('/home');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  return { context, page };
}

async function expectSignedOut(page: Page) {
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
}

const signIns = (page: Page) => main(page).getByRole('list', { name: /Where you are signed in|Tempat Anda masuk/ });

test.describe('the profile at 1440 px', () => {
  test.beforeEach(({ page }) => page.setViewportSize({ width: 1440, height: 900 }));

  test('opens from the account menu; the name and the language change; en and id with axe 0', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('banner').getByRole('button', { name: /Toko Ku/ }).click();
    await page.getByRole('link', { name: 'Your profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(signIns(page).getByRole('listitem')).toHaveCount(1);
    await expect(signIns(page)).toContainText('This device');
    await expect(main(page).getByText('You are signed in only here.')).toBeVisible();
    await expect(page).toHaveTitle(/Your profile/);
    await expectNoAxeViolations(page);
    await shoot(page, 'profile-en-1440');

    const name = main(page).getByRole('textbox', { name: /Full name/ });
    await name.fill('');
    await main(page).getByRole('button', { name: 'Save name' }).click();
    await expect(main(page).getByText('This field is required.')).toBeVisible();
    await name.fill('Budi Santoso');
    await main(page).getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Your name is saved.')).toBeVisible();
    await page.reload();
    await expect(main(page).getByRole('textbox', { name: /Full name/ })).toHaveValue('Budi Santoso');

    await main(page).getByRole('radio', { name: 'Bahasa Indonesia' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Profil Anda' })).toBeVisible();
    await expect(page.getByText('Dasbor sekarang dalam Bahasa Indonesia.')).toBeVisible();
    await expect(main(page).getByRole('radio', { name: 'Bahasa Indonesia' })).toBeChecked();
    await expect(signIns(page)).toContainText('Perangkat ini');
    await expectNoAxeViolations(page);
    await shoot(page, 'profile-id-1440');
    await main(page).getByRole('radio', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the phone changes through the verification with the SMS code', async ({ page }) => {
    await page.goto('/profile');
    const phone = main(page).getByRole('region', { name: 'Phone number' });
    await phone.getByRole('button', { name: 'Change the number' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify your phone number' });
    const number = dialog.getByRole('textbox', { name: /Mobile number/ });
    await expect(number).toHaveValue('');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog).toContainText('This field is required.');
    await number.fill('+6281');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog).toContainText('Enter at least 6 digits.');
    await number.fill('+6281299990001');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog).toContainText('We sent a 6-digit code to +6281299990001.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('textbox', { name: /1 of 6/ }).click();
    await page.keyboard.type(await smsCode('+6281299990001'));
    await expect(dialog).toBeHidden();
    await expect(phone).toContainText('+6281299990001');
    await expect(phone).toContainText('Verified');
  });

  test('lists another sign-in, ends it (that browser is signed out), and a new password signs out every other', async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const other = await secondBrowser(browser, baseURL);
    await page.goto('/profile');
    await expect(signIns(page).getByRole('listitem')).toHaveCount(2);
    await expect(signIns(page).getByRole('listitem').first()).toContainText('This device');
    await expect(signIns(page)).toContainText('Safari on iPhone');
    await expectNoAxeViolations(page);
    await signIns(page).scrollIntoViewIfNeeded();
    await shoot(page, 'profile-sign-ins-1440');
    await signIns(page).getByRole('button', { name: 'Sign out Safari on iPhone' }).click();
    await expect(page.getByText('That sign-in has ended.')).toBeVisible();
    await expect(signIns(page).getByRole('listitem')).toHaveCount(1);
    await expectSignedOut(other.page);
    await other.context.close();

    // Two more sign-ins: "Sign out of all other sessions" asks first, then ends both.
    const second = await secondBrowser(browser, baseURL);
    const third = await secondBrowser(browser, baseURL);
    await page.reload();
    await expect(signIns(page).getByRole('listitem')).toHaveCount(3);
    await main(page).getByRole('button', { name: 'Sign out of all other sessions' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Sign out everywhere else?' });
    await expect(confirm).toContainText('The 2 other sign-ins end at once.');
    await expectNoAxeViolations(page);
    await shoot(page, 'profile-sign-out-others-1440');
    await confirm.getByRole('button', { name: 'Sign out others' }).click();
    await expect(page.getByText('2 sign-ins have ended.')).toBeVisible();
    await expectSignedOut(second.page);
    await expectSignedOut(third.page);
    await second.context.close();
    await third.context.close();

    // The password: a wrong current one is refused; the right one changes it and ends the other sign-in.
    const fourth = await secondBrowser(browser, baseURL);
    const password = main(page).getByRole('region', { name: 'Password' });
    await password.getByLabel(/Current password/).fill('Not-it-2026');
    await password.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await password.getByLabel(/Confirm new password/).fill(NEW_PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('alert')).toHaveText('The current password is not correct.');
    await password.getByLabel(/Current password/).fill(PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password is changed. You are signed out everywhere else.')).toBeVisible();
    await expect(password.getByLabel(/Current password/)).toHaveValue('');
    await expectSignedOut(fourth.page);
    await fourth.context.close();
    // This sign-in stays; the new password signs in.
    await page.reload();
    await expect(signIns(page).getByRole('listitem')).toHaveCount(1);
    const answer = await page.request.post('/api/sessions', { data: { email: OWNER, password: NEW_PASSWORD } });
    expect(answer.status()).toBe(200);
  });
});

test.describe('the profile at 390 px', () => {
  test.beforeEach(({ page }) => page.setViewportSize({ width: 390, height: 844 }));

  test('opens from the profile panel, fits the screen, axe 0 in en and id', async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const other = await secondBrowser(browser, baseURL);
    await page.goto('/home');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Your profile' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(signIns(page).getByRole('listitem')).toHaveCount(2);
    await expectFitsTheScreen(page);
    await expectNoAxeViolations(page);
    await shoot(page, 'profile-en-390');
    await signIns(page).scrollIntoViewIfNeeded();
    await shoot(page, 'profile-sign-ins-390');
    await main(page).getByRole('radio', { name: 'Bahasa Indonesia' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Profil Anda' })).toBeVisible();
    await expectFitsTheScreen(page);
    await expectNoAxeViolations(page);
    await shoot(page, 'profile-id-390');
    await other.context.close();
  });
});
