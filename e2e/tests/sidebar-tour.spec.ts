import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, PASSWORD, resetSandbox, signIn, test } from './fixtures';
import { expectFitsTheScreen } from './support';

// tour@tokoku.test: every flag in Toko Ku and no sidebar-tour entry yet (sandbox-gateway/README.md);
// every other persona has seen the tour.
const TOUR = 'tour@tokoku.test';

test.use({ persona: '' });
test.afterEach(resetSandbox); // the tour's entry

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
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

// No deployed remote serves an Apps and partners entry, so the menu has no such section and the tour
// has 3 steps (its unit test, SidebarTour.test.tsx, goes through the 4 of a menu with the section).
test('the tour starts, goes through its 3 steps by keyboard, finishes, and does not start again', async ({ page }) => {
  await signInAs(page, TOUR);
  await expect(tour(page)).toContainText('Step 1 of 3');
  await expect(tour(page).getByRole('heading', { name: 'Your menu' })).toBeVisible();
  await shoot(page, 'tour-1280');
  for (const title of ['Accept payments', 'Configuration']) {
    await tour(page).getByRole('button', { name: 'Next' }).press('Enter');
    await expect(tour(page).getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(tour(page)).toContainText('Step 3 of 3');
  await tour(page).getByRole('button', { name: 'Done' }).press('Enter');
  await expect(tour(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(tour(page)).toHaveCount(0);
});

test('Escape ends the tour for good; focus is back on the page', async ({ page }) => {
  await signInAs(page, TOUR);
  await expect(tour(page)).toContainText('Step 1 of 3');
  await page.keyboard.press('Escape');
  await expect(tour(page)).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveAttribute('aria-hidden', 'true');
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, TOUR);
  await expect(tour(page)).toHaveCount(0);
});

test('Skip tour ends it too; others never see it', async ({ page }) => {
  await signInAs(page, TOUR);
  await tour(page).getByRole('button', { name: 'Skip tour' }).click();
  await expect(tour(page)).toHaveCount(0);
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, 'owner@tokoku.test');
  await expect(tour(page)).toHaveCount(0);
});

test('axe finds nothing with the tour open', async ({ page }) => {
  await signInAs(page, TOUR);
  await expect(tour(page)).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the tour starts after its 1 s delay and fits the screen', async ({ page }) => {
    await signInAs(page, TOUR);
    await expect(tour(page)).toContainText('Step 1 of 3');
    await shoot(page, 'tour-390');
    await expectFitsTheScreen(page);
  });
});
