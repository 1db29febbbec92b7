import { expect, test } from '@playwright/test';
import { sidebar } from './support';

/** A string only react-dom's client carries; counting the responses that contain it counts copies. */
const REACT_DOM_MARKER = '__reactContainer$';

test("react-dom's code is delivered exactly once in a session that visits all five remotes", async ({ page }) => {
  const scripts: Array<Promise<{ url: string; hasReactDom: boolean }>> = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && !response.url().endsWith('.js')) return;
    scripts.push(response.text().then((body) => ({ url: response.url(), hasReactDom: body.includes(REACT_DOM_MARKER) })));
  });
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  for (const [link, heading] of [
    ['Activation', 'Activation'],
    ['Card payments', 'Card payments'],
    ['Settings', 'Settings'],
    ['Notification centre', 'Notification centre'],
  ]) {
    await sidebar(page).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  const loaded = await Promise.all(scripts);
  const origins = new Set(loaded.map((script) => new URL(script.url).port));
  expect([...origins].sort()).toEqual(['4800', '4801', '4802', '4803', '4804', '4805']);
  const withReactDom = loaded.filter((script) => script.hasReactDom).map((script) => script.url);
  expect(withReactDom).toHaveLength(1);
});
