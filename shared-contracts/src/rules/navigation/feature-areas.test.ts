import type { Brand, CountryOfOperation } from '../../contract/entities';
import { type FeatureArea, isFeatureAreaAllowed, sectionsOf } from './feature-areas';

describe('feature areas per country and brand (spec 02 §2)', () => {
  it.each<[Brand, CountryOfOperation, FeatureArea[], FeatureArea[]]>([
    ['MAIN', 'Indonesia', ['credit_cards', 'qr-codes', 'cash', 'store', 'issuing', 'platform', 'home'], ['batch-remittances', 'remittance-payouts']],
    ['MAIN', 'Philippines', ['credit_cards', 'invoices', 'payment-links', 'payouts', 'balance', 'issuing', 'reporting'], ['cash', 'pending', 'virtual_accounts', 'on-demand', 'disbursements', 'store', 'customers']],
    ['MAIN', 'Singapore', ['balance', 'transactions-new', 'settings', 'integrations'], ['cash', 'credit_cards', 'platform', 'apps-partners']],
    ['SECOND', 'Indonesia', ['virtual_accounts', 'ewallets', 'retail_outlets', 'disbursements', 'batch-remittances', 'remittance-payouts', 'cash', 'pending'], ['credit_cards', 'batch_disbursements', 'payouts', 'issuing', 'apps-partners']],
    ['SECOND', 'Philippines', ['cash', 'remittance-payouts'], ['credit_cards']],
    ['PARTNER_A', 'Indonesia', ['credit_cards', 'cash', 'store'], ['batch-remittances']],
    ['PARTNER_B', 'Philippines', ['credit_cards', 'balance'], ['cash']],
  ])('%s in %s', (brand, country, allowed, denied) => {
    for (const area of allowed) expect([area, isFeatureAreaAllowed(area, brand, country)]).toEqual([area, true]);
    for (const area of denied) expect([area, isFeatureAreaAllowed(area, brand, country)]).toEqual([area, false]);
  });

  it('groups areas in sections that exclude_dashboard_page can name', () => {
    expect(sectionsOf('cash')).toEqual(['transactions']);
    expect(sectionsOf('qr-codes')).toEqual(['accept-payments']);
    expect(sectionsOf('home')).toEqual([]);
  });
});
