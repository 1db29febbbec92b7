// Checks every story of the built catalogue (ui-catalogue/dist) with axe in Debian's Chromium:
// WCAG 2.0/2.1/2.2 A and AA, no violation allowed. Serves the build itself on port 4870 (this
// package's own port), at 1280 px or the story's own width (`meta.width`). `--screenshots DIR` also
// saves each story at that width and at 390 px.
// Usage: node bin/axe-catalogue.mjs [--screenshots DIR] [--story ID-substring]
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { CHROMIUM_HEADLESS } from 'platform-tools/chromium';
import { chromium } from 'playwright-core';

const PORT = Number(process.env.CATALOGUE_PORT ?? 4870);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const DIST = path.join(import.meta.dirname, '..', 'dist');
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png' };

const option = (name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const screenshots = option('--screenshots');
const only = option('--story');

if (!existsSync(path.join(DIST, 'meta.json'))) {
  console.error('No built catalogue: run `pnpm --filter ui-catalogue build` first.');
  process.exit(2);
}
const meta = JSON.parse(readFileSync(path.join(DIST, 'meta.json'), 'utf8')).stories;
const stories = Object.keys(meta).filter((id) => !only || id.includes(only));
// A story with a width of its own (`Story.meta = { width: 390 }`, a phone's) is checked at that width.
const widthOf = (id) => (typeof meta[id]?.meta?.width === 'number' ? meta[id].meta.width : 1280);

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://localhost:${PORT}`);
  let file = path.join(DIST, path.normalize(decodeURIComponent(url.pathname)));
  if (!file.startsWith(DIST) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(DIST, 'index.html');
  response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve, reject) => {
  server.once('error', (error) => reject(error.code === 'EADDRINUSE' ? new Error(`Port ${PORT} is taken (CATALOGUE_PORT overrides it).`) : error));
  server.listen(PORT, 'localhost', resolve);
});

const browser = await chromium.launch(CHROMIUM_HEADLESS);
let failures = 0;
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (screenshots) mkdirSync(screenshots, { recursive: true });
  for (const id of stories) {
    await page.setViewportSize({ width: widthOf(id), height: 800 });
    await page.goto(`http://localhost:${PORT}/?story=${id}&mode=preview`);
    await page.waitForSelector('[data-storyloaded]');
    // Overlays open on first render; let their positioning settle before checking.
    await page.waitForTimeout(150);
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    if (violations.length > 0) {
      failures += 1;
      console.log(`✗ ${id}`);
      for (const violation of violations) {
        console.log(`    ${violation.id} (${violation.impact}): ${violation.help}`);
        for (const node of violation.nodes.slice(0, 3)) console.log(`      ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1, 2).join(' ')}`);
      }
    } else {
      console.log(`✓ ${id}`);
    }
    if (screenshots) {
      await page.screenshot({ path: path.join(screenshots, `${id}.${widthOf(id) === 1280 ? 'desktop' : 'own-width'}.png`), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.waitForTimeout(100);
      await page.screenshot({ path: path.join(screenshots, `${id}.mobile.png`), fullPage: true });
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`${stories.length - failures} passed, ${failures} failed`);
process.exit(failures > 0 ? 1 : 0);
