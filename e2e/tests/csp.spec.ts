import { CARDS_ALIAS_ORIGIN, FIXTURE_ORIGIN, INCOMPATIBLE_ORIGIN } from '../playwright.config';
import { shellUrl, squadOrigin } from './worker-stack';
import { describeViolation, expect, test } from './fixtures';
import { REMOTE_ORIGINS } from './support';

// The shell's Content Security Policy (docs/decisions/0018-serving-and-security-headers.md) in the
// browser: the dashboard runs under it without a single violation (every spec checks that through
// the shared fixture), and what it refuses is reported.

test("the shell's page allows scripts from itself and the registry's remotes only", async ({ request }) => {
  const response = await request.get('/home');
  const policy = response.headers()['content-security-policy'];
  const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src '));
  const allowed = scriptSrc?.split(' ').slice(1).sort();
  expect(allowed).toEqual(
    // The registry's remotes, and the origins the e2e stack allow-lists for development overrides.
    ["'self'", ...Object.values(REMOTE_ORIGINS), FIXTURE_ORIGIN, INCOMPATIBLE_ORIGIN, squadOrigin(), CARDS_ALIAS_ORIGIN].sort(),
  );
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
});

test("a remote's stylesheet applies under the policy: the notification bell's CSS comes in its script as an adopted sheet, no <style>", async ({ page, policyViolations }) => {
  // notification-bell.css makes the bell a 2.5rem circle (decision 0084: a constructable stylesheet).
  const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications' });
  await expect(bell).toHaveCSS('border-radius', '50%');
  await expect(bell).toHaveCSS('width', '40px');
  expect(await page.locator('style').count()).toBe(0);
  expect(await page.locator(`link[rel="stylesheet"][href^="${REMOTE_ORIGINS.notifications}/"]`).count()).toBe(0);
  const adopted = await page.evaluate(() => document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n'));
  expect(adopted).toContain('border-radius: 50%');
  expect(policyViolations).toEqual([]);
});

test('an injected script, inline or from another origin, is refused and reported with its directive and URL', async ({
  page,
  policyViolations,
}) => {
  await page.evaluate(() => {
    const inline = document.createElement('script');
    inline.textContent = 'window.injected = true';
    document.body.append(inline);
    const foreign = document.createElement('script');
    foreign.src = 'https://attacker.example/steal.js';
    document.body.append(foreign);
  });
  await expect.poll(() => policyViolations.length).toBe(2);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  const messages = policyViolations.splice(0).map(describeViolation);
  expect(messages).toEqual([
    `script-src-elem blocked inline on ${shellUrl()}/home`,
    `script-src-elem blocked https://attacker.example/steal.js on ${shellUrl()}/home`,
  ]);
});
