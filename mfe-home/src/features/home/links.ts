import deployment from 'shared-contracts/deployment-defaults.json';

/**
 * The external pages the home page's cards open (new tab). The docs and API reference are the
 * deployment's default links (one source: shared-contracts' deployment-defaults.json); the product
 * pages sit under the docs site. A deployment with other links changes that file.
 */
const DOCS = deployment.links.docs;
const page = (path: string) => new URL(path, DOCS).href;

export const EXTERNAL_LINKS = {
  docs: DOCS,
  apiReference: deployment.links.apiReference,
  postman: page('postman/'),
  mobileApp: page('mobile-app/'),
  partnership: page('partners/'),
  taxIntegration: page('tax-integration/'),
  platformEnablement: page('xenplatform/'),
  payLater: page('pay-later/'),
  eWalletSignUp: page('e-wallets/'),
  calendarBooking: page('book-a-call/'),
  referral: page('referral/'),
  socialMedia: page('ph/social-media/'),
  directDebit: page('ph/direct-debit/'),
  cyberSecurity: page('ph/cyber-security/'),
  survey: page('ph/survey/'),
  safeguard: page('safeguard/'),
  connex: page('connex/'),
  issuing: page('issuing/'),
  startAccepting: page('getting-started/'),
} as const;

export type ExternalLinkKey = keyof typeof EXTERNAL_LINKS;
