// The shell's deployment configuration (`deployment.json`) from environment variables, computed
// when the shell's server starts and answered from its memory, like the registry: the brand of a
// deployment is known before login.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The brands and default links: one source for the shell, this server and the shell image.
const defaults = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('shared-contracts/deployment-defaults.json'), 'utf8'));
export const BRANDS = defaults.brands;
export const DEFAULT_LINKS = defaults.links;
const list = (value, fallback) =>
  (value ?? fallback)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * DASHBOARD_BRAND (MAIN, SECOND, PARTNER_A, PARTNER_B), DASHBOARD_AUTHENTICATION (token or session),
 * DASHBOARD_TAX_BUSINESS_IDS, DASHBOARD_INTERNAL_EMAIL_DOMAINS, DASHBOARD_DOCS_URL,
 * DASHBOARD_API_REFERENCE_URL, DASHBOARD_FEEDBACK_URL, DASHBOARD_OTHER_URL (the dashboard that serves
 * the areas no remote here serves; their menu entries link there, and are hidden without it).
 */
export function deploymentFromEnv(env = process.env) {
  const brand = env.DASHBOARD_BRAND || 'MAIN';
  if (!BRANDS.includes(brand)) throw new Error(`DASHBOARD_BRAND must be one of ${BRANDS.join(', ')}`);
  const authentication = env.DASHBOARD_AUTHENTICATION || 'token';
  if (!['token', 'session'].includes(authentication)) throw new Error('DASHBOARD_AUTHENTICATION must be token or session');
  const other = env.DASHBOARD_OTHER_URL || undefined;
  if (other !== undefined && !/^https?:\/\//.test(other)) throw new Error('DASHBOARD_OTHER_URL must be an http(s) URL');
  return {
    ...(other ? { otherDashboardUrl: other } : {}),
    brand,
    authentication,
    taxBusinessIds: list(env.DASHBOARD_TAX_BUSINESS_IDS, 'biz_tokoku'),
    internalEmailDomains: list(env.DASHBOARD_INTERNAL_EMAIL_DOMAINS, 'internal.test,staff.test'),
    links: {
      docs: env.DASHBOARD_DOCS_URL || DEFAULT_LINKS.docs,
      apiReference: env.DASHBOARD_API_REFERENCE_URL || DEFAULT_LINKS.apiReference,
      feedback: env.DASHBOARD_FEEDBACK_URL || DEFAULT_LINKS.feedback,
    },
  };
}
