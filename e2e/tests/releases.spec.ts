import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ROOT, releaseCommand, signedInLanding, succeeds, version, withdrawReleaseFlags } from './release-support';
import { REMOTE_ORIGINS } from './support';
import { HEALTH_GATE_MIN_LOADS, workerStack } from './worker-stack';

// Issue 39: a squad releases its remote alone (docs/decisions/0058-releases-and-cohorts.md). The
// commands run as a squad runs them, against this worker's own release store and flags; the cards
// remote's current build is published under versions of this run, and the page shows which one it
// got by the manifest it loads (and, to staff, in the platform tools panel).

const CARDS = REMOTE_ORIGINS.cards;

test.use({ persona: '' });
test.describe.configure({ mode: 'serial' });

// The worker's shell serves the specs that run after this one (release-support.ts says why).
test.afterAll(withdrawReleaseFlags);



/** Signs `email` in, in a new browser context, on the cards payments page; records the cards entries it loads. */
async function openCards(browser: Browser, email: string): Promise<{ page: Page; manifests: string[]; close: () => Promise<void> }> {
  const { page, close } = await signedInLanding(browser, email);
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(CARDS) && request.url().endsWith('/remoteEntry.js')) manifests.push(request.url());
  });
  await showCards(page, manifests);
  return { page, manifests, close };
}


