import { MENU, entriesOf, menuEntries } from './menu';

/** Every path of spec 01 §2 "Sidebar menu" (plus the activation entry of §6). */
const SPEC_SIDEBAR_PATHS = [
  '/get-started', '/activation', '/home', '/all-accounts', '/balance', '/transactions-new', '/cash', '/pending',
  '/escrow-balance', '/escrow-account', '/escrow-customers', '/rdl-transactions', '/rdl-investors', '/reporting',
  '/credit_cards/payments', '/credit_cards/fraud_prevention', '/credit_cards/chargebacks', '/credit_cards/promotions',
  '/virtual_accounts/payments', '/ewallets', '/retail_outlets', '/qr-codes',
  '/invoices', '/on-demand', '/recurring', '/recurring-new', '/payment-links', '/payment-recurring',
  '/disbursements', '/batch_disbursements', '/batch-remittances', '/payouts', '/remittance-payouts',
  '/tax', '/customers', '/issuing/card-products', '/issuing/cards', '/issuing/transactions',
  '/ereceipts', '/ereceipts-activation', '/xenplatform/accounts', '/xenplatform/platform-fee', '/xenplatform-activation',
  '/xencapital', '/store/onlinestore', '/store/orders', '/store/products', '/store/saleschannels',
  '/store/multichannelproducts', '/apps-partners',
  '/integrations', '/settings/payment-methods', '/callbacks', '/activity-logs', '/settings',
];

describe('MENU', () => {
  const entries = menuEntries(MENU);

  it('holds every sidebar path of the spec exactly once', () => {
    expect([...entries.map((e) => e.path)].sort()).toEqual([...SPEC_SIDEBAR_PATHS].sort());
  });

  it('has unique stable keys and menu.* label keys', () => {
    const keys = entries.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of entries) expect(e.label).toMatch(/^menu\.[a-z][A-Za-z]*$/);
    expect(entries.find((e) => e.key === 'cash')?.label).toBe('menu.cash');
    expect(entries.find((e) => e.key === 'credit-card-payments')?.label).toBe('menu.creditCardPayments');
  });

  it('keeps the groups of the spec, with their subgroups', () => {
    expect(MENU.map((g) => g.key)).toEqual([
      'top', 'accept-payments', 'invoices', 'payment-links', 'send-payments', 'others', 'apps-partners', 'configuration',
    ]);
    const subgroups = MENU.flatMap((g) => g.items.flatMap((i) => (i.kind === 'subgroup' ? [`${g.key}/${i.key}`] : [])));
    expect(subgroups).toEqual(['top/escrow', 'top/regional-lending', 'others/issuing', 'apps-partners/platform', 'apps-partners/store']);
  });

  it('gates every Apps and partners entry by the section rule', () => {
    const apps = MENU.find((g) => g.key === 'apps-partners')?.items.flatMap(entriesOf) ?? [];
    expect(apps).toHaveLength(12);
    for (const e of apps) expect(e.gate.rules).toContain('appsAndPartners');
  });
});
