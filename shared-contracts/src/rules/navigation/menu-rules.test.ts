/** The brand, country and business rules of spec 01 §6, one at a time, on top of a persona. */
import type { FeatureFlags } from '../../contract/entities';
import type { GoLiveStatus } from '../../contract/entities';
import { menuEntries } from './menu';
import type { NavigationContext } from './navigation-context';
import type { NavigationBusiness } from './navigation-facts';
import { type PersonaName, personaContext } from './personas.fixture';
import { visibleMenu } from './visible-menu';

function paths(context: NavigationContext): string[] {
  const decision = visibleMenu(context);
  if (decision.status !== 'ready') throw new Error('menu still pending');
  return menuEntries(decision.groups).map((e) => e.path);
}

function given(
  persona: PersonaName,
  change: { business?: Partial<NavigationBusiness>; flags?: Partial<FeatureFlags>; canViewDisbursement?: boolean },
): NavigationContext {
  const context = personaContext(persona);
  const business = context.business as NavigationBusiness;
  const flags = context.featureFlags as FeatureFlags;
  return {
    ...context,
    business: { ...business, ...change.business },
    featureFlags: { ...flags, ...change.flags },
    businessSettings: {
      is_xen_platform: context.businessSettings?.is_xen_platform ?? false,
      can_view_disbursement: change.canViewDisbursement ?? context.businessSettings?.can_view_disbursement ?? false,
    },
  };
}

const excluding = (pages: string[], settings: string[] = []): Partial<NavigationBusiness> => ({
  permission: { exclude_dashboard_page: pages, exclude_dashboard_settings: settings },
});

describe('batch disbursement in production', () => {
  it.each<[string, Partial<NavigationBusiness>, boolean, boolean]>([
    ['main brand, Indonesia, production, no disbursement view', {}, false, false],
    ['main brand, Indonesia, production, disbursement view', {}, true, true],
    ['main brand, Indonesia, test mode', { environment: 'DEVELOPMENT' }, false, true],
    ['main brand, Philippines, production', { country_of_operation: 'Philippines' }, false, true],
    ['white-label partner, production', { brand_name: 'PARTNER_A' }, false, true],
  ])('%s', (_, business, canViewDisbursement, shown) => {
    expect(paths(given('owner', { business, canViewDisbursement })).includes('/batch_disbursements')).toBe(shown);
  });
});

describe('the Philippines', () => {
  it('hides cash and all accounts, and payouts unless batch payout links are allowed', () => {
    const withLinks = paths(given('owner', { business: { country_of_operation: 'Philippines' } }));
    expect(withLinks).toContain('/payouts');
    expect(withLinks).not.toContain('/cash');
    expect(withLinks).not.toContain('/all-accounts');
    const without = paths(given('owner', { business: { country_of_operation: 'Philippines' }, flags: { batch_payout_links: false } }));
    expect(without).not.toContain('/payouts');
    expect(paths(given('owner', { flags: { batch_payout_links: false } }))).toContain('/payouts');
  });
});

describe('apps and partners', () => {
  it.each<[string, Partial<NavigationBusiness>]>([
    ['the Philippines', { country_of_operation: 'Philippines' }],
    ['regional remittance', { country_of_operation: 'Singapore' }],
    ['a platform sub-account', { is_xp_sub_account: true, xp_sub_account_type: 'MANAGED' }],
    ['the transactions page excluded', excluding(['transactions'])],
    ['the second brand', { brand_name: 'SECOND' }],
  ])('is hidden for %s', (_, business) => {
    const visible = paths(given('owner', { business }));
    for (const path of ['/apps-partners', '/xenplatform/accounts', '/store/onlinestore', '/xencapital']) {
      expect(visible).not.toContain(path);
    }
  });

  it('shows for a white-label partner', () => {
    expect(paths(given('owner', { business: { brand_name: 'PARTNER_B' } }))).toContain('/apps-partners');
  });
});