/** A page load of the cards payments page: the version the session's cohort gets now. */
async function showCards(page: Page, manifests: string[]): Promise<string> {
  manifests.length = 0;
  await page.goto('/credit_cards/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Card payments' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  expect(manifests.length).toBeGreaterThan(0);
  return manifests.at(-1) as string;
}

// A version's entry, which its page load asks for (the page carries the manifest, decision 0084).
const servedAt = (v?: string) => (v ? `${CARDS}/${v}/remoteEntry.js` : `${CARDS}/remoteEntry.js`);

test('release, a staff canary beside merchants on the stable version, promotion and rollback, with no restart of the shell', async ({ browser }) => {
  test.slow();
  const stable = version(9);
  const canary = version(10);
  const shellPid = workerStack().shellPid;
  // The remote is built already (pnpm test builds first): one line, the release's.
  expect(succeeds('release', 'cards', '--version', stable)).toBe(`released cards ${stable} (${JSON.parse(readFileSync(path.join(ROOT, 'mfe-cards/dist/integrity.json'), 'utf8')).integrity.slice(0, 19)}…): nobody gets it until pnpm rollout`);
  succeeds('release', 'cards', '--version', canary);
  succeeds('rollout', 'cards', stable, '--percent', '100');

  const staff = await openCards(browser, 'staff@internal.test');
  const owner = await openCards(browser, 'owner@tokoku.test');
  expect(await showCards(staff.page, staff.manifests)).toBe(servedAt(stable));
  expect(await showCards(owner.page, owner.manifests)).toBe(servedAt(stable));

  expect(succeeds('rollout', 'cards', canary, '--staff')).toBe(`cards ${canary} now serves its cohort; the others keep ${stable}`);
  expect(await showCards(staff.page, staff.manifests)).toBe(servedAt(canary));
  expect(await showCards(owner.page, owner.manifests)).toBe(servedAt(stable));
  // Staff see in the platform tools panel which version their session got.
  await staff.page.getByRole('banner').getByRole('button', { name: 'Platform tools' }).click();
  const tools = staff.page.getByRole('dialog', { name: 'Platform tools' });
  const cardsTools = tools.getByRole('region', { name: /^cards/ });
  await expect(cardsTools.getByRole('heading', { level: 3 })).toContainText(canary);
  await expect(cardsTools).toContainText('Canary: this session’s release cohort gets this version before everyone else');
  await staff.page.keyboard.press('Escape');
  // A staff member pins the tab to another released version: an override from the remote's own origin.
  staff.manifests.length = 0;
  await staff.page.goto(`/credit_cards/payments?remote:cards=${encodeURIComponent(`${CARDS}/${stable}/mf-manifest.json`)}`);
  await expect(staff.page.getByRole('heading', { level: 1, name: 'Card payments' })).toBeVisible();
  expect(staff.manifests.at(-1)).toBe(servedAt(stable));
  await staff.page.goto('/credit_cards/payments?remote:cards=');
  await expect(staff.page.getByRole('heading', { level: 1, name: 'Card payments' })).toBeVisible();
  // A merchant given a pin link is refused it and keeps the cohort's version: only staff pin a tab.
  owner.manifests.length = 0;
  await owner.page.goto(`/credit_cards/payments?remote:cards=${encodeURIComponent(`${CARDS}/${canary}/mf-manifest.json`)}`);
  await expect(owner.page.getByRole('status').filter({ hasText: 'Override refused for cards: only internal staff may pin a tab to a released version' })).toBeVisible();
  await expect(owner.page.getByRole('heading', { level: 1, name: 'Card payments' })).toBeVisible();
  expect(owner.manifests.at(-1)).toBe(servedAt(stable));
  await expect(owner.page.getByRole('banner').getByRole('button', { name: 'Platform tools' })).toHaveCount(0);

  // The canary's tab stays on it after a rollback until it reloads: its files are still served.
  succeeds('rollback', 'cards');
  await staff.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Chargebacks' }).click();
  await expect(staff.page.getByRole('heading', { level: 1, name: 'Chargebacks' })).toBeVisible();
  await expect(staff.page.getByRole('main').getByRole('alert')).toHaveCount(0);
  expect(await showCards(staff.page, staff.manifests)).toBe(servedAt(stable));

  succeeds('rollout', 'cards', canary, '--percent', '100');
  expect(await showCards(owner.page, owner.manifests)).toBe(servedAt(canary));
  expect(succeeds('rollback', 'cards')).toBe(`cards: every session gets ${stable} on its next page load`);
  expect(await showCards(owner.page, owner.manifests)).toBe(servedAt(stable));
  expect(await showCards(staff.page, staff.manifests)).toBe(servedAt(stable));

  // Nothing restarted: the same shell process served every step.
  expect(workerStack().shellPid).toBe(shellPid);
  expect(() => process.kill(shellPid, 0)).not.toThrow();

  const history = succeeds('releases', 'cards');
  expect(history).toContain(`cards: serving ${stable} to everyone`);
  expect(history).toMatch(new RegExp(`rollout +\\S+: ${canary.replace(/\./g, '\\.')} to staff`));
  await staff.close();
  await owner.close();
});

/** The cards manifest the page was served with (its inline registry), which the shell loads. */
async function inlineCardsManifest(page: Page): Promise<string | undefined> {
  const registry = JSON.parse((await page.locator('#mdp-registry').textContent()) ?? '{}') as { remotes?: Array<{ name: string; manifest: string }> };
  return registry.remotes?.find((remote) => remote.name === 'cards')?.manifest;
}

test('--percent 50: each business gets the version its hash says, on a reload and in a new browser', async ({ browser }) => {
  test.slow();
  const canary = version(11);
  succeeds('release', 'cards', '--version', canary);
  succeeds('rollout', 'cards', canary, '--percent', '50');
  const got = new Set<string | undefined>();
  for (const email of ['owner@tokoku.test', 'admin@manila.test', 'admin@kilat.test', 'admin@remit.test', 'new@warungbaru.test']) {
    const first = await signedInLanding(browser, email);
    // What the shell's server says this business's cohort gets (its /remotes.json, the same cookie).
    const registry = (await (await first.page.request.get('/remotes.json')).json()) as { remotes: Array<{ name: string; manifest: string }> };
    const expected = registry.remotes.find((remote) => remote.name === 'cards')?.manifest;
    expect([servedAt(canary).replace('remoteEntry.js', 'mf-manifest.json'), servedAt(version(9)).replace('remoteEntry.js', 'mf-manifest.json')]).toContain(expected);
    got.add(expected);
    await first.page.reload();
    expect(await inlineCardsManifest(first.page)).toBe(expected);
    await first.close();
    const again = await signedInLanding(browser, email);
    await again.page.reload();
    expect(await inlineCardsManifest(again.page)).toBe(expected);
    await again.close();
  }
  // flagd's hash of the flag key and these seeded business ids puts Toko Ku on the canary and the
  // other four on the stable version: the split is the flag's, not the test's.
  expect(got).toEqual(new Set([servedAt(canary).replace('remoteEntry.js', 'mf-manifest.json'), servedAt(version(9)).replace('remoteEntry.js', 'mf-manifest.json')]));
  succeeds('rollback', 'cards');
});

test('bad input changes nothing, and a corrupt flag file leaves the dashboard serving its last good flags', async ({ browser }) => {
  const before = succeeds('releases');
  for (const [args, message] of [
    [['release', 'wallet'], /^✖ unknown remote wallet/],
    [['release', 'cards', '--version', version(13), '--from', path.join(ROOT, 'e2e/fixtures/broken-remote/dist')], /^✖ .+broken-remote\/dist is a build of mfe_home, not of cards \(mfe_cards\): nothing published$/],
    [['rollout', 'cards', '7.7.7', '--percent', '10'], /^✖ cards 7\.7\.7 is not released/],
    [['rollout', 'cards', version(11), '--percent', '150'], /^✖ --percent must be a whole number from 0 to 100, not 150$/],
    [['rollout', 'cards', version(11), '--business', 'biz tokoku'], /^✖ biz tokoku is not a business id/],
    [['rollback', 'nowhere'], /^✖ unknown remote nowhere/],
    [['releases', 'nowhere'], /^✖ unknown remote nowhere/],
  ] as const) {
    const { ok, out } = releaseCommand(...args);
    expect(ok).toBe(false);
    expect(out).toMatch(message);
    expect(out.split('\n')).toHaveLength(1);
  }
  expect(succeeds('releases')).toBe(before);

  succeeds('rollout', 'cards', version(11), '--staff');
  const staff = await openCards(browser, 'staff@internal.test');
  expect(await showCards(staff.page, staff.manifests)).toBe(servedAt(version(11)));
  writeFileSync(path.join(workerStack().releasesDir, 'flags.json'), '{"flags": {"remote.cards.ver');
  expect(await showCards(staff.page, staff.manifests)).toBe(servedAt(version(11)));
  // Staff read what is wrong in the platform tools panel (the details are in the server's log).
  const releases = await releasesInTools(staff.page);
  await expect(releases.getByRole('alert')).toHaveText(
    'The release flag file is not usable. Every session gets the last good flags until it is fixed; the shell server’s log says what is wrong.',
  );
  await staff.close();
  succeeds('rollback', 'cards');
  // A rollback writes the flag file whole again: the next page load follows it.
  const after = await openCards(browser, 'staff@internal.test');
  expect(await showCards(after.page, after.manifests)).toBe(servedAt(version(9)));
  await expect((await releasesInTools(after.page)).getByText('The release flag file is read as it is', { exact: false })).toBeVisible();
  await after.close();
});

test('the health gate rolls back a canary whose page throws, after a few page views, and the history says why', async ({ browser }) => {
  test.slow();
  const canary = version(12);
  // A build of cards whose pages throw while rendering (e2e/fixtures/failing-canary), released as a
  // squad releases CI's artifact.
  succeeds('release', 'cards', '--version', canary, '--from', path.join(ROOT, 'e2e/fixtures/failing-canary/dist'));
  succeeds('rollout', 'cards', canary, '--staff');
  const staff = await signedInLanding(browser, 'staff@internal.test');
  const reports: string[] = [];
  staff.page.on('console', (message) => {
    if (message.type() === 'error') reports.push(message.text());
  });
  const rolledBack = () => releaseCommand('releases', 'cards').out.includes(`auto-rollback`);
  let failedViews = 0;
  for (let view = 0; view < HEALTH_GATE_MIN_LOADS * 4 && !rolledBack(); view += 1) {
    await staff.page.goto('/credit_cards/payments');
    const failed = staff.page.getByRole('main').getByRole('alert').filter({ hasText: 'Cards could not be loaded.' });
    const working = staff.page.getByRole('main').getByRole('heading', { level: 1, name: 'Card payments' });
    await expect(failed.or(working)).toBeVisible({ timeout: 20_000 });
    // The gate rolled the canary back between the check above and this page load, which got the
    // stable version (the poll below proves the rollback).
    if (await working.isVisible()) break;
    failedViews += 1;
    // The page's telemetry leaves now, as when the tab is left.
    await staff.page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
  }
  // The canary was served and failed in its page: its module loaded, its page threw while rendering.
  expect(failedViews).toBeGreaterThan(0);
  expect(reports.some((text) => text.includes('[error report] cards render'))).toBe(true);
  await expect.poll(rolledBack, { message: 'the health gate rolls the canary back', timeout: 15_000 }).toBe(true);
  const history = succeeds('releases', 'cards');
  expect(history).toMatch(new RegExp(`auto-rollback +health gate: ${canary.replace(/\./g, '\\.')}: \\d+(\\.\\d)? % errors per page view against 0 % on the stable version, over \\d+ page views`));
  expect(history).toContain(`cards: serving ${version(9)} to everyone`);
  // The next page load is on the stable version, and works.
  const manifests: string[] = [];
  staff.page.on('request', (request) => {
    if (request.url().endsWith('/remoteEntry.js') && request.url().startsWith(CARDS)) manifests.push(request.url());
  });
  expect(await showCards(staff.page, manifests)).toBe(servedAt(version(9)));
  // The platform tools panel lists the gate's rollback with its reason.
  const rollbacks = (await releasesInTools(staff.page)).getByRole('listitem');
  await expect(rollbacks.filter({ hasText: `cards ${canary}: ` })).toContainText(/\d+(\.\d)? % errors per page view against 0 % on the stable version/);
  await staff.close();
});

// Issues 40, 44 and 45: the remotes made with `pnpm new-remote` ship as every squad's does. Each is
// published under a version of this run, rolled out to one business, served from its versioned path
// to that business's team and to no other, then withdrawn.
for (const [remote, pagePath, heading] of [
  ['balance', '/balance', 'Balance'],
  ['getting-paid', '/payment-links', 'Payment links'],
  ['sending-money', '/disbursements', 'Disbursements'],
] as const) {
  test(`${remote}, made with pnpm new-remote, is released, rolled out to one business and rolled back`, async ({ browser }) => {
    const origin = REMOTE_ORIGINS[remote];
    const canary = version(20);
    expect(succeeds('release', remote, '--version', canary)).toMatch(new RegExp(`^released ${remote} ${canary.replace(/\./g, '\\.')} \\(sha384-`));
    succeeds('rollout', remote, canary, '--business', 'biz_tokoku');
    /** The entries of this remote (the versions' files) a page load of its page asks for, as `email`'s business. */
    const manifestsOf = async (email: string) => {
      const landing = await signedInLanding(browser, email);
      // A page of its own: the sign-in's document keeps the registry served before the session (the
      // cohort applies from the next page load, decision 0058) and may prefetch late (decision 0076).
      const [page, { close }] = [await landing.page.context().newPage(), landing];
      await landing.page.close();
      const manifests: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(origin) && request.url().endsWith('/remoteEntry.js')) manifests.push(request.url());
      });
      await page.goto(pagePath);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await close();
      return [...new Set(manifests)];
    };
    /** What the shell's server serves `email`'s business for this remote (its /remotes.json). */
    const registered = async (email: string) => {
      const { page, close } = await signedInLanding(browser, email);
      const registry = (await (await page.request.get('/remotes.json')).json()) as { remotes: Array<{ name: string; manifest: string }> };
      await close();
      return registry.remotes.find((entry) => entry.name === remote)?.manifest;
    };
    expect(await manifestsOf('owner@tokoku.test')).toEqual([`${origin}/${canary}/remoteEntry.js`]);
    // Another business keeps the deployment's own version.
    expect(await registered('admin@kilat.test')).toBe(`${origin}/mf-manifest.json`);
    expect(succeeds('rollback', remote)).toContain(remote);
    expect(await manifestsOf('owner@tokoku.test')).toEqual([`${origin}/remoteEntry.js`]);
  });
}

/** Opens the platform tools panel (staff) and answers its Releases section. */
async function releasesInTools(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Platform tools' }).click();
  const releases = page.getByRole('dialog', { name: 'Platform tools' }).getByRole('region', { name: 'Releases' });
  await expect(releases.getByRole('heading', { level: 3, name: 'Releases' })).toBeVisible();
  return releases;
}
