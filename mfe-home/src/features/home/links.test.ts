import deploymentDefaults from 'shared-contracts/deployment-defaults.json';
import { externalLinksOf, isExternalLinkKey } from './links';

const partner = deploymentDefaults.brandProfiles.PARTNER_A.links;

test("a white-label partner's cards open the partner's docs and API reference, never the main brand's", () => {
  const links = externalLinksOf({ docsUrl: partner.docs, apiReferenceUrl: partner.apiReference });
  expect(links.docs).toBe('https://developers.orchid.example/');
  expect(links.apiReference).toBe('https://developers.orchid.example/api/');
  expect(links.postman).toBe('https://developers.orchid.example/postman/');
  expect(links.directDebit).toBe('https://developers.orchid.example/ph/direct-debit/');
  for (const href of Object.values(links)) expect(href.startsWith('https://developers.orchid.example/')).toBe(true);
});

test('a docs URL set without its final slash keeps its path for the pages under it', () => {
  const links = externalLinksOf({ docsUrl: 'https://partner.example/docs', apiReferenceUrl: 'https://partner.example/api' });
  expect(links.docs).toBe('https://partner.example/docs');
  expect(links.payLater).toBe('https://partner.example/docs/pay-later/');
});

test('the carousel knows which cards open a page outside the dashboard', () => {
  expect(isExternalLinkKey('mobileApp')).toBe(true);
  expect(isExternalLinkKey('docs')).toBe(true);
  expect(isExternalLinkKey('capitalOffering')).toBe(false);
  expect(isExternalLinkKey('toString')).toBe(false);
});
