import type { Page } from '@playwright/test';
import { expect, signIn, signInQuickly, test } from './fixtures';
import { REMOTE_ORIGINS, recordRequests, sidebar, withoutCarriedManifests } from './support';

/** What the shell's idle-time prefetch did, once it has finished (its performance mark). */
async function idlePrefetchResult(page: Page): Promise<{ fetched: string[]; stopped?: string }> {
  const mark = await page.waitForFunction(() => performance.getEntriesByName('mdp:idle-prefetch')[0]);
  return mark.evaluate((entry) => (entry as PerformanceMark).detail as { fetched: string[]; stopped?: string });
}

// Issue 22: once the first route is interactive, on a fast connection, the shell fetches the remotes
// the user's menu reaches in idle time, without a progress bar, so a first switch into one is warm.
// On any connection it fetches their manifests, so a first switch into one starts with its entry.
test.use({ persona: '', idlePrefetch: 'on' });

const entryOf = (remote: keyof typeof REMOTE_ORIGINS) => `${REMOTE_ORIGINS[remote]}/remoteEntry.js`;
const manifestOf = (remote: keyof typeof REMOTE_ORIGINS) => `${REMOTE_ORIGINS[remote]}/mf-manifest.json`;

/** The remotes whose manifests the shell fetched ahead, once it has (its performance mark). */
async function manifestsFetchedAhead(page: Page): Promise<string[]> {
  const mark = await page.waitForFunction(() => performance.getEntriesByName('mdp:manifests')[0]);
  return mark.evaluate((entry) => (entry as PerformanceMark).detail as string[]);
}

// Decision 0096: a business switch changes the menu without a new page; the areas the new menu
// reaches are warmed up too, so the first press into one asks for no manifest. Signed in through the
// login page: that document carries no manifests (decision 0084), so every one is a request.
test('after a business switch, the manifests of the areas the new menu reaches are fetched ahead, and the first press into one asks for none', async ({ page }) => {
  await signIn(page, 'owner@tokoku.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(await manifestsFetchedAhead(page)).not.toContain('activation'); // Toko Ku is live: no Activation in its menu
  const requests = recordRequests(page);
  await page.getByRole('button', { name: /Toko Ku, \+2 businesses/ }).click();
  await page.getByRole('button', { name: 'Toko Ku Baru' }).click();
  await expect(page.getByRole('button', { name: /Toko Ku Baru/ })).toBeVisible();
  const secondWarmUp = await page.waitForFunction(() => performance.getEntriesByName('mdp:manifests')[1]);
  expect(await secondWarmUp.evaluate((entry) => (entry as PerformanceMark).detail)).toContain('activation');
  expect(requests.map((request) => request.url())).toContain(manifestOf('activation'));
  const atPress = recordRequests(page);
  await sidebar(page).getByRole('link', { name: 'Activation', exact: true }).click();
  await expect(page.locator('form.activation-form .mdp-field').first()).toBeVisible();
  expect(atPress.map((request) => request.url()).filter((url) => url.endsWith('/mf-manifest.json'))).toEqual([]);
});

/** Records whether the shell's progress bar ever showed, from now on. */
async function watchProgressBar(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const seen = { bar: false };
    (window as unknown as { e2eProgress: typeof seen }).e2eProgress = seen;
    new MutationObserver(() => {
      if (document.querySelector('main [role="progressbar"]')) seen.bar = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { e2eProgress: { bar: boolean } }).e2eProgress.bar);
}

test('after the first page is interactive, the menu’s remotes load in the background and the first switch into one fetches nothing more', async ({ page }) => {
  const requests = recordRequests(page);
  await signIn(page, 'owner@tokoku.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const progressBarShowed = await watchProgressBar(page);
  // Toko Ku's owner reaches the money pages, card payments, payment links and settings from the menu: all are fetched ahead.
  expect(await idlePrefetchResult(page)).toEqual({ fetched: ['balance', 'cards', 'getting-paid', 'sending-money', 'settings'] });
  expect(requests.map((request) => request.url()).filter((url) => url === entryOf('cards') || url === entryOf('settings')).sort()).toEqual([
    entryOf('cards'),
    entryOf('settings'),
  ]);
  // Activation is not in a LIVE business's menu: not fetched.
  expect(requests.some((request) => request.url().startsWith(REMOTE_ORIGINS.activation))).toBe(false);
  expect(await progressBarShowed()).toBe(false);

  const before = requests.length;
  await sidebar(page).getByRole('link', { name: 'Card payments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Card payments' })).toBeVisible();
  expect(requests.slice(before).map((request) => request.url()).filter((url) => url.startsWith(REMOTE_ORIGINS.cards))).toEqual([]);
});

// After a business switch on a fast connection, the remotes the new menu reaches and none has loaded
// are fetched ahead too (decision 0096 did it for their manifests; the code followed).
test('after a business switch, the code of the areas the new menu reaches is fetched ahead, and the first switch into one fetches nothing more', async ({ page }) => {
  await signIn(page, 'owner@tokoku.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect((await idlePrefetchResult(page)).fetched).not.toContain('activation');
  await page.getByRole('button', { name: /Toko Ku, \+2 businesses/ }).click();
  await page.getByRole('button', { name: 'Toko Ku Baru' }).click();
  await expect(page.getByRole('button', { name: /Toko Ku Baru/ })).toBeVisible();
  const second = await page.waitForFunction(() => performance.getEntriesByName('mdp:idle-prefetch')[1]);
  expect(await second.evaluate((entry) => ((entry as PerformanceMark).detail as { fetched: string[] }).fetched)).toContain('activation');
  const atPress = recordRequests(page);
  await sidebar(page).getByRole('link', { name: 'Activation', exact: true }).click();
  await expect(page.locator('form.activation-form .mdp-field').first()).toBeVisible();
  expect(atPress.map((request) => request.url()).filter((url) => url.startsWith(REMOTE_ORIGINS.activation))).toEqual([]);
});

test('on a slow connection nothing is fetched ahead', async ({ page }) => {
  const session = await page.context().newCDPSession(page);
  // About a 3G connection: Chromium's Network Information API then reports less than 4g.
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', { offline: false, latency: 300, downloadThroughput: 200_000, uploadThroughput: 100_000 });
  const requests = recordRequests(page);
  await signIn(page, 'owner@tokoku.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(await page.evaluate(() => (navigator as Navigator & { connection?: { effectiveType: string } }).connection?.effectiveType)).not.toBe('4g');
  expect(await idlePrefetchResult(page)).toEqual({ fetched: [], stopped: 'slow-connection' });
  // Only their manifests, a few kilobytes of JSON (the next test); no code.
  await manifestsFetchedAhead(page);
  const fromRemotes = requests.map((request) => request.url()).filter((url) => url.startsWith(REMOTE_ORIGINS.cards) || url.startsWith(REMOTE_ORIGINS.settings));
  expect(fromRemotes.sort()).toEqual([manifestOf('cards'), manifestOf('settings')]);
});

test.describe('with idle-time prefetch off', () => {
  test.use({ idlePrefetch: 'off' });

  test('the menu’s remotes’ manifests are fetched in idle time, and a first switch into one starts with its entry', async ({ page }) => {
    const requests = recordRequests(page);
    await signIn(page, 'owner@tokoku.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    expect(await manifestsFetchedAhead(page)).toEqual(['balance', 'cards', 'getting-paid', 'sending-money', 'settings']);
    expect(requests.map((request) => request.url()).filter((url) => url.startsWith(REMOTE_ORIGINS.cards))).toEqual([manifestOf('cards')]);

    const before = requests.length;
    await sidebar(page).getByRole('link', { name: 'Card payments' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Card payments' })).toBeVisible();
    const switchRequests = requests.slice(before).map((request) => request.url());
    expect(switchRequests).toContain(entryOf('cards'));
    expect(switchRequests).not.toContain(manifestOf('cards'));
  });
});

/**
 * Gives the page's heading an `elementtiming` attribute as soon as it is inserted (before its first
 * paint), so that the Element Timing API says when it was painted, on the page's clock.
 */
async function timeHeadingPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      for (const h1 of document.querySelectorAll('main h1')) if (!h1.hasAttribute('elementtiming')) h1.setAttribute('elementtiming', 'page-heading');
    }).observe(document, { childList: true, subtree: true });
  });
}

/** When the page's heading was first painted (ms on the page's clock). */
function headingPaintedAt(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const entry = (list.getEntries() as Array<PerformanceEntry & { identifier: string; renderTime: number; loadTime: number }>).find(
            (candidate) => candidate.identifier === 'page-heading',
          );
          if (!entry) return;
          observer.disconnect();
          resolve(entry.renderTime || entry.loadTime);
        }).observe({ type: 'element', buffered: true });
      }),
  );
}

