// The light login (decision 0038): a cold login page loads React, the logged-out frame and form
// alone; the dashboard's code comes on intent and takes over in the same page.
import { expect, PASSWORD, signIn, test } from './fixtures';
import { markWindow, recordRequests, windowIsMarked } from './support';

test.use({ persona: '' });

const DASHBOARD_CODE = /\/(dashboard|vendors)\.[0-9a-f]{10}\.js$/;
/**
 * The Indonesian texts (the light login's, the dashboard's, each remote's `texts-id`): chunks only a
 * session in Indonesian loads (issue 46, decisions 0080 and 0083).
 */
const INDONESIAN_TEXTS = /\/(logged-out-id|shell-id|texts-id)\.[0-9a-f]{10}\.js$/;
const scripts = (requests: ReturnType<typeof recordRequests>) => requests.filter((request) => request.resourceType() === 'script').map((request) => new URL(request.url()).pathname);

test("a cold login page loads none of the dashboard's code until the merchant starts on the form, then signs in without a reload", async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to your dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts(requests).filter((path) => DASHBOARD_CODE.test(path))).toEqual([]);
  // The page preloads the light login's start only.
  const starts = await page.locator('link[rel=preload][data-start]').evaluateAll((links) => links.map((link) => link.getAttribute('data-start') ?? ''));
  expect(starts.length).toBeGreaterThan(0);
  for (const start of starts) expect(start.split(' ')).toContain('login');
  // …and names every file of that start (the shared libraries included): nothing waits for main.js to run.
  const preloaded = await page.locator('link[rel=preload]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  const loaded = requests.filter((request) => ['script', 'stylesheet'].includes(request.resourceType())).map((request) => new URL(request.url()).pathname);
  expect(loaded.filter((path) => !/^\/main\.[0-9a-f]+\.js$/.test(path) && !preloaded.includes(path))).toEqual([]);
  await markWindow(page);

  const dashboardCode = page.waitForRequest((request) => DASHBOARD_CODE.test(new URL(request.url()).pathname));
  await page.getByLabel('Email').fill('owner@tokoku.test');
  await dashboardCode;
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(await windowIsMarked(page)).toBe(true);
  // From the login page to home in English, no byte of Indonesian.
  await page.waitForLoadState('networkidle');
  expect(scripts(requests).filter((path) => INDONESIAN_TEXTS.test(path))).toEqual([]);
});

test('the language chosen on the light login stays when a link leads to another logged-out page', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk ke dasbor Anda' })).toBeVisible();
  // Its texts came when chosen.
  expect(scripts(requests).filter((path) => INDONESIAN_TEXTS.test(path))).toEqual([expect.stringMatching(/\/logged-out-id\./)]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await page.getByRole('link', { name: 'Lupa kata sandi?' }).click();
  await expect(page).toHaveURL(/\/forgot_password\?lang=id$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Forgot/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
});

test("a login page the dashboard left (the sign-out notice) and a browser with a stored user get the dashboard's login page", async ({ page }) => {
  await signIn(page, 'owner@tokoku.test');
  await page.getByRole('button', { name: /Toko Ku/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You have signed out.')).toBeVisible();
  // A reload keeps the history state: the notice is the dashboard's to show.
  await page.reload();
  await expect(page.getByText('You have signed out.')).toBeVisible();
  // A stored user record: the session may restore, so the dashboard starts (and, signed out, asks for a login).
  await page.evaluate(() => window.localStorage.setItem('mdp.user', JSON.stringify({ id: 'usr_owner_tokoku' })));
  const requests = recordRequests(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(scripts(requests).some((path) => DASHBOARD_CODE.test(path))).toBe(true);
});
