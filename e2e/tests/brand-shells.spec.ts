import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, resetSandbox, signInQuickly, test } from './fixtures';
import { expectFitsTheScreen, rewriteInlineConfig } from './support';

// Issue 41 §6, decision 0065: each brand's shell, from the deployment's configuration. The page gets
// the deployment the shell's server computes for DASHBOARD_BRAND (platform-tools/deployment.mjs, the
// same function), in place of the worker's own (a MAIN deployment): name, logo, favicon, colours
// and links, no Register on a white-label shell, none of the main brand's names on the others; on the
// login page and in the signed-in shell, in English and Indonesian, on a desktop and a phone, axe 0.

/** What platform-tools/deployment.mjs answers for a brand. */
interface ServedDeployment {
  brand: 'MAIN' | 'SECOND' | 'PARTNER_A' | 'PARTNER_B';
  links: { help: string; docs: string; apiReference: string; feedback: string };
  branding: { name: { en: string; id?: string }; logo: string; favicon: string; colors?: { brand: string } };
}

const BRANDS = ['MAIN', 'SECOND', 'PARTNER_A', 'PARTNER_B'] as const;

/** Each brand's deployment as the shell's server computes it (an ES module with import.meta: run by Node itself). */
function servedDeployments(): Record<ServedDeployment['brand'], ServedDeployment> {
  const code = `
    import { deploymentFromEnv } from './deployment.mjs';
    const brands = JSON.parse(process.argv[1]);
    process.stdout.write(JSON.stringify(Object.fromEntries(brands.map((brand) => [brand, deploymentFromEnv({ DASHBOARD_BRAND: brand })]))));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code, JSON.stringify(BRANDS)], {
    cwd: path.resolve(__dirname, '../../platform-tools'),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Record<ServedDeployment['brand'], ServedDeployment>;
}
const DEPLOYMENTS = servedDeployments();

const MAIN_NAMES = /Merchant Dashboard|Dasbor Merchant/;
/** Who signs in to each brand's shell: a business of that brand (the sandbox has one white-label business, PARTNER_A's). */
const PERSONA = { MAIN: 'owner@tokoku.test', SECOND: 'admin@brand2.test', PARTNER_A: 'admin@partner.test', PARTNER_B: 'admin@partner.test' } as const;
const WHITE_LABEL = new Set(['PARTNER_A', 'PARTNER_B']);
/** Where the screenshots go, to be looked at (not compared). */
const SHOTS = path.join(os.tmpdir(), 'mdp-brand-shells');
mkdirSync(SHOTS, { recursive: true });

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
/** The design system's own brand colour: the main brand's (shared-ui tokens.css). */
const DESIGN_SYSTEM_BRAND = '#1c4fd8';

const nameIn = (deployment: ServedDeployment, language: 'en' | 'id') => (language === 'id' ? deployment.branding.name.id : undefined) ?? deployment.branding.name.en;

async function expectTheBrand(page: Page, logoLink: Locator, deployment: ServedDeployment, language: 'en' | 'id') {
  const name = nameIn(deployment, language);
  await expect(logoLink).toBeVisible();
  await expect(logoLink.locator('img')).toHaveAttribute('src', deployment.branding.logo);
  await expect(logoLink).toHaveCSS('color', rgb(deployment.branding.colors?.brand ?? DESIGN_SYSTEM_BRAND));
  await expect(page).toHaveTitle(new RegExp(` · ${name}$`));
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', deployment.branding.favicon);
  if (deployment.brand !== 'MAIN') {
    await expect(page.locator('body')).not.toContainText(MAIN_NAMES);
    expect(await page.title()).not.toMatch(MAIN_NAMES);
  }
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/**
 * Each page is opened once per brand and looked at on a desktop and a phone (the shell follows a
 * resize) in both languages; axe runs once per language, in English on the desktop and in
 * Indonesian on the phone (the colours are the same at every width).
 */
const LOOKS = [
  { width: 1440, languages: ['en', 'id'], axe: 'en' },
  { width: 390, languages: ['id', 'en'], axe: 'id' },
] as const;

for (const brand of BRANDS) {
  const deployment = DEPLOYMENTS[brand];
  test.describe(brand, () => {
    test.use({ persona: '', viewport: { width: 1440, height: 900 } });
    test.beforeEach(({ page }) => rewriteInlineConfig(page, 'mdp-deployment', { ...deployment }));

    test('the login page is the brand’s, in English and Indonesian, on a desktop and a phone, with its help and docs links', async ({ page }) => {
      test.slow(); // two full-page axe runs on 2 cores
      await page.goto('/login');
      for (const { width, languages, axe } of LOOKS) {
        await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
        for (const language of languages) {
          await page.getByRole('button', { name: language === 'en' ? 'English' : 'Bahasa Indonesia' }).click();
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          const name = nameIn(deployment, language);
          await expectTheBrand(page, page.getByRole('banner').getByRole('link', { name }), deployment, language);
          const register = page.getByRole('link', { name: language === 'en' ? 'Create an account' : 'Buat akun' });
          await expect(register).toHaveCount(WHITE_LABEL.has(brand) ? 0 : 1);
          const footer = page.getByRole('contentinfo');
          await expect(footer.getByRole('link', { name: language === 'en' ? 'Help centre' : 'Pusat bantuan' })).toHaveAttribute('href', deployment.links.help);
          await expect(footer.getByRole('link', { name: language === 'en' ? 'Documentation' : 'Dokumentasi' })).toHaveAttribute('href', deployment.links.docs);
          await expectFitsTheScreen(page);
          if (language === axe) await expectNoAxeViolations(page);
          await shot(page, `${brand}-${width}-login-${language}`);
        }
      }
      if (WHITE_LABEL.has(brand)) {
        await page.goto('/register/1');
        await expect(page).toHaveURL(/\/login$/);
      }
    });

    test.describe('signed in', () => {
      test.afterEach(resetSandbox); // the language is stored on the user

      test('the shell is the brand’s: header, title, colours and help links, in both languages, on a desktop and a phone', async ({ page }) => {
        test.slow(); // a sign-in and two full-page axe runs on 2 cores
        await signInQuickly(page, PERSONA[brand]);
        for (const { width, languages, axe } of LOOKS) {
          const mobile = width < 768;
          await page.setViewportSize({ width, height: mobile ? 844 : 900 });
          for (const language of languages) {
            await speakLanguage(page, language, mobile);
            await expectTheShell(page, deployment, language, mobile);
            await expectHelpCentre(page, deployment, language, mobile);
            await expectFitsTheScreen(page);
            if (language === axe) await expectNoAxeViolations(page);
            await shot(page, `${brand}-${width}-shell-${language}`);
          }
        }
      });
    });
  });
}

/** The signed-in header: the brand's name and logo (on a phone its mark), title, favicon and colour. */
async function expectTheShell(page: Page, deployment: ServedDeployment, language: 'en' | 'id', mobile: boolean) {
  const name = nameIn(deployment, language);
  const header = page.getByRole('banner');
  if (mobile) {
    // The phone's header shows the brand's mark and the page's name; the title says the brand's name.
    await expect(header.locator('img.brand-mark')).toHaveAttribute('src', deployment.branding.logo);
    await expect(page).toHaveTitle(new RegExp(` · ${name}$`));
    if (deployment.brand !== 'MAIN') await expect(page.locator('body')).not.toContainText(MAIN_NAMES);
  } else {
    await expectTheBrand(page, header.getByRole('link', { name }), deployment, language);
  }
  await expect(header).toHaveCSS('border-top-color', rgb(deployment.branding.colors?.brand ?? DESIGN_SYSTEM_BRAND));
}

/** The header's (or on a phone the profile panel's) language menu, unless the page speaks `language` already. */
async function speakLanguage(page: Page, language: 'en' | 'id', mobile: boolean) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', /^(en|id)$/);
  if ((await html.getAttribute('lang')) === language) return;
  if (mobile) await page.getByRole('banner').getByRole('button', { name: /^(Menu)$/ }).click();
  await page.getByRole('button', { name: /^(Language|Bahasa): (EN|ID)$/ }).click();
  await page.getByRole('menuitemradio', { name: language === 'en' ? 'English' : 'Bahasa Indonesia' }).click();
  await expect(html).toHaveAttribute('lang', language);
  if (mobile) await page.getByRole('banner').getByRole('button', { name: /^(Menu)$/ }).click();
}

/** The help menu opens the brand's help centre and docs. */
async function expectHelpCentre(page: Page, deployment: ServedDeployment, language: 'en' | 'id', mobile: boolean) {
  const burger = page.getByRole('banner').getByRole('button', { name: /^(Menu)$/ });
  if (mobile) await burger.click();
  await page.getByRole('button', { name: language === 'en' ? 'Help' : 'Bantuan', exact: true }).click();
  const menu = page.getByRole('menu', { name: language === 'en' ? 'Help' : 'Bantuan' });
  await expect(menu.getByRole('menuitem', { name: new RegExp(`^${language === 'en' ? 'Help centre' : 'Pusat bantuan'}`) })).toHaveAttribute('href', deployment.links.help);
  await expect(menu.getByRole('menuitem', { name: /^(Docs|Dokumentasi)/ })).toHaveAttribute('href', deployment.links.docs);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  if (mobile) await burger.click();
}