describe('exclude_dashboard_page', () => {
  it('removes entries by key, path, section and group', () => {
    const visible = paths(given('owner', { business: excluding(['transactions', 'customers', 'issuing/cards', 'store']) }));
    for (const path of ['/cash', '/pending', '/balance', '/transactions-new', '/customers', '/issuing/cards', '/store/orders']) {
      expect(visible).not.toContain(path);
    }
    for (const path of ['/all-accounts', '/issuing/card-products', '/escrow-balance', '/home']) expect(visible).toContain(path);
  });

  it('lets exclude_dashboard_settings remove the payment methods entry', () => {
    expect(paths(given('owner', { business: excluding([], ['payment-methods']) }))).not.toContain('/settings/payment-methods');
  });

  it('hides integrations when the transactions page is excluded', () => {
    expect(paths(given('owner', { business: excluding(['transactions']) }))).not.toContain('/integrations');
  });
});

describe('feature flags', () => {
  it.each<[keyof FeatureFlags, string[]]>([
    ['lending', ['/rdl-transactions', '/rdl-investors', '/xencapital']],
    ['issuing', ['/issuing/card-products', '/issuing/cards', '/issuing/transactions']],
    ['store_operations', ['/store/onlinestore', '/store/orders', '/store/products', '/store/saleschannels', '/store/multichannelproducts']],
    ['store_products', ['/store/products', '/store/multichannelproducts']],
    ['store_orders', ['/store/orders']],
    ['marketplace_integration', ['/store/saleschannels', '/store/multichannelproducts']],
    ['escrow_settings', ['/escrow-balance', '/escrow-account', '/escrow-customers']],
    ['reporting', ['/reporting']],
  ])('%s off hides its entries', (flag, gated) => {
    const on = paths(personaContext('owner'));
    const off = paths(given('owner', { flags: { [flag]: false } }));
    for (const path of gated) {
      expect(on).toContain(path);
      expect(off).not.toContain(path);
    }
  });

  it('payment links swap the Invoices group for Payment Links', () => {
    const invoices = paths(given('owner', { flags: { payment_links: false } }));
    expect(invoices).toEqual(expect.arrayContaining(['/invoices', '/on-demand', '/recurring-new']));
    expect(invoices).not.toContain('/payment-links');
    expect(paths(personaContext('owner'))).not.toContain('/invoices');
  });

  it('the new recurring view replaces /recurring', () => {
    const old = paths(given('owner', { flags: { payment_links: false, new_recurring_view: false } }));
    expect(old).toContain('/recurring');
    expect(old).not.toContain('/recurring-new');
  });

  it('balance shows with the balance tab or the new balance view', () => {
    expect(paths(given('owner', { flags: { balance_tab: false, new_balance_view: false } }))).not.toContain('/balance');
    expect(paths(given('owner', { flags: { balance_tab: false, new_balance_view: true } }))).toContain('/balance');
  });

  it('e-receipts need an internal email domain and the flag', () => {
    expect(paths(personaContext('staff'))).toContain('/ereceipts');
    expect(paths(given('staff', { flags: { ereceipts: false } }))).not.toContain('/ereceipts');
    expect(paths(given('owner', { flags: { ereceipts: true } }))).not.toContain('/ereceipts');
  });

  it('get-started needs the business flagged and the get_started flag', () => {
    expect(paths(personaContext('new'))).toContain('/get-started');
    expect(paths(given('new', { flags: { get_started: false } }))).not.toContain('/get-started');
    expect(paths({ ...personaContext('new'), getStartedPageEnabled: false })).not.toContain('/get-started');
  });
});

describe('tax and the activation entry', () => {
  it('adds /tax for businesses on the tax list only', () => {
    expect(paths(personaContext('owner'))).toContain('/tax');
    expect(paths({ ...personaContext('owner'), taxBusinessIds: [] })).not.toContain('/tax');
  });

  it.each<[GoLiveStatus, Partial<NavigationBusiness>, boolean]>([
    ['AWAITING_DOCS', {}, true],
    ['FORM_CONFIRMED', {}, true],
    ['TIER_1', {}, true],
    ['REGISTERED', { country_of_operation: 'Philippines' }, true],
    ['REGISTERED', {}, false],
    ['LIVE', {}, false],
  ])('activation entry for %s %j: %s', (go_live_status, business, shown) => {
    expect(paths(given('owner', { business: { ...business, go_live_status } })).includes('/activation')).toBe(shown);
  });

  it('the activation entry is for administrators only', () => {
    expect(paths(given('viewer', { business: { go_live_status: 'AWAITING_DOCS' } }))).not.toContain('/activation');
  });
});
