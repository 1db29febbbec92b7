// Playwright waits for the shell's /api/health (shell + gateway); this waits for every remote and
// fixture remote as well, so no test starts before the whole stack answers.
const URLS = [4801, 4802, 4803, 4804, 4805, 4806, 4807].map((port) => `http://localhost:${port}/mf-manifest.json`);

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
  const deadline = Date.now() + 60_000;
  await Promise.all(URLS.map((url) => waitFor(url, deadline)));
}
