import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { main, saveIndonesianFormThroughGateway, signInApi, stepHeading, textbox } from './activation-support';
import { expectNoAxeViolations } from './axe';
import { expect, resetSandbox, signInQuickly, test } from './fixtures';
import { chooseIndonesian, expectFitsTheScreen, rewriteInlineConfig } from './support';

// Issue 42's leftovers in the remotes, looked at in Chromium at 1440 and 390 px, in English and
// Bahasa Indonesia, axe on each: the activation review grouped by step with its Edit buttons, the
// card payments export that says which of the list's filters it carries, and a white-label
// partner's home page linking to the partner's docs (issue 41 §6, decision 0065).

/**
 * Keeps a screenshot with the test's output at each width, to be looked at (not compared); tall,
 * as the dashboard's main region scrolls inside the page.
 */
async function shoot(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 2400 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe('the activation review (new@warungbaru.test)', () => {
  test.use({ persona: 'new@warungbaru.test', viewport: { width: 1440, height: 900 } });
  test.beforeAll(resetSandbox);
  test.afterEach(resetSandbox);

  test('shows everything entered, grouped by step, and Edit goes back to the step', async ({ page, request }) => {
    await saveIndonesianFormThroughGateway(await signInApi(request));
    await page.goto('/activation');
    await expect(stepHeading(page, 'Review and submit')).toBeVisible();
    const groups = main(page).getByRole('heading', { level: 3 });
    await expect(groups).toHaveText(['Business type', 'Business details', 'Registration, tax and bank', 'Signatory and contact', 'Documents']);
    const registration = main(page).getByRole('region', { name: 'Registration, tax and bank' });
    await expect(registration).toContainText('9120001234567');
    await expect(registration).toContainText('01.234.567.8-901.234');
    await expect(main(page).getByRole('region', { name: 'Documents' })).toContainText('nib.pdf');
    await expectNoAxeViolations(page);
    await shoot(page, 'review-en');

    await registration.getByRole('button', { name: 'Edit Registration, tax and bank' }).click();
    await expect(stepHeading(page, 'Registration, tax and bank')).toBeVisible();
    await expect(textbox(main(page), 'NIB Number')).toHaveValue('9120001234567');
    // The NIB is 13 digits (issue 42: validated like the other identifiers).
    await textbox(main(page), 'NIB Number').fill('91200012345');
    await main(page).getByRole('button', { name: 'Save and continue' }).click();
    await expect(main(page).getByText('The NIB must be 13 digits.')).toBeVisible();
    await expectNoAxeViolations(page);

    await chooseIndonesian(page);
    await page.goto('/activation');
    await expect(stepHeading(page, 'Tinjau dan kirim')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Sunting Detail bisnis' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'review-id');
  });
});

test.describe('export what I see (owner@tokoku.test)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.afterEach(resetSandbox); // the language

  test("the dialog names the list's filters in the report, its search too", async ({ page }) => {
    await page.goto('/credit_cards/payments?status=SETTLED&brand=VISA&source=API_GATEWAY&q=ord-1');
    await main(page).getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export transactions' });
    await expect(dialog.getByRole('listitem')).toHaveText(['Status: Settled', 'Card brand: VISA', 'Source: API', 'Search: ord-1']);
    await expectNoAxeViolations(page);
    await shoot(page, 'export-en');
    await page.keyboard.press('Escape');

    await chooseIndonesian(page);
    await main(page).getByRole('button', { name: 'Ekspor', exact: true }).click();
    const dialogId = page.getByRole('dialog', { name: 'Ekspor transaksi' });
    await expect(dialogId.getByRole('listitem')).toHaveText(['Status: Settlement selesai', 'Merek kartu: VISA', 'Sumber: API', 'Cari: ord-1']);
    await expectNoAxeViolations(page);
    await shoot(page, 'export-id');
  });
});

/** PARTNER_A's deployment as the shell's server computes it (an ES module with import.meta: run by Node itself). */
function partnerDeployment(): { links: { docs: string; apiReference: string } } {
  const code = `
    import { deploymentFromEnv } from './deployment.mjs';
    process.stdout.write(JSON.stringify(deploymentFromEnv({ DASHBOARD_BRAND: 'PARTNER_A' })));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: path.resolve(__dirname, '../../platform-tools'), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as { links: { docs: string; apiReference: string } };
}

test.describe("a white-label partner's home page (admin@partner.test)", () => {
  test.use({ persona: '', viewport: { width: 1440, height: 900 } });

  test("links to the partner's docs, never the main brand's", async ({ page }) => {
    const deployment = partnerDeployment();
    await rewriteInlineConfig(page, 'mdp-deployment', { ...deployment });
    await signInQuickly(page, 'admin@partner.test', { landing: false });
    await page.goto('/home');
    const learnMore = main(page).getByRole('region', { name: 'Learn more' });
    await expect(learnMore.getByRole('link').first()).toHaveAttribute('href', deployment.links.docs);
    const hrefs = await main(page).locator('a[href^="http"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => !href.startsWith(deployment.links.docs))).toEqual([]);
    await expectNoAxeViolations(page);
    await shoot(page, 'home-partner-en');
  });
});

test.describe('cards configuration on a phone (owner@tokoku.test)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.afterEach(resetSandbox); // the language

  test('says cards need no activation and links to the card settings and payments, in English and Indonesian', async ({ page }) => {
    for (const [lang, links, settings] of [['en', 'Cards', 'Card settings'], ['id', 'Kartu', 'Pengaturan kartu']] as const) {
      if (lang === 'id') {
        // The language menu is the desktop header's.
        await page.setViewportSize({ width: 1440, height: 900 });
        await chooseIndonesian(page);
        await page.setViewportSize({ width: 390, height: 844 });
      }
      await page.goto('/settings/payment-methods/cards-configuration');
      const list = main(page).getByRole('list', { name: links });
      await expect(list.getByRole('link')).toHaveCount(2);
      await expectFitsTheScreen(page);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`cards-configuration-${lang}-390.png`) });
      await list.getByRole('link', { name: settings }).click();
      await expect(page).toHaveURL(/\/credit_cards\/settings/);
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      // Nothing cut off on the right: the section tabs scroll in their row, they do not widen the page,
      // and the current one is in view.
      const rightEdges = await main(page).locator('h1, .mdp-row-card, nav').evaluateAll((boxes) => boxes.map((box) => box.getBoundingClientRect().right));
      expect(Math.max(...rightEdges)).toBeLessThanOrEqual(390);
      await expect(main(page).getByRole('navigation').getByRole('link', { name: settings })).toBeInViewport();
      await page.screenshot({ path: test.info().outputPath(`card-settings-${lang}-390.png`) });
    }
  });
});
