import { menuEntries } from './menu';
import type { NavigationContext } from './navigation-context';
import { type PersonaName, personaContext } from './personas.fixture';
import { visibleMenu } from './visible-menu';

function visiblePaths(context: NavigationContext): string[] {
  const decision = visibleMenu(context);
  if (decision.status !== 'ready') throw new Error('menu still pending');
  return menuEntries(decision.groups).map((e) => e.path);
}

const CARDS = ['/credit_cards/payments', '/credit_cards/fraud_prevention', '/credit_cards/chargebacks', '/credit_cards/promotions'];
const ACCEPT = [...CARDS, '/virtual_accounts/payments', '/ewallets', '/retail_outlets', '/qr-codes'];
const PAYMENT_LINKS = ['/payment-links', '/payment-recurring'];
const ESCROW = ['/escrow-balance', '/escrow-account', '/escrow-customers'];
const LENDING = ['/rdl-transactions', '/rdl-investors'];
const ISSUING = ['/issuing/card-products', '/issuing/cards', '/issuing/transactions'];
const PLATFORM = ['/xenplatform/accounts', '/xenplatform/platform-fee'];
const STORE = ['/store/onlinestore', '/store/orders', '/store/products', '/store/saleschannels', '/store/multichannelproducts'];
const CONFIGURATION = ['/integrations', '/settings/payment-methods', '/callbacks', '/activity-logs', '/settings'];
const MONEY_TOP = ['/home', '/all-accounts', '/balance', '/transactions-new', '/cash', '/pending'];

