// The shell's deployment configuration (`deployment.json`) from environment variables, computed
// when the shell's server starts and answered from its memory, like the registry: the brand of a
// deployment is known before login.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brandProfile } from './brand-profile.mjs';

// The brands, their built-in profiles and the default links: one source for the shell, this server and the shell image.
export const DEPLOYMENT_DEFAULTS = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('shared-contracts/deployment-defaults.json'), 'utf8'));
export const BRANDS = DEPLOYMENT_DEFAULTS.brands;
const AUTHENTICATION_MODES = ['token', 'session'];
const list = (value, fallback) =>
  (value ?? fallback)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The deployment's brand file (DASHBOARD_BRAND_FILE): a JSON object whose fields replace the brand's built-in profile. */
function readBrandFile(file) {
  if (!file) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`DASHBOARD_BRAND_FILE ${file} could not be read as JSON: ${error.message}`);
  }
}

/**
 * DASHBOARD_BRAND (MAIN, SECOND, PARTNER_A, PARTNER_B) and DASHBOARD_BRAND_FILE (a JSON file changing
 * the brand's name, logo, favicon, colours or links; docs/decisions/0065-brand-shells.md),
 * DASHBOARD_AUTHENTICATION (token or session: an override; unset, each business's
 * `new_authentication` flag decides), DASHBOARD_TAX_BUSINESS_IDS, DASHBOARD_INTERNAL_EMAIL_DOMAINS,
 * DASHBOARD_HELP_URL, DASHBOARD_DOCS_URL, DASHBOARD_API_REFERENCE_URL, DASHBOARD_FEEDBACK_URL,
 * DASHBOARD_TERMS_URL, DASHBOARD_PRIVACY_URL (each replaces the brand's link), DASHBOARD_OTHER_URL (the dashboard that serves the areas no remote
 * here serves; their menu entries link there, and are hidden without it).
 */
export function deploymentFromEnv(env = process.env) {
  const brand = env.DASHBOARD_BRAND || 'MAIN';
  if (!BRANDS.includes(brand)) throw new Error(`DASHBOARD_BRAND must be one of ${BRANDS.join(', ')}`);
  const authentication = env.DASHBOARD_AUTHENTICATION || undefined;
  if (authentication !== undefined && !AUTHENTICATION_MODES.includes(authentication)) {
    throw new Error('DASHBOARD_AUTHENTICATION must be token or session, or unset (each business\'s new_authentication flag decides)');
  }
  const other = env.DASHBOARD_OTHER_URL || undefined;
  if (other !== undefined && !/^https?:\/\//.test(other)) throw new Error('DASHBOARD_OTHER_URL must be an http(s) URL');
  const linkVariables = {
    help: env.DASHBOARD_HELP_URL,
    docs: env.DASHBOARD_DOCS_URL,
    apiReference: env.DASHBOARD_API_REFERENCE_URL,
    feedback: env.DASHBOARD_FEEDBACK_URL,
    terms: env.DASHBOARD_TERMS_URL,
    privacy: env.DASHBOARD_PRIVACY_URL,
  };
  const file = readBrandFile(env.DASHBOARD_BRAND_FILE);
  const links = Object.fromEntries(Object.entries(linkVariables).filter(([, value]) => value));
  const { links: brandLinks, ...branding } = brandProfile({
    brand,
    defaults: DEPLOYMENT_DEFAULTS,
    change: { ...file, links: { ...file?.links, ...links } },
    where: env.DASHBOARD_BRAND_FILE ? `brand ${brand} with ${env.DASHBOARD_BRAND_FILE}` : `brand ${brand}`,
  });
  return {
    ...(other ? { otherDashboardUrl: other } : {}),
    brand,
    ...(authentication ? { authentication } : {}),
    taxBusinessIds: list(env.DASHBOARD_TAX_BUSINESS_IDS, 'biz_tokoku'),
    internalEmailDomains: list(env.DASHBOARD_INTERNAL_EMAIL_DOMAINS, 'internal.test,staff.test'),
    links: brandLinks,
    branding,
  };
}
