import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { recordRequests } from './support';

const shellDist = path.resolve(__dirname, '../../host-shell/dist');

test('remotes.json is served from the shell origin with Cache-Control: no-cache', async ({ request }) => {
  const response = await request.get('/remotes.json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const registry = (await response.json()) as { remotes: Array<{ name: string; mount: string }> };
  expect(registry.remotes.map((remote) => `${remote.name}:${remote.mount}`)).toEqual([
    'home:react',
    'activation:parcel',
    'cards:react',
    'settings:react',
    'notifications:react',
  ]);
});

test('a remote URL changed in remotes.json is used after a reload, with no rebuild', async ({ page }) => {
  await page.goto('/credit_cards/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Card payments' })).toBeVisible();

  // The server answers the registry from memory (a new one takes a restart with new REMOTE_*
  // variables, platform-tools/test/serve.test.mjs); here the browser gets a changed one.
  const served = (await (await page.request.get('/remotes.json')).json()) as { remotes: Array<{ name: string; manifest: string }> };
  const cards = served.remotes.find((remote) => remote.name === 'cards');
  if (!cards) throw new Error('no cards entry');
  cards.manifest = 'http://127.0.0.1:4803/mf-manifest.json';
  await page.route('/remotes.json', (route) => route.fulfill({ json: served, headers: { 'Cache-Control': 'no-cache' } }));

  const requests = recordRequests(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Card payments' })).toBeVisible();
  expect(requests.some((request) => request.url() === 'http://127.0.0.1:4803/mf-manifest.json')).toBe(true);
});

test('the shell build contains no remote URL', () => {
  const scripts = readdirSync(shellDist).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(readFileSync(path.join(shellDist, script), 'utf8')).not.toMatch(/localhost:48\d\d|127\.0\.0\.1|mf-manifest\.json/);
  }
});
