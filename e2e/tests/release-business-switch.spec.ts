import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedInLanding, succeeds, version, withdrawReleaseFlags } from './release-support';
import { REMOTE_ORIGINS } from './support';

// Issue 39: the release cohort is the business's (decision 0058: its id rides in a cookie the shell
// owns), so a business switch takes the new business's versions on the next page load, and
// switching back takes the first's again.

test.use({ persona: '' });
test.afterAll(withdrawReleaseFlags);

/** The balance remote's manifest in the registry this page load was served with (inline in the page). */
async function balanceManifest(page: Page): Promise<string | undefined> {
  const registry = JSON.parse((await page.locator('#mdp-registry').textContent()) ?? '{}') as { remotes?: Array<{ name: string; manifest: string }> };
  return registry.remotes?.find((remote) => remote.name === 'balance')?.manifest;
}

/** The account menu's button once `business` is the session's ("Ayu Pratama, Toko Ku, +2 businesses"). */
const accountOf = (page: Page, business: string) => page.getByRole('banner').getByRole('button', { name: new RegExp(`, ${business}, \\+2 businesses$`) });

/** Switches to `to` and waits until the session has it (the cohort cookie is written then). */
async function switchBusiness(page: Page, from: string, to: string) {
  await accountOf(page, from).click();
  await page.getByRole('button', { name: to, exact: true }).click();
  await expect(accountOf(page, to)).toBeVisible();
}

test('a business switch takes the new business’s cohort on the next page load, and back', async ({ browser }) => {
  const origin = REMOTE_ORIGINS.balance;
  const canary = version(30);
  succeeds('release', 'balance', '--version', canary);
  succeeds('rollout', 'balance', canary, '--business', 'biz_tokoku');
  const { page, close } = await signedInLanding(browser, 'owner@tokoku.test');
  await page.goto('/home');
  expect(await balanceManifest(page)).toBe(`${origin}/${canary}/mf-manifest.json`);

  // Toko Ku Baru is not in the canary's cohort: the page it loads next carries the deployment's version.
  await switchBusiness(page, 'Toko Ku', 'Toko Ku Baru');
  await page.reload();
  await expect(accountOf(page, 'Toko Ku Baru')).toBeVisible();
  expect(await balanceManifest(page)).toBe(`${origin}/mf-manifest.json`);
  expect((await (await page.request.get('/remotes.json')).json()).remotes.find((remote: { name: string }) => remote.name === 'balance').manifest).toBe(`${origin}/mf-manifest.json`);

  await switchBusiness(page, 'Toko Ku Baru', 'Toko Ku');
  await page.reload();
  await expect(accountOf(page, 'Toko Ku')).toBeVisible();
  expect(await balanceManifest(page)).toBe(`${origin}/${canary}/mf-manifest.json`);
  await close();
  expect(succeeds('rollback', 'balance')).toContain('balance');
});