// Issue 46: on the benchmark's throttled mobile profile (150 ms round trips, 1.6 Mbit/s down), /home
// asked for card payments' manifest twice, before home's heading was painted. The page now carries
// the manifests (decision 0084); from a server that could not get them, the browser asks each once.
for (const carried of [true, false]) {
  test(`on a throttled mobile link, /home asks for ${carried ? 'no manifest (the page carries them)' : 'each manifest once'}, and for nothing of a remote it does not show before its heading is painted`, async ({ page }) => {
    await signInQuickly(page, 'owner@tokoku.test', { landing: false });
    if (!carried) await withoutCarriedManifests(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });
    await timeHeadingPaint(page);
    const requests = recordRequests(page);
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    expect(await manifestsFetchedAhead(page)).toEqual(['balance', 'cards', 'getting-paid', 'sending-money', 'settings']);
    const painted = await headingPaintedAt(page);

    const manifests = requests.map((request) => request.url()).filter((url) => url.endsWith('/mf-manifest.json'));
    if (carried) {
      expect(manifests).toEqual([]);
    } else {
      expect(manifests.filter((url, index) => manifests.indexOf(url) !== index)).toEqual([]);
      expect(manifests).toContain(manifestOf('cards'));
    }
    // The page shows home and the header's bell (notifications); the menu's other remotes wait for its heading.
    const others = Object.entries(REMOTE_ORIGINS)
      .filter(([name]) => name !== 'home' && name !== 'notifications')
      .map(([, origin]) => origin);
    const fetchedBeforePaint = await page.evaluate(
      ({ origins, paintedAt }) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => origins.some((origin) => entry.name.startsWith(origin)) && entry.startTime < paintedAt)
          .map((entry) => `${entry.name} at ${Math.round(entry.startTime)} ms`),
      { origins: others, paintedAt: painted },
    );
    expect(fetchedBeforePaint, `the heading was painted at ${Math.round(painted)} ms`).toEqual([]);
  });
}
