/**
 * The seeded personas of ARCHITECTURE.md ("Seeded personas"), as navigation contexts: the same
 * businesses, flags and permissions the sandbox gateway seeds. Fixtures for the tests beside them.
 */
import { FEATURE_FLAGS, type FeatureFlag, type FeatureFlags } from '../../contract/entities';
import type { PermissionFlag, PermissionFlags } from '../../contract/entities';
import type { NavigationContext } from './navigation-context';
import type { NavigationBusiness } from './navigation-facts';
import { SPEC_SITE_MAP } from './remotes.fixture';

export const SANDBOX_INTERNAL_EMAIL_DOMAINS: readonly string[] = ['internal.test', 'staff.test'];
/** Test configuration: only Toko Ku is on the tax business-id list. */
export const TEST_TAX_BUSINESS_IDS: readonly string[] = ['biz_tokoku'];

export function flagsOnly(on: readonly FeatureFlag[]): FeatureFlags {
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, on.includes(flag)])) as FeatureFlags;
}

export function flagsAllExcept(off: readonly FeatureFlag[]): FeatureFlags {
  return flagsOnly(FEATURE_FLAGS.filter((flag) => !off.includes(flag)));
}

export function permissions(on: readonly PermissionFlag[] | 'all'): PermissionFlags {
  const has = (flag: PermissionFlag): boolean => on === 'all' || on.includes(flag);
  return {
    can_view: has('can_view'),
    can_edit: has('can_edit'),
    can_approve: has('can_approve'),
    can_manage_tech_settings: has('can_manage_tech_settings'),
    can_administer: has('can_administer'),
    can_withdraw: has('can_withdraw'),
    operation: has('operation'),
  };
}

interface BusinessFixture {
  business: NavigationBusiness;
  flags: FeatureFlags;
  canViewDisbursement?: boolean;
  isXenPlatform?: boolean;
  getStartedPageEnabled?: boolean;
}

const business = (
  id: string,
  brand: NavigationBusiness['brand_name'],
  country: NavigationBusiness['country_of_operation'],
  more: Partial<NavigationBusiness> = {},
): NavigationBusiness => ({
  id,
  brand_name: brand,
  country_of_operation: country,
  go_live_status: 'LIVE',
  environment: 'PRODUCTION',
  permission: { exclude_dashboard_page: [], exclude_dashboard_settings: [] },
  is_xp_sub_account: false,
  xp_sub_account_type: null,
  ...more,
});

export type BusinessName = 'tokoku' | 'warungbaru' | 'manila' | 'remit' | 'brand2' | 'partner' | 'internal' | 'escrow' | 'platformSub';

export const BUSINESSES: Readonly<Record<BusinessName, BusinessFixture>> = {
  tokoku: { business: business('biz_tokoku', 'MAIN', 'Indonesia'), flags: flagsAllExcept([]), canViewDisbursement: true, isXenPlatform: true },
  warungbaru: {
    business: business('biz_warungbaru', 'MAIN', 'Indonesia', { go_live_status: 'AWAITING_DOCS', environment: 'DEVELOPMENT' }),
    flags: flagsOnly(['get_started', 'notification_center', 'payment_links', 'reporting']),
    getStartedPageEnabled: true,
  },
  manila: {
    business: business('biz_manila', 'MAIN', 'Philippines'),
    flags: flagsAllExcept(['new_authentication', 'store_operations', 'store_products', 'store_orders', 'lending', 'ereceipts']),
  },
  remit: {
    business: business('biz_remit', 'MAIN', 'Singapore'),
    flags: flagsOnly(['notification_center', 'reporting', 'security_log', 'new_balance_view', 'balance_tab']),
  },
  brand2: { business: business('biz_brand2', 'SECOND', 'Indonesia'), flags: flagsAllExcept(['ereceipts', 'store_operations', 'store_products', 'store_orders']) },
  partner: { business: business('biz_partner', 'PARTNER_A', 'Indonesia'), flags: flagsAllExcept(['new_authentication', 'ereceipts']) },
  internal: { business: business('biz_internal', 'MAIN', 'Indonesia'), flags: flagsAllExcept(['new_authentication']) },
  escrow: {
    business: business('biz_escrow', 'MAIN', 'Indonesia', {
      permission: { exclude_dashboard_page: ['transactions'], exclude_dashboard_settings: ['integrations'] },
    }),
    flags: flagsOnly(['escrow_settings', 'notification_center']),
  },
  platformSub: {
    business: business('biz_platform_sub', 'MAIN', 'Indonesia', { is_xp_sub_account: true, xp_sub_account_type: 'MANAGED' }),
    flags: flagsOnly(['new_authentication', 'notification_center']),
  },
};

export type PersonaName = 'owner' | 'viewer' | 'ops' | 'dev' | 'finance' | 'new' | 'manila' | 'remit' | 'brand2' | 'partner' | 'staff';

/** Each persona's email, permission flags and the business they land in after login. */
export const PERSONAS: Readonly<Record<PersonaName, { email: string; flags: PermissionFlags; business: BusinessName }>> = {
  owner: { email: 'owner@tokoku.test', flags: permissions('all'), business: 'tokoku' },
  viewer: { email: 'viewer@tokoku.test', flags: permissions(['can_view']), business: 'tokoku' },
  ops: { email: 'ops@tokoku.test', flags: permissions(['operation']), business: 'tokoku' },
  dev: { email: 'dev@tokoku.test', flags: permissions(['can_manage_tech_settings']), business: 'tokoku' },
  finance: { email: 'finance@tokoku.test', flags: permissions(['can_approve', 'can_withdraw']), business: 'tokoku' },
  new: { email: 'new@warungbaru.test', flags: permissions('all'), business: 'warungbaru' },
  manila: { email: 'admin@manila.test', flags: permissions('all'), business: 'manila' },
  remit: { email: 'admin@remit.test', flags: permissions('all'), business: 'remit' },
  brand2: { email: 'admin@brand2.test', flags: permissions('all'), business: 'brand2' },
  partner: { email: 'admin@partner.test', flags: permissions('all'), business: 'partner' },
  staff: { email: 'staff@internal.test', flags: permissions('all'), business: 'internal' },
};

/** A fully decided context: `name` working in `businessName` (their own business by default). */
export function personaContext(name: PersonaName, businessName: BusinessName = PERSONAS[name].business): NavigationContext {
  const persona = PERSONAS[name];
  const fixture = BUSINESSES[businessName];
  return {
    user: { ...persona.flags, email: persona.email },
    business: fixture.business,
    businessSettings: {
      can_view_disbursement: fixture.canViewDisbursement ?? false,
      is_xen_platform: fixture.isXenPlatform ?? false,
    },
    featureFlags: fixture.flags,
    getStartedPageEnabled: fixture.getStartedPageEnabled ?? false,
    taxBusinessIds: TEST_TAX_BUSINESS_IDS,
    internalEmailDomains: SANDBOX_INTERNAL_EMAIL_DOMAINS,
    siteMap: SPEC_SITE_MAP,
  };
}
