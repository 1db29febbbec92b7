import { expect, test } from './fixtures';
import { REMOTE_ORIGINS, sidebar } from './support';
import { shellUrl } from './worker-stack';

// A business still being activated sees Activation and Get started in its menu.
test.use({ persona: 'new@warungbaru.test' });

/** A string only react-dom's client carries; counting the responses that contain it counts copies. */
const REACT_DOM_MARKER = '__reactContainer$';

test("react-dom's code is delivered exactly once in a session that visits every remote", async ({ page }) => {
  const scripts: Array<Promise<{ url: string; hasReactDom: boolean } | null>> = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && !response.url().endsWith('.js')) return;
    // A response of the login page's document, navigated away from, has no body left: not this session's.
    scripts.push(
      response.text().then(
        (body) => ({ url: response.url(), hasReactDom: body.includes(REACT_DOM_MARKER) }),
        () => null,
      ),
    );
  });
  // Signing in loaded some code already: count a cold session from here, without the HTTP cache.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  for (const [link, heading] of [
    ['Activation', 'Activation'],
    ['Card payments', 'Card payments'],
    ['Settings', 'Settings'],
    // The money pages' remote: this main-brand business on the old balance view has Cash.
    ['Cash', 'Cash'],
    // Invoices and payment links (issue 44): Warung Baru has the payment_links flag.
    ['Payment links', 'Payment links'],
    // Sending money (issue 45).
    ['Disbursements', 'Disbursements'],
  ]) {
    await sidebar(page).getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // The notification centre is reached from the header's bell (its dropdown's See all), not the sidebar.
  await page.getByRole('banner').getByRole('button', { name: 'Notifications' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'See all' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notification centre' })).toBeVisible();
  const loaded = (await Promise.all(scripts)).filter((script) => script !== null);
  const origins = new Set(loaded.map((script) => new URL(script.url).origin));
  expect([...origins].sort()).toEqual([shellUrl(), ...Object.values(REMOTE_ORIGINS)].sort());
  const withReactDom = loaded.filter((script) => script.hasReactDom).map((script) => script.url);
  expect(withReactDom).toHaveLength(1);
});
