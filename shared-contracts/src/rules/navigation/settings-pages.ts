/**
 * Settings sub-pages (spec 01 §2 "Settings sub-pages", §6 "Settings pages"). mfe-settings renders
 * them; the shell and mfe-settings both use these rules, so the list and the deep links agree.
 */
import { hasAnyPermission, isInAudience } from './audiences';
import { isFeatureAreaAllowed } from './feature-areas';
import {
  type DecidedNavigationContext,
  type NavigationDecision,
  type NavigationContext,
  PENDING,
  isDecided,
  isTransactionsPageExcluded,
} from './navigation-context';

export type SettingsPageKey =
  | 'business-profile'
  | 'payment-methods'
  | 'sending-money'
  | 'checkout'
  | 'team'
  | 'integrations'
  | 'billings'
  | 'developers'
  | 'withdrawals'
  | 'p2p-escrow-rdl';

export interface SettingsPage {
  readonly key: SettingsPageKey;
  readonly path: `/settings/${SettingsPageKey}`;
  /** i18n key of the page's name. */
  readonly label: string;
  /** Sections of the page a link may point at, without the '#'. */
  readonly anchors: readonly string[];
  /** Nested pages, relative to the page's path. */
  readonly subPages: readonly string[];
}

const page = (key: SettingsPageKey, label: string, anchors: string[] = [], subPages: string[] = []): SettingsPage => ({
  key,
  path: `/settings/${key}`,
  label,
  anchors,
  subPages,
});

/** In the order of spec 01 §2. */
export const SETTINGS_PAGES: readonly SettingsPage[] = [
  page('business-profile', 'settings.businessProfile'),
  page('payment-methods', 'settings.paymentMethods', ['e-wallets'], ['cards-configuration']),
  page('sending-money', 'settings.sendingMoney'),
  page('checkout', 'settings.checkout'),
  page('team', 'settings.team', ['members']),
  page('integrations', 'settings.integrations'),
  page('billings', 'settings.billings', ['billing-statements']),
  page('developers', 'settings.developers', ['api-keys', 'callbacks', 'ip-whitelists']),
  page('withdrawals', 'settings.withdrawals', ['bank-accounts']),
  page('p2p-escrow-rdl', 'settings.p2pEscrowRdl'),
];

export const SETTINGS_FACTS = ['user', 'business', 'featureFlags'] as const;
export type SettingsFacts = DecidedNavigationContext<(typeof SETTINGS_FACTS)[number]>;

/**
 * Spec 01 §6, plus two pages the spec leaves open: payment-methods for viewers, editors and
 * administrators (the same audience as the menu entry); p2p-escrow-rdl for administrators and tech
 * settings managers of businesses with the escrow_settings flag where the escrow area is allowed.
 */
const SETTINGS_PAGE_RULES: Readonly<Record<SettingsPageKey, (facts: SettingsFacts) => boolean>> = {
  'business-profile': () => true,
  'payment-methods': ({ user }) => isInAudience('paymentMethodManagers', user),
  'sending-money': ({ user }) => hasAnyPermission(user),
  checkout: ({ user }) => hasAnyPermission(user),
  team: ({ user }) => user.can_administer,
  integrations: ({ user, business }) => user.can_manage_tech_settings && !isTransactionsPageExcluded(business),
  billings: ({ user }) => user.can_view || user.can_administer,
  developers: ({ user }) => user.can_administer || user.can_manage_tech_settings,
  withdrawals: ({ user }) => user.can_administer || user.can_withdraw,
  'p2p-escrow-rdl': ({ user, business, featureFlags }) =>
    featureFlags.escrow_settings &&
    isFeatureAreaAllowed('escrow', business.brand_name, business.country_of_operation) &&
    (user.can_administer || user.can_manage_tech_settings),
};

/** Whether one settings page shows; exclude_dashboard_settings removes a page whatever the rule says. */
export function isSettingsPageVisible(facts: SettingsFacts, key: SettingsPageKey): boolean {
  if (facts.business.permission.exclude_dashboard_settings.includes(key)) return false;
  return SETTINGS_PAGE_RULES[key](facts);
}

export function visibleSettingsPages(context: NavigationContext): NavigationDecision<{ pages: readonly SettingsPage[] }> {
  if (!isDecided(context, SETTINGS_FACTS)) return PENDING;
  return { status: 'ready', pages: SETTINGS_PAGES.filter((p) => isSettingsPageVisible(context, p.key)) };
}

/** The settings page a path under /settings/ belongs to, or undefined (index or unknown page). */
export function settingsPageOf(pathname: string): SettingsPage | undefined {
  return SETTINGS_PAGES.find((p) => pathname === p.path || p.subPages.some((sub) => pathname === `${p.path}/${sub}`));
}

/** A link to a settings page, optionally to one of its sections: `/settings/team#members`. */
export function settingsHref(key: SettingsPageKey, anchor?: string): string {
  return anchor === undefined ? `/settings/${key}` : `/settings/${key}#${anchor}`;
}
