import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import catalogue from 'platform-tools/catalogue';
import { shellOrigins } from '../worker-ports';
import { squadOrigin, workerStack } from './worker-stack';

/** Each catalogued remote's origin in the browser tests (its `pnpm start` port, platform-tools/catalogue.json). */
export const REMOTE_ORIGINS: Readonly<Record<string, string>> = Object.fromEntries(
  catalogue.remotes.map((remote) => [remote.name, `http://localhost:${remote.port}`]),
);

/**
 * Changes a document the shell's server inlines in the page (platform-tools/shell-page.mjs:
 * `mdp-registry`, `mdp-deployment`) as the browser parses it, before the shell reads it: its
 * top-level fields patched, or the block removed (the shell then fetches /remotes.json or
 * /deployment.json, as from a server that inlines nothing).
 */
export async function rewriteInlineConfig(page: Page, id: 'mdp-registry' | 'mdp-deployment' | 'mdp-manifests', patch: Record<string, unknown> | 'remove'): Promise<void> {
  await page.addInitScript(
    ({ id: blockId, patch: change }) => {
      new MutationObserver((_records, observer) => {
        const block = document.getElementById(blockId);
        if (!block) return;
        observer.disconnect();
        if (change === 'remove') block.remove();
        else block.textContent = JSON.stringify({ ...(JSON.parse(block.textContent ?? '{}') as object), ...change });
      }).observe(document, { childList: true, subtree: true });
    },
    { id, patch },
  );
}

/** The page's inlined registry removed: the shell fetches /remotes.json (tests of a registry that cannot be read). */
export function withoutInlineRegistry(page: Page): Promise<void> {
  return rewriteInlineConfig(page, 'mdp-registry', 'remove');
}

/**
 * The page as a shell server sends it when it could not get the remotes' manifests (decision 0084):
 * without the `mdp-manifests` block, so the browser asks each remote for its manifest and a test
 * can answer for one (a failing or skewed remote).
 */
export function withoutCarriedManifests(page: Page): Promise<void> {
  return rewriteInlineConfig(page, 'mdp-manifests', 'remove');
}

/** Every request the page makes from now on. */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** Marks the window, so a test can tell that no full page reload happened. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { e2eMarker: string }).e2eMarker = 'still the same page';
  });
}

export async function windowIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker === 'still the same page');
}

/** The sidebar, found the way a screen reader user finds it. */
/** The content area, where a remote's page renders. */
export const main = (page: Page) => page.getByRole('main');

/** Rupiah as shown ("Rp 12.500.000", "-Rp 5.000") → a number. */
export const rupiah = (text: string): number => Number(text.replace(/[^\d-]/g, ''));

/** The amounts of the balance page's figure named `name` (Available, On hold, Tersedia…), one per currency. */
export const balanceFigure = (page: Page, name: string) =>
  main(page).locator('.mdp-balance-figure').filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) }).locator('.mdp-balance-amount');

/**
 * Gives the callback named `name` a URL on the developers page, as a merchant does (the sandbox's
 * own receiver takes `https://shop.example/…`), so its events are listed in the callback history.
 */
export async function setCallbackUrl(page: Page, name: string, url: string): Promise<void> {
  await page.goto('/settings/developers#callbacks');
  const callback = main(page).getByRole('article', { name, exact: true });
  await callback.getByRole('button', { name: `Set URL for ${name}` }).click();
  await callback.getByRole('textbox', { name: /^Callback URL/ }).fill(url);
  await callback.getByRole('button', { name: 'Save URL' }).click();
  await callback.getByRole('button', { name: 'I have stored it' }).click();
  await expect(callback).toContainText(url);
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

/**
 * Switches the dashboard to Bahasa Indonesia through the header's language menu (desktop header only),
 * and waits until the page says so. One place for it, so a change to the menu is fixed once.
 */
export async function chooseIndonesian(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Language: EN' }).click();
  await page.getByRole('menuitemradio', { name: 'Bahasa Indonesia' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
}

/**
 * Serves a built remote's folder on the worker's squad fixture origin (allowed by its shell's CSP and
 * override list) the way `pnpm start` serves a remote, to the worker's shell, until `stop`.
 */
export async function serveOnSquadOrigin(name: string, dir: string): Promise<{ stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['platform-tools/bin/serve.mjs', '--name', name, '--dir', dir, '--port', new URL(squadOrigin()).port], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, SHELL_ORIGINS: shellOrigins(workerStack().index).join(',') },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await expect.poll(() => fetch(`${squadOrigin()}/mf-manifest.json`).then((r) => r.status, () => 0), { timeout: 20_000 }).toBe(200);
  return {
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Nothing is wider than the screen: the page scrolls only vertically. Polled, because a resize is
 * followed by the app's own re-render (the sidebar and header follow media queries through React
 * state), which a busy machine finishes a little later.
 */
export async function expectFitsTheScreen(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: 'nothing overflows the screen horizontally',
    })
    .toBeLessThanOrEqual(0);
}

/** Sends a card refund's form and confirms its last step (issue 42): the amount, and that it cannot be undone. */
export async function sendRefund(page: Page, form: Locator): Promise<void> {
  await form.getByRole('button', { name: 'Refund', exact: true }).click();
  const confirmation = page.getByRole('dialog', { name: /^Refund Rp\s?[\d.]+\?$/ });
  await expect(confirmation).toContainText('A refund cannot be undone.');
  await confirmation.getByRole('button', { name: /^Refund Rp/ }).click();
}

/**
 * Types a calendar day into a shared-ui date range's segments, in Indonesia's order (day, month,
 * year, spec 02 §9), which its merchants' inputs follow in English too (issue 42).
 */
export async function typeDay(page: Page, which: 'Start' | 'End', date: Date): Promise<void> {
  await page.getByRole('dialog').getByRole('spinbutton', { name: new RegExp(`^day, ${which} Date`) }).click();
  const pad = (n: number) => String(n).padStart(2, '0');
  await page.keyboard.type(`${pad(date.getUTCDate())}${pad(date.getUTCMonth() + 1)}${date.getUTCFullYear()}`);
}
