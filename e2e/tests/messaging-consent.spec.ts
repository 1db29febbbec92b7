import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, PASSWORD, resetSandbox, signIn, test } from './fixtures';
import { expectFitsTheScreen } from './support';

// consent@tokoku.test: a phone, no messaging consent recorded, Toko Ku is live (sandbox-gateway/README.md).
const CONSENT = 'consent@tokoku.test';
const DAY = 86_400_000;

test.use({ persona: '' });
test.afterEach(resetSandbox); // the recorded consent

/** Signs in on the English login page; the modal makes the page behind inert, so no heading is awaited. */
async function signInAs(page: Page, email: string) {
  await page.goto('/login?lang=en');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

const consentDialog = (page: Page, name = 'Get updates by instant message') => page.getByRole('dialog', { name });

async function expectNoDialog(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function shoot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

test('Not now is recorded and asked again after 14 days (Playwright clock); Allow is never asked again', async ({ page }) => {
  const start = Date.now() + 60_000;
  await page.clock.install({ time: start });
  await signInAs(page, CONSENT);
  await expect(consentDialog(page)).toContainText('+6281234567011');
  await shoot(page, 'consent-1280');
  await consentDialog(page).getByRole('button', { name: 'Not now' }).click();
  await expect(consentDialog(page)).toBeHidden();

  // Recorded: not on a reload, nor 13 days later.
  await page.reload();
  await expectNoDialog(page);
  await page.clock.setSystemTime(start + 13 * DAY);
  await signInAs(page, CONSENT);
  await expectNoDialog(page);

  // 14 days after "Not now" it is asked again; this time Allow.
  await page.clock.setSystemTime(start + 14 * DAY + 60_000);
  await signInAs(page, CONSENT);
  await consentDialog(page).getByRole('button', { name: 'Allow' }).click();
  await expect(consentDialog(page)).toBeHidden();
  await page.clock.setSystemTime(start + 60 * DAY);
  await signInAs(page, CONSENT);
  await expectNoDialog(page);
});

test('users with consent recorded, or without a phone, are not asked', async ({ page }) => {
  await signIn(page, 'owner@tokoku.test');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Another user on this browser: the first one's sign-in is gone.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, 'admin@manila.test');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const language of ['en', 'id'] as const) {
    test(`the consent modal has no violations in ${language}`, async ({ page }) => {
      const start = Date.now() + 60_000;
      await page.clock.install({ time: start });
      await signInAs(page, CONSENT);
      if (language === 'id') {
        // The language is the user's (changed in the header, behind the modal): Not now, Indonesian, 14 days on.
        await consentDialog(page).getByRole('button', { name: 'Not now' }).click();
        await page.getByRole('button', { name: 'Language: EN' }).click();
        await page.getByRole('menuitemradio', { name: 'Bahasa Indonesia' }).click();
        await expect(page.locator('html')).toHaveAttribute('lang', 'id');
        await page.clock.setSystemTime(start + 15 * DAY);
        await signInAs(page, CONSENT);
      }
      const dialog = consentDialog(page, language === 'en' ? 'Get updates by instant message' : 'Dapatkan kabar melalui pesan instan');
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      if (language === 'id') await shoot(page, 'consent-id-1280');
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the consent modal fits the screen', async ({ page }) => {
    await signInAs(page, CONSENT);
    await expect(consentDialog(page).getByRole('button', { name: 'Allow' })).toBeVisible();
    await shoot(page, 'consent-390');
    await expectFitsTheScreen(page);
  });
});
