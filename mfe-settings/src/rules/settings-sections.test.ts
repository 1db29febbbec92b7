import { PAGE_SECTIONS, SETTINGS_PAGES, sectionHref } from './settings-sections';

const pageOf = (name: string) => SETTINGS_PAGES.find((p) => p.name === name)!;

describe('the settings pages this remote declares', () => {
  it('are the pages with content, in the order of spec 01 §2', () => {
    expect(SETTINGS_PAGES.map((p) => p.key)).toEqual([
      'settings.business-profile', 'settings.payment-methods', 'settings.team', 'settings.billings', 'settings.developers', 'settings.withdrawals',
    ]);
  });

  it.each([
    ['withdrawals', '/settings/withdrawals#bank-accounts'],
    ['billings', '/settings/billings#billing-statements'],
    ['business-profile', '/settings/business-profile'],
    ['developers', '/settings/developers#api-keys'],
    ['team', '/settings/team#members'],
    ['payment-methods', '/settings/payment-methods'],
  ])('links %s to %s', (name, href) => {
    expect(sectionHref(pageOf(name))).toBe(href);
  });

  it('only names sections that the declaration lists as anchors of their page', () => {
    for (const [name, section] of Object.entries(PAGE_SECTIONS)) {
      if (section !== null) expect(pageOf(name).anchors).toContain(section);
    }
  });
});
