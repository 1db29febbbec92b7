import { expect, test } from './fixtures';
import { rewriteInlineConfig, sidebar } from './support';

// Issue 40 (spec 01 §5, decision 0050): a menu area no deployed remote serves is hidden, unless the
// deployment names the dashboard that still has it (DASHBOARD_OTHER_URL): then its entry is a plain
// link there, which the shell's router does not take. Without it, every entry stays in this dashboard.

const OTHER = 'https://other-dashboard.example.com';

test.use({ landing: false });

/** Every sidebar link's href, resolved. */
const menuLinks = (page: import('@playwright/test').Page) =>
  sidebar(page).getByRole('link').evaluateAll((links) => links.map((link) => ({ href: (link as HTMLAnchorElement).href, name: link.textContent?.trim() ?? '' })));

test('without another dashboard, the menu links only to pages of this one', async ({ page }) => {
  await page.goto('/home');
  await expect(sidebar(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  const origin = new URL(page.url()).origin;
  for (const { href } of await menuLinks(page)) expect(new URL(href).origin).toBe(origin);
});

test('with another dashboard, the areas no remote serves link there by their own path, and the press leaves this dashboard', async ({ page }) => {
  await rewriteInlineConfig(page, 'mdp-deployment', { otherDashboardUrl: `${OTHER}/` });
  await page.route(`${OTHER}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Other dashboard</title><h1>Other dashboard</h1>' }));
  await page.goto('/home');
  await expect(sidebar(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  const links = await menuLinks(page);
  const elsewhere = links.filter(({ href }) => href.startsWith(`${OTHER}/`));
  expect(elsewhere.length).toBeGreaterThan(0);
  // The areas this dashboard serves stay here (a remote's menu entry never goes to the other one).
  const here = new URL(page.url()).origin;
  for (const name of ['Home', 'Balance', 'Card payments', 'Settings']) {
    expect(links.find((link) => link.name === name)?.href.startsWith(`${here}/`)).toBe(true);
  }
  // By keyboard: the first such entry, followed with Enter, opens the other dashboard at that path.
  const target = elsewhere[0]!;
  const link = sidebar(page).locator(`a[href="${target.href}"]`).first();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(target.href);
  await expect(page.getByRole('heading', { level: 1, name: 'Other dashboard' })).toBeVisible();
});
