import { mkdirSync, rmSync } from 'node:fs';
import catalogue from 'platform-tools/catalogue';
import { FIXTURE_ORIGIN, INCOMPATIBLE_ORIGIN, RELEASE_FILES_DIR } from './playwright.config';

// Playwright waits for the shell's /api/health (shell + gateway); this waits for every remote and
// fixture remote as well, so no test starts before the whole stack answers.

/** Every remote of the catalogue on its `pnpm start` port, then the fixture remotes the web server serves. */
export const MANIFEST_URLS = [...catalogue.remotes.map((remote) => `http://localhost:${remote.port}`), FIXTURE_ORIGIN, INCOMPATIBLE_ORIGIN].map(
  (origin) => `${origin}/mf-manifest.json`,
);

async function waitFor(url: string, deadline: number): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export default async function globalSetup(): Promise<void> {
  // No version released by an earlier run: each run releases its own (tests/releases.spec.ts).
  rmSync(RELEASE_FILES_DIR, { recursive: true, force: true });
  mkdirSync(RELEASE_FILES_DIR, { recursive: true });
  const deadline = Date.now() + 60_000;
  await Promise.all(MANIFEST_URLS.map((url) => waitFor(url, deadline)));
}
