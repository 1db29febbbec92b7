import type { DeploymentFacts } from 'shared-contracts';
import { useHostApi } from 'shared-contracts/react';

/**
 * The product pages the home page's cards open (new tab), under the deployment's docs site. The
 * docs site and the API reference are the session's (`SessionView.deployment`): the brand's own
 * links, or what the deployment set (DASHBOARD_DOCS_URL…), so a white-label partner's home page
 * links to the partner's docs, never the main brand's (docs/decisions/0065-brand-shells.md).
 */
const DOCS_PAGES = {
  postman: 'postman/',
  mobileApp: 'mobile-app/',
  partnership: 'partners/',
  taxIntegration: 'tax-integration/',
  platformEnablement: 'xenplatform/',
  payLater: 'pay-later/',
  eWalletSignUp: 'e-wallets/',
  calendarBooking: 'book-a-call/',
  referral: 'referral/',
  socialMedia: 'ph/social-media/',
  directDebit: 'ph/direct-debit/',
  cyberSecurity: 'ph/cyber-security/',
  survey: 'ph/survey/',
  safeguard: 'safeguard/',
  connex: 'connex/',
  issuing: 'issuing/',
  startAccepting: 'getting-started/',
} as const;

export type ExternalLinkKey = 'docs' | 'apiReference' | keyof typeof DOCS_PAGES;
export type ExternalLinks = Readonly<Record<ExternalLinkKey, string>>;

export const isExternalLinkKey = (key: string): key is ExternalLinkKey =>
  key === 'docs' || key === 'apiReference' || Object.hasOwn(DOCS_PAGES, key);

/** Every card's external link for this deployment. */
export function externalLinksOf(deployment: Pick<DeploymentFacts, 'docsUrl' | 'apiReferenceUrl'>): ExternalLinks {
  // A docs URL without its final slash is still the site's root for the pages under it.
  const docs = deployment.docsUrl.endsWith('/') ? deployment.docsUrl : `${deployment.docsUrl}/`;
  const pages = Object.fromEntries(Object.entries(DOCS_PAGES).map(([key, path]) => [key, new URL(path, docs).href]));
  return { ...(pages as Record<keyof typeof DOCS_PAGES, string>), docs: deployment.docsUrl, apiReference: deployment.apiReferenceUrl };
}

/** The external links of the session's deployment. */
export function useExternalLinks(): ExternalLinks {
  return externalLinksOf(useHostApi().session.deployment);
}
