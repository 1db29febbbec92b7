import { expectNoAxeViolations } from './axe';
import { expect, resetSandbox, signIn, test } from './fixtures';
import { chooseIndonesian, expectFitsTheScreen } from './support';

/**
 * axe-core adds an inline <style> of its own while it analyses, which the shell's policy refuses
 * (the dashboard itself has none): what axe provokes is set aside; anything else still fails the test.
 */
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the burger opens the menu and the profile panel; the header shows the page name', async ({ page }) => {
    const header = page.getByRole('banner');
    await expect(header.getByText('Home', { exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Merchant Dashboard' })).toHaveCount(0);
    await expect(header.getByRole('button', { name: /Toko Ku/ })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await header.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('region', { name: 'Profile' })).toContainText('owner@tokoku.test');
    await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
    // The profile panel's help menu is the header's: a menu of links.
    await menu.getByRole('button', { name: 'Help' }).click();
    await expect(page.getByRole('menu', { name: 'Help' }).getByRole('menuitem', { name: /^Docs/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu', { name: 'Help' })).toBeHidden();
    await menu.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(menu).toHaveCount(0);
    await expect(header.getByText('Settings', { exact: true })).toBeVisible();
    await expectFitsTheScreen(page);
  });
});

/** The header's triggers of owner@tokoku.test and what each opens, per language. */
const OPEN_HEADER_POPUPS: Record<'en' | 'id', ReadonlyArray<[string | RegExp, { role: 'menu' | 'dialog'; name: string | RegExp }]>> = {
  en: [
    ['Environment: Live Mode', { role: 'menu', name: 'Environment: Live Mode' }],
    ['Help', { role: 'menu', name: 'Help' }],
    ['Feedback', { role: 'dialog', name: 'Send us feedback' }],
    ['Language: EN', { role: 'menu', name: 'Language: EN' }],
    [/Toko Ku, \+2 businesses/, { role: 'dialog', name: 'Profile' }],
  ],
  id: [
    ['Lingkungan: Mode Live', { role: 'menu', name: 'Lingkungan: Mode Live' }],
    ['Bantuan', { role: 'menu', name: 'Bantuan' }],
    ['Masukan', { role: 'dialog', name: 'Kirim masukan' }],
    ['Bahasa: ID', { role: 'menu', name: 'Bahasa: ID' }],
    [/Toko Ku, \+2 bisnis/, { role: 'dialog', name: 'Profil' }],
  ],
};

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  test.use({ persona: '' });
  test.afterEach(resetSandbox); // the Indonesian run stores the language on the user

  for (const language of ['en', 'id'] as const) {
    test(`login, home and a settings page have no violations in ${language}`, async ({ page }) => {
      test.slow(); // a full-page axe run (seconds on 2 cores) on each of several pages and languages
      await page.goto(`/login?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectNoAxeViolations(page);
      await signIn(page, 'owner@tokoku.test');
      if (language === 'id') {
        await chooseIndonesian(page);
      }
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      // Each of the header's menus and panels, open (shared-ui/overlays on react-aria).
      const header = page.getByRole('banner');
      for (const [trigger, popup] of OPEN_HEADER_POPUPS[language]) {
        await header.getByRole('button', { name: trigger }).click();
        await expect(page.getByRole(popup.role, { name: popup.name })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect(page.getByRole(popup.role, { name: popup.name })).toBeHidden();
      }
      await page.goto('/settings/business-profile');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
