import type { Page } from '@playwright/test';
import { signInApi } from './activation-support';
import { expectNoAxeViolations } from './axe';
import { expect, PASSWORD, resetSandbox, signIn, test } from './fixtures';
import { expectFitsTheScreen } from './support';

// paylink@warungbaru.test: Warung Baru was created at seeding and has payment links; no payment-link
// tour entry yet (sandbox-gateway/README.md). Every other persona has ended the tour. Warung Baru
// signs in with the session cookie, so page.request speaks for the signed-in user.
const PAYLINK = 'paylink@warungbaru.test';

test.use({ persona: '' });
test.afterEach(resetSandbox); // the tour's entry
// The tour points at the payment-link menu entries, which the getting-paid remote serves (issue 44).

/** Signs in; the tour's modal makes the page behind inert, so no heading is awaited. */
async function signInAs(page: Page, email: string) {
  await page.goto('/login?lang=en');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

const tour = (page: Page) => page.getByRole('dialog');

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test('the tour starts, is finished by keyboard, and does not start again', async ({ page }) => {
  await signInAs(page, PAYLINK);
  // Two steps: the payment links, then the recurring payment links (served since decision 0082).
  await expect(tour(page)).toContainText('Step 1 of 2');
  await expect(tour(page).getByRole('heading', { name: 'Get paid with a link' })).toBeVisible();
  await shoot(page, 'payment-link-tour-1280');
  await tour(page).getByRole('button', { name: 'Next' }).press('Enter');
  await expect(tour(page)).toContainText('Step 2 of 2');
  await expect(tour(page).getByRole('heading', { name: 'Recurring payment links' })).toBeVisible();
  const ended = page.waitForResponse((response) => response.url().includes('/api/users/update_notification'));
  await tour(page).getByRole('button', { name: 'Done' }).press('Enter');
  await expect(tour(page)).toHaveCount(0);
  expect((await ended).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(tour(page)).toHaveCount(0);
});

test('Escape ends the tour for good; focus returns to the page', async ({ page }) => {
  await signInAs(page, PAYLINK);
  await expect(tour(page)).toContainText('Step 1 of 2');
  await page.keyboard.press('Escape');
  await expect(tour(page)).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveAttribute('aria-hidden', 'true');
  // Focus is back where it was before the tour (the page, not lost to the body).
  await expect.poll(() => page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, PAYLINK);
  await expect(tour(page)).toHaveCount(0);
});

test('Skip tour ends it too; a member of the same new business who ended it never sees it', async ({ page }) => {
  await signInAs(page, PAYLINK);
  await tour(page).getByRole('button', { name: 'Skip tour' }).click();
  await expect(tour(page)).toHaveCount(0);
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, 'new@warungbaru.test');
  await expect(tour(page)).toHaveCount(0);
});

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const language of ['en', 'id'] as const) {
    test(`axe finds nothing with the tour open in ${language}`, async ({ page, request }) => {
      if (language === 'id') {
        // The language is the user's (the header would be behind the modal): chosen through the gateway first.
        const changed = await (await signInApi(request, PAYLINK)).patch('/api/user', { data: { preferred_language: 'id' } });
        expect(changed.ok(), await changed.text()).toBe(true);
      }
      await signInAs(page, PAYLINK);
      const title = language === 'en' ? 'Get paid with a link' : 'Dibayar dengan tautan';
      await expect(tour(page).getByRole('heading', { name: title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectNoAxeViolations(page);
      if (language === 'id') await shoot(page, 'payment-link-tour-id-1280');
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the tour starts after its 1 s delay and fits the screen', async ({ page }) => {
    await signInAs(page, PAYLINK);
    await expect(tour(page)).toContainText('Step 1 of 2');
    await shoot(page, 'payment-link-tour-390');
    await expectFitsTheScreen(page);
  });
});
