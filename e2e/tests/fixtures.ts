import { test as base, expect, type Page } from '@playwright/test';
import { SANDBOX_URL } from '../playwright.config';

/** Every sandbox persona's password (sandbox-gateway/README.md). */
export const PASSWORD = 'Sandbox-2026';

/** Logs in through the login page, the way a merchant does, and waits for the landing page. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  // The landing page's heading, in whatever language the user prefers and at any width.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/** Injects a fault into the sandbox gateway (its control API): a status, a delay, for `count` calls. */
export async function injectFault(fault: {
  path: string;
  status?: number;
  error_code?: string;
  message?: string;
  delay_ms?: number;
  count?: number;
}) {
  const response = await fetch(`${SANDBOX_URL}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(response.status).toBe(201);
}

/** Puts the sandbox back to its seed: rate limits, switches and dismissals of earlier tests are gone. */
export async function resetSandbox(): Promise<void> {
  const response = await fetch(`${SANDBOX_URL}/__sandbox/reset`, { method: 'POST' });
  expect(response.ok).toBe(true);
}

/**
 * `test` with a signed-in page: owner@tokoku.test unless a spec says `test.use({ persona })`;
 * an empty persona leaves the page signed out.
 */
export const test = base.extend<{ persona: string }>({
  persona: ['owner@tokoku.test', { option: true }],
  page: async ({ page, persona }, provide) => {
    if (persona) await signIn(page, persona);
    await provide(page);
  },
});

export { expect };
