import { SETTINGS_PAGES } from 'shared-contracts/rules';
import { BUILT_PAGES, isBuilt, sectionHref } from './settings-sections';

const pageOf = (key: string) => SETTINGS_PAGES.find((p) => p.key === key)!;

describe('sectionHref', () => {
  it.each([
    ['withdrawals', '/settings/withdrawals#bank-accounts'],
    ['billings', '/settings/billings#billing-statements'],
    ['business-profile', '/settings/business-profile'],
    ['sending-money', '/settings/sending-money'],
    ['developers', '/settings/developers#api-keys'],
    ['payment-methods', '/settings/payment-methods'],
    // Spec 01 §2 anchors of pages that have no content here are not linked.
    ['p2p-escrow-rdl', '/settings/p2p-escrow-rdl'],
  ])('links %s to %s', (key, href) => {
    expect(sectionHref(pageOf(key))).toBe(href);
  });

  it('only names sections that spec 01 §2 lists as anchors of their page', () => {
    for (const [key, section] of Object.entries(BUILT_PAGES)) {
      if (section !== null) expect(pageOf(key).anchors).toContain(section);
    }
  });

  it.each(['sending-money', 'checkout', 'integrations', 'p2p-escrow-rdl'] as const)('%s has no content in the spec: not built', (key) => {
    expect(isBuilt(key)).toBe(false);
  });
});
