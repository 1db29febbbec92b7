import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { RELEASE_FILES_DIR } from '../playwright.config';
import { expect, signInQuickly } from './fixtures';
import { workerStack } from './worker-stack';

// What the release specs share (issue 39, docs/decisions/0058-releases-and-cohorts.md): the commands
// as a squad runs them against this worker's own release store and flags, versions of this run, and
// a signed-in browser context of the worker's shell.

export const ROOT = path.resolve(__dirname, '../..');

/** Versions of this worker and run: a run never meets another's files. */
const run = Date.now().toString(36);
export const version = (minor: number) => `0.${minor}.0-e2e.${run}.w${workerStack().index}`;

/** A release command as the README has it (`pnpm rollout …`): its one line out, or its one line of refusal. */
export function releaseCommand(...args: string[]): { ok: boolean; out: string } {
  try {
    const out = execFileSync(process.execPath, [path.join(ROOT, 'platform-tools/bin/release.mjs'), ...args], {
      cwd: ROOT,
      env: { ...process.env, RELEASES_DIR: workerStack().releasesDir, RELEASE_FILES_DIR },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { ok: true, out: out.trim() };
  } catch (error) {
    const failed = error as { stderr?: string };
    return { ok: false, out: String(failed.stderr ?? '').trim() };
  }
}

export function succeeds(...args: string[]): string {
  const { ok, out } = releaseCommand(...args);
  expect(ok, out).toBe(true);
  return out;
}

/** Signs `email` in, in a new browser context of this worker's shell, and waits for the landing page. */
export async function signedInLanding(browser: Browser, email: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: workerStack().shellUrl });
  const page = await context.newPage();
  await signInQuickly(page, email);
  return { page, close: () => context.close() };
}

/**
 * After a release spec: the worker's shell goes back to the deployment's registry, as a fresh worker
 * starts (a flag file without flags: no remote has a release rolled out). Left on a spec's stable
 * release, the cards remote came from a versioned path, and the specs that hold back or alter cards'
 * remoteEntry.js at its deployed path (remote-routes, remote-integrity) never saw their request: they
 * failed whenever a release spec had run before them in the same worker.
 */
export function withdrawReleaseFlags(): void {
  writeFileSync(path.join(workerStack().releasesDir, 'flags.json'), `${JSON.stringify({ flags: {} })}\n`);
}
