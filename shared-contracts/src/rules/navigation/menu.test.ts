import { SHELL_MENU, entriesOf, menuEntries } from './menu';
import { REPOSITORY_SITE_MAP, SPEC_SITE_MAP } from './remotes.fixture';

/**
 * Every path of spec 01 §2 "Sidebar menu" (plus the activation entry of §6, and the activation
 * status entry that takes its place where §6 hides it: docs/decisions/0064).
 */
const SPEC_SIDEBAR_PATHS = [
  '/get-started', '/activation', '/activation/ongoing-activation', '/home', '/all-accounts', '/balance', '/transactions-new', '/cash', '/pending',
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

const MENU = SPEC_SITE_MAP.menu;

describe('the menu: the shell\'s areas with the remotes\' declared entries', () => {
  const entries = menuEntries(MENU);

  it('holds every sidebar path of the spec exactly once, in the spec\'s order', () => {
    expect(REPOSITORY_SITE_MAP.problems).toEqual([]);
    expect(entries.map((e) => e.path)).toEqual(SPEC_SIDEBAR_PATHS);
  });

  it('has unique stable keys; the shell\'s entries name menu.* label keys, the remotes\' carry en and id', () => {
    const keys = entries.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of menuEntries(SHELL_MENU)) expect(e.label).toMatch(/^menu\.[a-z][A-Za-z]*$/);
    expect(entries.find((e) => e.key === 'cash')?.label).toBe('menu.cash');
    expect(entries.find((e) => e.key === 'credit-card-payments')).toMatchObject({
      label: { en: 'Card payments', id: 'Pembayaran kartu' },
      remote: 'cards',
    });
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
