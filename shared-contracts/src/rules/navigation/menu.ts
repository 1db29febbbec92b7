/**
 * The sidebar of spec 01 §2 as data: groups, their entries and subgroups, each entry with a stable
 * key, its path, its label and its gate. SHELL_MENU is the spec's sidebar for the areas that no
 * remote declares: each shows once a deployed remote renders its path (`composeSiteMap`), and
 * never while nobody does. `visibleMenu` filters the composed menu.
 */
import type { Language } from '../../contract/entities';
import type { MenuGate } from './menu-gates';

/** The shell's entries name an i18n key ('menu.cash'); a remote's entry carries its texts. */
export type MenuLabel = string | Readonly<Record<Language, string>>;

export interface MenuEntry {
  readonly kind: 'entry';
  /** Stable: remotes name it in their routes, account notifications name it in new-tag keys. */
  readonly key: string;
  readonly path: string;
  readonly label: MenuLabel;
  readonly gate: MenuGate;
  /** The remote that renders the entry's page; absent while no deployed remote does (the entry is hidden). */
  readonly remote?: string;
  /** The same page on the deployment's other dashboard, for an entry no deployed remote renders. */
  readonly elsewhere?: string;
  /** Further paths (with their sub-paths) that belong to this entry's page, e.g. detail pages. */
  readonly relatedPaths?: readonly string[];
}

export interface MenuSubgroup {
  readonly kind: 'subgroup';
  readonly key: string;
  readonly label: string;
  readonly entries: readonly MenuEntry[];
}

export type MenuItem = MenuEntry | MenuSubgroup;

export type MenuGroupKey =
  | 'top'
  | 'accept-payments'
  | 'invoices'
  | 'payment-links'
  | 'send-payments'
  | 'others'
  | 'apps-partners'
  | 'configuration';

export interface MenuGroup {
  readonly key: MenuGroupKey;
  /** i18n key of the group's heading; null for the headless top and others groups. */
  readonly label: string | null;
  readonly items: readonly MenuItem[];
}

const camel = (key: string): string => key.replace(/[-_](\w)/g, (_, letter: string) => letter.toUpperCase());

function entry(key: string, path: string, gate: MenuGate, relatedPaths?: string[]): MenuEntry {
  return { kind: 'entry', key, path, label: `menu.${camel(key)}`, gate, ...(relatedPaths ? { relatedPaths } : {}) };
}

function subgroup(key: string, entries: MenuEntry[]): MenuSubgroup {
  return { kind: 'subgroup', key, label: `menu.group.${camel(key)}`, entries };
}

function group(key: MenuGroupKey, headed: boolean, items: MenuItem[]): MenuGroup {
  return { key, label: headed ? `menu.group.${camel(key)}` : null, items };
}

/** An Apps and partners entry: everybody may see it where the section shows (spec 01 §6). */
function app(key: string, path: string, gate: Omit<MenuGate, 'audience'>): MenuEntry {
  return entry(key, path, { audience: 'everyone', ...gate, rules: ['appsAndPartners', ...(gate.rules ?? [])] });
}

const store = (flags: MenuGate['flags'] = []): Omit<MenuGate, 'audience'> => ({
  area: 'store',
  flags: ['store_operations', ...flags],
});

