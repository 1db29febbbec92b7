import type { Page, Request } from '@playwright/test';
import { expect, PASSWORD, test } from './fixtures';

// Issue 41 §4, decision 0065: the authentication mode is each business's new_authentication flag's
// (spec 01 §7), learnt at a sign-in and used from the browser's next one; the token mode's sign-out
// is DELETE /api/auth/token with { token }.

test.use({ persona: '' });

const SIGN_IN_PATHS = ['/api/auth/email', '/api/sessions'];
const SIGN_OUT_PATHS = ['/api/auth/token', '/api/logout'];

function record(page: Page, paths: string[]): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (paths.includes(new URL(request.url()).pathname) && request.method() !== 'GET') seen.push(request);
  });
  return seen;
}

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
}

async function signOut(page: Page, business: RegExp) {
  await page.getByRole('button', { name: business }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a business with new_authentication on: token sign-in, and sign-out names the token', async ({ page }) => {
  const signIns = record(page, SIGN_IN_PATHS);
  const signOuts = record(page, SIGN_OUT_PATHS);
  await logIn(page, 'owner@tokoku.test');
  expect(new URL(signIns[0]!.url()).pathname).toBe('/api/auth/email');
  await signOut(page, /Toko Ku/);
  const [signOutCall] = signOuts;
  expect([new URL(signOutCall!.url()).pathname, signOutCall!.method()]).toEqual(['/api/auth/token', 'DELETE']);
  expect(signOutCall!.postDataJSON()).toEqual({ token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) });
  expect((await signOutCall!.response())?.status()).toBe(204);
  // The token family is ended: a reload restores nothing.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test("a business with new_authentication off: the browser's next sign-in is a session-cookie one, restored on reload", async ({ page }) => {
  const signIns = record(page, SIGN_IN_PATHS);
  const signOuts = record(page, SIGN_OUT_PATHS);
  // A browser that has read no business's flag signs in with the token mode, and learns Manila Mart's.
  await logIn(page, 'admin@manila.test');
  await signOut(page, /Manila Mart/);
  await logIn(page, 'admin@manila.test');
  expect(signIns.map((request) => new URL(request.url()).pathname)).toEqual(['/api/auth/email', '/api/sessions']);
  await page.reload();
  await expect(page.getByRole('button', { name: /Manila Mart/ })).toBeVisible();
  await signOut(page, /Manila Mart/);
  expect(signOuts.map((request) => `${request.method()} ${new URL(request.url()).pathname}`)).toEqual(['DELETE /api/auth/token', 'POST /api/logout']);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});
