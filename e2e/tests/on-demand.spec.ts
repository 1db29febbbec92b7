import { expect, test } from './fixtures';
import { REMOTE_ORIGINS, recordRequests, sidebar } from './support';

// A remote's code, not its manifest: the shell fetches the manifests of the menu's remotes in idle
// time (issue 22; idle-prefetch.spec.ts), a few kilobytes of JSON.
const fromOrigin = (origin: string) => (url: string) => url.startsWith(origin) && !url.endsWith('/mf-manifest.json');

test('visiting /home fetches no code from the cards origin until the user shows intent', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const urls = () => requests.map((request) => request.url());
  expect(urls().filter(fromOrigin(REMOTE_ORIGINS.cards))).toEqual([]);
  expect(urls().filter(fromOrigin(REMOTE_ORIGINS.settings))).toEqual([]);
  expect(urls().filter(fromOrigin(REMOTE_ORIGINS.activation))).toEqual([]);
  expect(urls().some(fromOrigin(REMOTE_ORIGINS.home))).toBe(true);

  // Pointing at a link into the cards area prefetches it, once the pointer rests there (decision 0087).
  await sidebar(page).getByRole('link', { name: 'Card payments' }).hover();
  await expect.poll(() => urls().filter(fromOrigin(REMOTE_ORIGINS.cards)).length).toBeGreaterThan(0);
  expect(urls().filter(fromOrigin(REMOTE_ORIGINS.settings))).toEqual([]);

  // So does focusing a link with the keyboard, once the focus rests there.
  await sidebar(page).getByRole('link', { name: 'Settings' }).focus();
  await expect.poll(() => urls().filter(fromOrigin(REMOTE_ORIGINS.settings)).length).toBeGreaterThan(0);
});