/** The spec's sidebar (spec 01 §2) for the areas no remote declares an entry for. */
export const SHELL_MENU: readonly MenuGroup[] = [
  group('top', false, [
    entry('all-accounts', '/all-accounts', { audience: 'accountViewers', area: 'all-accounts', rules: ['notPhilippines'] }),
    entry('balance', '/balance', { audience: 'balanceViewers', area: 'balance', rules: ['balanceTab'] }),
    entry('transactions-new', '/transactions-new', { audience: 'viewersOrOperations', area: 'transactions-new' }),
    entry('cash', '/cash', { audience: 'balanceViewers', area: 'cash', rules: ['notPhilippines'] }),
    entry('pending', '/pending', { audience: 'viewers', area: 'pending' }),
    subgroup('escrow', [
      entry('escrow-balance', '/escrow-balance', { audience: 'balanceViewers', area: 'escrow', flags: ['escrow_settings'] }),
      entry('escrow-account', '/escrow-account', { audience: 'viewers', area: 'escrow', flags: ['escrow_settings'] }),
      entry('escrow-customers', '/escrow-customers', { audience: 'viewers', area: 'escrow', flags: ['escrow_settings'] }),
    ]),
    subgroup('regional-lending', [
      entry('rdl-transactions', '/rdl-transactions', { audience: 'viewers', area: 'regional-lending', flags: ['lending'] }),
      entry('rdl-investors', '/rdl-investors', { audience: 'viewers', area: 'regional-lending', flags: ['lending'] }),
    ]),
    entry('reporting', '/reporting', { audience: 'viewers', area: 'reporting', flags: ['reporting'] }),
  ]),
  group('accept-payments', true, [
    entry('virtual-account-payments', '/virtual_accounts/payments', { audience: 'viewersOrOperations', area: 'virtual_accounts' }),
    entry('ewallets', '/ewallets', { audience: 'viewersOrOperations', area: 'ewallets' }),
    entry('retail-outlets', '/retail_outlets', { audience: 'viewersOrOperations', area: 'retail_outlets' }),
    entry('qr-codes', '/qr-codes', { audience: 'viewersOrOperations', area: 'qr-codes' }, ['/qr-code-download']),
  ]),
  group('invoices', true, [
    entry('invoices', '/invoices', { audience: 'viewersOrOperations', area: 'invoices', rules: ['invoicesMode'] }, [
      '/invoice',
      '/customize-checkout',
    ]),
    entry('on-demand', '/on-demand', { audience: 'viewersOrOperations', area: 'on-demand', rules: ['invoicesMode'] }),
    entry('recurring', '/recurring', {
      audience: 'viewersOrOperations',
      area: 'recurring',
      rules: ['invoicesMode', 'oldRecurringView'],
    }),
    entry('recurring-new', '/recurring-new', {
      audience: 'viewersOrOperations',
      area: 'recurring',
      flags: ['new_recurring_view'],
      rules: ['invoicesMode'],
    }),
  ]),
  group('payment-links', true, [
    entry('payment-links', '/payment-links', { audience: 'viewersOrOperations', area: 'payment-links', rules: ['paymentLinksMode'] }),
    entry('payment-recurring', '/payment-recurring', {
      audience: 'viewersOrOperations',
      area: 'payment-recurring',
      rules: ['paymentLinksMode'],
    }),
  ]),
  group('send-payments', true, [
    entry('disbursements', '/disbursements', { audience: 'viewers', area: 'disbursements' }),
    entry('batch-disbursements', '/batch_disbursements', {
      audience: 'batchDisbursers',
      area: 'batch_disbursements',
      rules: ['batchDisbursementAllowed'],
    }),
    entry('batch-remittances', '/batch-remittances', { audience: 'viewers', area: 'batch-remittances' }),
    entry('payouts', '/payouts', { audience: 'viewers', area: 'payouts', rules: ['payoutsAllowed'] }, ['/payout']),
    entry('remittance-payouts', '/remittance-payouts', { audience: 'viewers', area: 'remittance-payouts' }),
  ]),
  group('others', false, [
    entry('tax', '/tax', { audience: 'viewers', rules: ['taxBusiness'] }),
    entry('customers', '/customers', { audience: 'viewersOrOperations', area: 'customers' }),
    subgroup('issuing', [
      entry('issuing-card-products', '/issuing/card-products', { audience: 'viewers', area: 'issuing', flags: ['issuing'] }),
      entry('issuing-cards', '/issuing/cards', { audience: 'viewers', area: 'issuing', flags: ['issuing'] }),
      entry('issuing-transactions', '/issuing/transactions', { audience: 'viewers', area: 'issuing', flags: ['issuing'] }),
    ]),
  ]),
  group('apps-partners', true, [
    app('ereceipts', '/ereceipts', { area: 'apps-partners', flags: ['ereceipts'], rules: ['internalStaff'] }),
    app('ereceipts-activation', '/ereceipts-activation', { area: 'apps-partners', flags: ['ereceipts'], rules: ['internalStaff'] }),
    subgroup('platform', [
      app('xenplatform-accounts', '/xenplatform/accounts', { area: 'platform', rules: ['xenPlatform'] }),
      app('xenplatform-platform-fee', '/xenplatform/platform-fee', { area: 'platform', rules: ['xenPlatform'] }),
    ]),
    app('xenplatform-activation', '/xenplatform-activation', { area: 'platform', rules: ['notXenPlatform'] }),
    app('xencapital', '/xencapital', { area: 'apps-partners', flags: ['lending'] }),
    subgroup('store', [
      app('store-online-store', '/store/onlinestore', store()),
      app('store-orders', '/store/orders', store(['store_orders'])),
      app('store-products', '/store/products', store(['store_products'])),
      app('store-sales-channels', '/store/saleschannels', store(['marketplace_integration'])),
      app('store-multichannel-products', '/store/multichannelproducts', store(['store_products', 'marketplace_integration'])),
    ]),
    app('apps-partners', '/apps-partners', { area: 'apps-partners' }),
  ]),
  group('configuration', true, [
    entry('integrations', '/integrations', { audience: 'techSettingsManagers', area: 'integrations', rules: ['transactionsNotExcluded'] }),
    // payment-methods, callbacks (issue 16) and activity-logs (issue 21): declared by the settings remote, which renders them.
  ]),
];

/**
 * Pages of spec 01 §2 outside the menu that other areas link to by route key, before any remote
 * declares them: each is served once a deployed remote renders its path.
 */
export const SPEC_PAGES: ReadonlyArray<{ key: string; path: string; within: string; anchors: readonly string[] }> = [
  { key: 'invoices.customize-checkout', path: '/customize-checkout', within: 'invoices', anchors: [] },
  { key: 'payment-links.create', path: '/payment-links/create', within: 'payment-links', anchors: [] },
];

export function entriesOf(item: MenuItem): readonly MenuEntry[] {
  return item.kind === 'entry' ? [item] : item.entries;
}

/** Every entry of a menu, in order, flattened. */
export function menuEntries(groups: readonly MenuGroup[]): MenuEntry[] {
  return groups.flatMap((g) => g.items.flatMap(entriesOf));
}