/** Each persona's whole sidebar, in order (so every other entry is asserted hidden), and notable hidden entries. */
const PERSONA_MENUS: [PersonaName, string[], string[]][] = [
  [
    'owner',
    [
      ...MONEY_TOP, ...ESCROW, ...LENDING, '/reporting', ...ACCEPT, ...PAYMENT_LINKS,
      '/disbursements', '/batch_disbursements', '/payouts', '/tax', '/customers', ...ISSUING,
      ...PLATFORM, '/xencapital', ...STORE, '/apps-partners', ...CONFIGURATION,
    ],
    ['/get-started', '/activation', '/invoices', '/recurring', '/recurring-new', '/ereceipts', '/xenplatform-activation', '/batch-remittances'],
  ],
  [
    'viewer',
    [
      ...MONEY_TOP, ...ESCROW, ...LENDING, '/reporting', ...ACCEPT, ...PAYMENT_LINKS,
      '/disbursements', '/batch_disbursements', '/payouts', '/tax', '/customers', ...ISSUING,
      ...PLATFORM, '/xencapital', ...STORE, '/apps-partners', '/settings/payment-methods', '/callbacks', '/settings',
    ],
    ['/integrations', '/activity-logs', '/activation'],
  ],
  [
    'ops',
    ['/home', '/transactions-new', ...ACCEPT, ...PAYMENT_LINKS, '/customers', ...PLATFORM, '/xencapital', ...STORE, '/apps-partners', '/callbacks', '/settings'],
    ['/balance', '/cash', '/pending', '/all-accounts', '/escrow-balance', '/reporting', '/disbursements', '/batch_disbursements', '/payouts', '/tax', '/issuing/cards', '/integrations', '/settings/payment-methods', '/activity-logs'],
  ],
  [
    'dev',
    ['/home', ...PLATFORM, '/xencapital', ...STORE, '/apps-partners', '/integrations', '/callbacks', '/settings'],
    ['/cash', '/balance', '/transactions-new', '/credit_cards/payments', '/settings/payment-methods', '/activity-logs'],
  ],
  [
    'finance',
    ['/home', '/all-accounts', '/balance', '/cash', '/escrow-balance', '/batch_disbursements', ...PLATFORM, '/xencapital', ...STORE, '/apps-partners', '/settings'],
    ['/pending', '/transactions-new', '/escrow-account', '/disbursements', '/payouts', '/callbacks', '/integrations', '/credit_cards/payments'],
  ],
  [
    'new',
    [
      '/get-started', '/activation', '/home', '/all-accounts', '/transactions-new', '/cash', '/pending', '/reporting', ...ACCEPT,
      ...PAYMENT_LINKS, '/disbursements', '/batch_disbursements', '/payouts', '/customers', '/xenplatform-activation', '/apps-partners', ...CONFIGURATION,
    ],
    ['/balance', '/escrow-balance', '/rdl-transactions', '/tax', '/issuing/cards', '/xenplatform/accounts', '/xencapital', '/store/onlinestore', '/invoices'],
  ],
  [
    'manila',
    ['/home', '/balance', '/transactions-new', '/reporting', ...CARDS, ...PAYMENT_LINKS, '/batch_disbursements', '/payouts', ...ISSUING, ...CONFIGURATION],
    ['/cash', '/all-accounts', '/pending', '/virtual_accounts/payments', '/qr-codes', '/disbursements', '/apps-partners', '/xenplatform/accounts', '/customers', '/escrow-balance'],
  ],
  [
    'remit',
    ['/home', '/balance', '/transactions-new', '/reporting', ...CONFIGURATION],
    ['/cash', '/credit_cards/payments', '/disbursements', '/apps-partners', '/customers', '/all-accounts'],
  ],
  [
    'brand2',
    [
      '/home', '/balance', '/transactions-new', '/cash', '/pending', '/reporting', '/virtual_accounts/payments', '/ewallets', '/retail_outlets',
      '/disbursements', '/batch-remittances', '/remittance-payouts', ...CONFIGURATION,
    ],
    ['/all-accounts', '/credit_cards/payments', '/qr-codes', '/payment-links', '/batch_disbursements', '/payouts', '/issuing/cards', '/apps-partners', '/xenplatform-activation', '/escrow-balance', '/customers'],
  ],
  [
    'partner',
    [
      ...MONEY_TOP, ...ESCROW, ...LENDING, '/reporting', ...ACCEPT, ...PAYMENT_LINKS,
      '/disbursements', '/batch_disbursements', '/payouts', '/customers', ...ISSUING,
      '/xenplatform-activation', '/xencapital', ...STORE, '/apps-partners', ...CONFIGURATION,
    ],
    ['/tax', '/xenplatform/accounts', '/ereceipts', '/batch-remittances'],
  ],
  [
    'staff',
    [
      ...MONEY_TOP, ...ESCROW, ...LENDING, '/reporting', ...ACCEPT, ...PAYMENT_LINKS, '/disbursements', '/payouts', '/customers', ...ISSUING,
      '/ereceipts', '/ereceipts-activation', '/xenplatform-activation', '/xencapital', ...STORE, '/apps-partners', ...CONFIGURATION,
    ],
    ['/batch_disbursements', '/tax', '/xenplatform/accounts'],
  ],
];

describe('visibleMenu per persona', () => {
  it.each(PERSONA_MENUS)('%s sees exactly their sidebar', (persona, sees, hides) => {
    const paths = visiblePaths(personaContext(persona));
    expect(paths).toEqual(sees);
    for (const path of hides) expect(paths).not.toContain(path);
  });

  it('drops empty groups and subgroups and keeps headings as i18n keys', () => {
    const decision = visibleMenu(personaContext('remit'));
    if (decision.status !== 'ready') throw new Error('pending');
    expect(decision.groups.map((g) => [g.key, g.label])).toEqual([
      ['top', null],
      ['configuration', 'menu.group.configuration'],
    ]);
    const owner = visibleMenu(personaContext('owner'));
    if (owner.status !== 'ready') throw new Error('pending');
    const top = owner.groups[0]?.items.map((i) => (i.kind === 'entry' ? i.label : `${i.label}:${i.entries.length}`));
    expect(top).toContain('menu.cash');
    expect(top).toContain('menu.group.escrow:3');
  });
});

describe('visibleMenu while not decided yet', () => {
  const facts = ['user', 'business', 'businessSettings', 'featureFlags', 'getStartedPageEnabled', 'taxBusinessIds', 'internalEmailDomains'] as const;
  it.each(facts)('is pending while %s is loading', (fact) => {
    expect(visibleMenu({ ...personaContext('owner'), [fact]: undefined })).toEqual({ status: 'pending' });
  });
});
