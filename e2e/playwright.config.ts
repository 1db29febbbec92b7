import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM } from 'platform-tools/chromium';

/** The e2e stack: `pnpm start` without a build (pnpm test builds first) plus the broken fixture remote. */
export const SHELL_URL = 'http://localhost:4800';
/** The sandbox gateway itself, for its test-mode control API (reset, faults). */
export const SANDBOX_URL = 'http://localhost:4810';
export const FIXTURE_ORIGIN = 'http://localhost:4806';
export const INCOMPATIBLE_ORIGIN = 'http://localhost:4807';
/** The squad fixture remote's origin: the squad-deploy test builds and serves it itself. */
export const SQUAD_ORIGIN = 'http://localhost:4808';
/** An alias origin of the cards remote, allow-listed for the override test. */
export const CARDS_ALIAS_ORIGIN = 'http://127.0.0.1:4803';
/** The e2e gateway's access-token lifetime: short, so a test can outlive a token. */
export const ACCESS_TOKEN_TTL_SECONDS = 4;

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: SHELL_URL,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM,
  },
  webServer: {
    command: [
      'node ../platform-tools/bin/start.mjs --no-build',
      '--extra "broken=node platform-tools/bin/serve.mjs --name broken --dir e2e/fixtures/broken-remote/dist --port 4806"',
      '--extra "incompatible=node platform-tools/bin/serve.mjs --name incompatible --dir e2e/fixtures/incompatible-remote/dist --port 4807"',
    ].join(' '),
    // The shell, its registry and the gateway behind its /api proxy are all up when this answers.
    url: `${SHELL_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      // The sandbox gateway in test mode (control API on) with a fresh database for this run.
      SANDBOX_TEST_MODE: '1',
      ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS),
      SANDBOX_DB_PATH: path.join(os.tmpdir(), `mdp-e2e-sandbox-${process.pid}.db`),
      REMOTE_OVERRIDE_ORIGINS: `${FIXTURE_ORIGIN},${INCOMPATIBLE_ORIGIN},${SQUAD_ORIGIN},${CARDS_ALIAS_ORIGIN}`,
    },
  },
});
