import type { Page } from '@playwright/test';
import { expect, resetSandbox, test } from './fixtures';
import { expectNoAxeViolations, main, openSettings } from './settings-support';
import { chooseIndonesian } from './support';

// Issue 15: the settings pages (spec 01 §2, §6; spec 02 §3-§5, §8-§9) per persona, over the sandbox.

test.beforeAll(resetSandbox);
test.afterEach(resetSandbox);

const cards = (page: Page) => main(page).getByRole('navigation', { name: /^(Settings pages|Halaman pengaturan)$/ }).getByRole('link');
const sectionNav = (page: Page) => main(page).getByRole('navigation', { name: /^(Settings sections|Bagian pengaturan)$/ });

test.describe('the landing and the section nav', () => {
  test('an owner sees every page spec 01 §6 gives an administrator, and moves between them without a reload', async ({ page }) => {
    await openSettings(page);
    await expect(cards(page)).toHaveText([
      /^Business profile/, /^Payment methods/, /^Sending money/, /^Checkout/, /^Team/, /^Integrations/, /^Billing/, /^Developers/, /^Withdrawals/, /^P2P escrow and RDL/,
    ]);
    await cards(page).filter({ hasText: /^Sending money/ }).click();
    await expect(page).toHaveURL(/\/settings\/sending-money$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Sending money' })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Not part of this dashboard yet' })).toBeVisible();
    await expect(sectionNav(page).getByRole('link', { name: 'Sending money' })).toHaveAttribute('aria-current', 'page');
    await sectionNav(page).getByRole('link', { name: 'Checkout' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(sectionNav(page).getByRole('link', { name: 'Checkout' })).toHaveAttribute('aria-current', 'page');
  });

  test.describe('a viewer', () => {
    test.use({ persona: 'viewer@tokoku.test' });

    test('sees only what visibleSettingsPages allows, and a deep link to team is not found', async ({ page }) => {
      await openSettings(page);
      await expect(cards(page)).toHaveText([/^Business profile/, /^Payment methods/, /^Sending money/, /^Checkout/, /^Billing/]);
      await openSettings(page, '/settings/team');
      await expect(main(page).getByRole('heading', { level: 1 })).not.toHaveText('Team');
      await expect(main(page).getByRole('navigation', { name: 'Settings sections' })).toHaveCount(0);
    });
  });

  for (const language of ['en', 'id'] as const) {
    test(`axe finds nothing on the landing and a page in ${language}`, async ({ page, policyViolations }) => {
      if (language === 'id') {
        await openSettings(page);
        await chooseIndonesian(page);
      }
      await openSettings(page);
      await expectNoAxeViolations(page, policyViolations);
      await openSettings(page, '/settings/integrations');
      await expectNoAxeViolations(page, policyViolations);
    });
  }
});
