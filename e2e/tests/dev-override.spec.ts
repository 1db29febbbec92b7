import { expect, test } from './fixtures';
import { recordRequests } from './support';

// The e2e stack allow-lists http://127.0.0.1:4803 (another origin of the cards server) and the
// broken fixture's origin; this production build refuses every other override origin.
const ALIAS_MANIFEST = 'http://127.0.0.1:4803/mf-manifest.json';

test('an allow-listed override loads the remote from the other manifest, shows a badge, and clears', async ({ page }) => {
  // The sign-in's page fetches the menu's manifests once it is idle (decision 0037): not this page's
  // requests. Leaving it first ends whatever it still had in flight on a busy machine.
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
  const requests = recordRequests(page);
  await page.goto(`/credit_cards/payments?remote:cards=${ALIAS_MANIFEST}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Card payments' })).toBeVisible();
  const badge = page.getByRole('status').filter({ hasText: 'Override active' });
  await expect(badge).toContainText(`Override active: cards from ${ALIAS_MANIFEST}`);
  expect(requests.some((request) => request.url() === ALIAS_MANIFEST)).toBe(true);
  expect(requests.some((request) => request.url().startsWith('http://localhost:4803/'))).toBe(false);
  await expect(page).toHaveURL(/\/credit_cards\/payments$/); // the parameter is not left in the address bar

  // Remembered for the tab.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Override active' })).toBeVisible();

  await page.getByRole('button', { name: 'Clear overrides' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Card payments' })).toBeVisible();
  await expect(page.getByText('Override active')).toHaveCount(0);
});

test('a production build refuses an override from an origin that is not allow-listed', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/credit_cards/payments?remote:cards=http://localhost:4899/mf-manifest.json');
  await expect(page.getByRole('heading', { level: 1, name: 'Card payments' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Override refused' })).toContainText(
    'Override refused for cards: its origin is not on the allow list of this deployment',
  );
  expect(requests.some((request) => request.url().startsWith('http://localhost:4899'))).toBe(false);
  await page.reload();
  await expect(page.getByText('Override refused')).toHaveCount(0); // refused overrides are not remembered
});
