import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_HEADLESS } from 'platform-tools/chromium';
import { everyShellOrigin, WORKERS } from './worker-ports';

// The e2e stack: the remotes of `pnpm start` without a build (pnpm test builds first) and the fixture
// remotes, shared by every worker; each worker starts its own shell and sandbox gateway with its own
// database (tests/worker-stack.ts, docs/decisions/0051-a-gateway-per-worker.md).
export const FIXTURE_ORIGIN = 'http://localhost:4806';
export const INCOMPATIBLE_ORIGIN = 'http://localhost:4807';
/** An alias origin of the cards remote, allow-listed for the override test. */
export const CARDS_ALIAS_ORIGIN = 'http://127.0.0.1:4803';
/**
 * The e2e gateway's access-token lifetime: short, so a long test outlives its token and meets a
 * refresh the way a merchant would (a test that needs one now ends it: expireAccessToken), and long
 * enough that a page rarely sees its token expire while a busy machine is still loading it.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 12;
/**
 * Where `pnpm release` publishes in the browser tests, and every remote's server serves released
 * versions from (emptied by global-setup.ts). Each worker's shell has its own release store and flags
 * (tests/worker-stack.ts), so a rollout in one worker is seen by no other.
 */
export const RELEASE_FILES_DIR = path.join(os.tmpdir(), 'mdp-e2e-release-files');

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // A spec's tests run in order in one worker (many build on the state the one before left);
  // the specs are shared out between the workers.
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    // baseURL is the worker's own shell (tests/fixtures.ts).
    // A trace is recorded when a failed test runs again (CI retries once; locally pass --trace on):
    // recording every test's snapshots cost a fifth of the suite's time.
    trace: 'on-first-retry',
    launchOptions: CHROMIUM_HEADLESS,
  },
  webServer: {
    command: [
      'node ../platform-tools/bin/start.mjs --no-build --remotes-only',
      '--extra "broken=node platform-tools/bin/serve.mjs --name broken --dir e2e/fixtures/broken-remote/dist --port 4806"',
      '--extra "incompatible=node platform-tools/bin/serve.mjs --name incompatible --dir e2e/fixtures/incompatible-remote/dist --port 4807"',
    ].join(' '),
    // The first remote; global-setup.ts waits for the others.
    url: 'http://localhost:4801/mf-manifest.json',
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      // The remotes' servers let every worker's shell fetch their code.
      SHELL_ORIGINS: everyShellOrigin().join(','),
      RELEASE_FILES_DIR,
    },
  },
});
