import type { BrowserContext, Page } from '@playwright/test';
import { API, REFRESH_COOKIE_NAME } from 'shared-contracts/gateway';
import { expect, test } from './fixtures';

// A browser that reopens its tabs restores the session in each of them at the same instant. The tabs
// share one refresh cookie, which rotates on every use (docs/decisions/0014-refresh-reuse-grace.md).

/** The gateway's default reuse grace window (sandbox-gateway REFRESH_REUSE_GRACE_SECONDS). */
const GRACE_MS = 5000;

async function expectSignedIn(tab: Page): Promise<void> {
  await expect(tab.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(tab.getByRole('button', { name: /Toko Ku/ })).toBeVisible();
  expect(new URL(tab.url()).pathname).not.toMatch(/^\/login/);
}

async function openTabs(context: BrowserContext, count: number): Promise<Page[]> {
  return Promise.all(Array.from({ length: count }, () => context.newPage()));
}

const refreshCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === REFRESH_COOKIE_NAME);

test('five tabs restoring at the same instant all stay signed in, and stay signed in after', async ({ page, context }) => {
  const tabs = [page, ...(await openTabs(context, 4))];
  await Promise.all(tabs.map((tab) => tab.goto('/home')));
  for (const tab of tabs) await expectSignedIn(tab);
  // The sign-in survived: one more restore still works in every tab.
  await Promise.all(tabs.map((tab) => tab.reload()));
  for (const tab of tabs) await expectSignedIn(tab);
});

test('without Web Locks, two tabs restoring at once are saved by the gateway grace window', async ({ page, context }) => {
  // A browser without the Web Locks API: both tabs send the same refresh token.
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined }));
  const [second] = await openTabs(context, 1);
  const refreshes: string[] = [];
  for (const tab of [page, second!]) {
    tab.on('request', (request) => {
      if (request.url().endsWith('/api/auth/token/refresh')) refreshes.push(request.headers().cookie ?? '');
    });
  }
  await Promise.all([page.goto('/home'), second!.goto('/home')]);
  await expectSignedIn(page);
  await expectSignedIn(second!);
  await page.reload();
  await expectSignedIn(page);
  expect(refreshes.length).toBeGreaterThanOrEqual(3);
});

test('a refresh token replayed after the grace window ends the sign-in in every tab', async ({ page, context }) => {
  const stolen = await refreshCookie(context);
  expect(stolen).toBeDefined();
  const rotation = page.waitForResponse((response) => response.url().endsWith(API.refreshToken) && response.ok());
  await page.reload();
  await rotation;
  // The gateway spent the stolen token before it answered the rotation: the window is counted from here.
  const spentBy = Date.now();
  await expectSignedIn(page);
  const live = await refreshCookie(context);
  expect(live?.value).not.toBe(stolen!.value);
  // Past the window the old token is a replay, e.g. from a copy of the cookie somebody kept.
  await expect.poll(() => Date.now() - spentBy, { message: 'the grace window has passed', intervals: [100], timeout: GRACE_MS + 5_000 }).toBeGreaterThan(GRACE_MS);
  await context.addCookies([stolen!]);
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  // The whole family ended: the live token the real tabs held is refused too.
  await context.addCookies([live!]);
  const [other] = await openTabs(context, 1);
  await other!.goto('/home');
  await expect(other!).toHaveURL(/\/login/);
});
