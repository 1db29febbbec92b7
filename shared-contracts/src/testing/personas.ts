/**
 * The sandbox gateway's seeded personas (ARCHITECTURE.md "Seeded personas",
 * sandbox-gateway/src/seed/personas.ts and businesses.ts) as a remote sees them: the SessionView
 * facts of each one signed in to the business they land in. One source for every remote's tests:
 * a test names the persona the merchant would sign in as (`renderRemote(ui, { persona: 'viewer' })`),
 * never a hand-made user. sandbox-gateway/src/seed/testing-personas.test.ts checks them against the seed.
 */
import type {
  Brand,
  Business,
  BusinessSettings,
  CountryOfOperation,
  Environment,
  FeatureFlag,
  FeatureFlags,
  GoLiveStatus,
  Language,
  PermissionFlag,
  PermissionFlags,
  User,
} from '../contract/entities';
import { FEATURE_FLAGS, PERMISSION_FLAGS } from '../contract/entities';
import type { SessionView } from '../contract/session-view';

/** The seed's business ids, by a short name. */
export type SeededBusinessName =
  | 'tokoku'
  | 'tokokuExpress'
  | 'tokokuBaru'
  | 'warungbaru'
  | 'manila'
  | 'remit'
  | 'brand2'
  | 'partner'
  | 'internal'
  | 'escrow'
  | 'platformSub'
  | 'cebu'
  | 'kilat';

export interface SeededBusiness {
  business: Business;
  featureFlags: FeatureFlags;
  businessSettings: BusinessSettings;
}

/** Every flag on except those named. */
export function flagsAllExcept(off: readonly FeatureFlag[]): FeatureFlags {
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, !off.includes(flag)])) as FeatureFlags;
}

/** Only the flags named are on. */
export function flagsOnly(on: readonly FeatureFlag[]): FeatureFlags {
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, on.includes(flag)])) as FeatureFlags;
}

/** Permission flags: every one, or only those named. */
export function permissionFlags(on: readonly PermissionFlag[] | 'all'): PermissionFlags {
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, on === 'all' || on.includes(flag)])) as unknown as PermissionFlags;
}

// The seed's clock runs from the moment it seeds; tests get fixed dates instead.
const CREATED = '2025-01-01T00:00:00Z';
const LIVE_STATUSES: readonly GoLiveStatus[] = ['LIVE', 'TIER_1'];

interface BusinessSeed {
  id: string;
  name: string;
  email: string;
  brand?: Brand;
  country?: CountryOfOperation;
  status?: GoLiveStatus;
  flags: FeatureFlags;
  type?: Business['type'];
  subAccountOf?: string;
  excludePages?: string[];
  excludeSettings?: string[];
  canViewDisbursement?: boolean;
  isXenPlatform?: boolean;
}

function seeded(seed: BusinessSeed): SeededBusiness {
  const status = seed.status ?? 'LIVE';
  const environment: Environment = LIVE_STATUSES.includes(status) ? 'PRODUCTION' : 'DEVELOPMENT';
  return {
    business: {
      id: seed.id,
      name: seed.name,
      email: seed.email,
      logo: null,
      entity: 'Sandbox',
      brand_name: seed.brand ?? 'MAIN',
      country_of_operation: seed.country ?? 'Indonesia',
      environment,
      go_live_status: status,
      created: CREATED,
      type: seed.type ?? 'OWNED',
      permission: { exclude_dashboard_page: seed.excludePages ?? [], exclude_dashboard_settings: seed.excludeSettings ?? [] },
      is_xp_sub_account: seed.subAccountOf !== undefined,
      xp_sub_account_type: seed.subAccountOf !== undefined ? 'MANAGED' : null,
      xp_master_account_id: seed.subAccountOf ?? null,
    },
    featureFlags: seed.flags,
    businessSettings: { can_view_disbursement: seed.canViewDisbursement ?? false, is_xen_platform: seed.isXenPlatform ?? false },
  };
}

export const SEEDED_BUSINESSES: Readonly<Record<SeededBusinessName, SeededBusiness>> = {
  tokoku: seeded({ id: 'biz_tokoku', name: 'Toko Ku', email: 'finance@tokoku.test', flags: flagsAllExcept([]), canViewDisbursement: true, isXenPlatform: true }),
  tokokuExpress: seeded({
    id: 'biz_tokoku_express', name: 'Toko Ku Express', email: 'express@tokoku.test', status: 'TIER_1', flags: flagsAllExcept(['get_started', 'notification_center', 'payment_links']),
  }),
  tokokuBaru: seeded({ id: 'biz_tokoku_baru', name: 'Toko Ku Baru', email: 'baru@tokoku.test', status: 'AWAITING_DOCS', flags: flagsAllExcept([]) }),
  warungbaru: seeded({
    id: 'biz_warungbaru', name: 'Warung Baru', email: 'hello@warungbaru.test', status: 'AWAITING_DOCS',
    flags: flagsOnly(['get_started', 'notification_center', 'payment_links', 'reporting']),
  }),
  manila: seeded({
    id: 'biz_manila', name: 'Manila Mart', email: 'billing@manila.test', country: 'Philippines',
    flags: flagsAllExcept(['new_authentication', 'store_operations', 'store_products', 'store_orders', 'lending', 'ereceipts']),
  }),
  remit: seeded({
    id: 'biz_remit', name: 'Lion City Remit', email: 'ops@remit.test', country: 'Singapore',
    flags: flagsOnly(['notification_center', 'reporting', 'security_log', 'new_balance_view', 'balance_tab']),
  }),
  brand2: seeded({
    id: 'biz_brand2', name: 'Nusantara Dua', email: 'admin@brand2.test', brand: 'SECOND', flags: flagsAllExcept(['ereceipts', 'store_operations', 'store_products', 'store_orders']),
  }),
  partner: seeded({ id: 'biz_partner', name: 'Partner Pay Shop', email: 'admin@partner.test', brand: 'PARTNER_A', flags: flagsAllExcept(['new_authentication', 'ereceipts']) }),
  internal: seeded({ id: 'biz_internal', name: 'Sandbox Internal Ops', email: 'ops@internal.test', flags: flagsAllExcept(['new_authentication']) }),
  escrow: seeded({
    id: 'biz_escrow', name: 'Escrow Nusantara', email: 'escrow@escrow.test', flags: flagsOnly(['escrow_settings', 'notification_center']),
    excludePages: ['transactions'], excludeSettings: ['integrations'],
  }),
  platformSub: seeded({
    id: 'biz_platform_sub', name: 'Toko Ku Sub-account', email: 'sub@tokoku.test', type: 'MANAGED', subAccountOf: 'biz_tokoku',
    flags: flagsOnly(['new_authentication', 'notification_center']),
  }),
  cebu: seeded({ id: 'biz_cebu', name: 'Cebu Registered Traders', email: 'hello@cebu.test', country: 'Philippines', status: 'REGISTERED', flags: flagsOnly(['get_started']) }),
  kilat: seeded({
    id: 'biz_kilat', name: 'Kilat Instan', email: 'hello@kilat.test', status: 'INSTANT_LIVE_PENDING_VERIFICATION', flags: flagsAllExcept(['get_started', 'payment_links']),
  }),
};

/** The personas a remote's tests sign in as (the table of ARCHITECTURE.md, plus the home page's business kinds). */
export type PersonaName =
  | 'owner'
  | 'viewer'
  | 'ops'
  | 'dev'
  | 'finance'
  | 'authn'
  | 'new'
  | 'manila'
  | 'remit'
  | 'brand2'
  | 'partner'
  | 'staff'
  | 'sub'
  | 'kilat';

/** What a remote's session says about one persona, signed in to the business they land in. */
export interface Persona {
  readonly user: User;
  readonly business: Business;
  readonly businesses: readonly Business[];
  readonly featureFlags: FeatureFlags;
  readonly businessSettings: BusinessSettings;
}

interface PersonaSeed {
  id: string;
  email: string;
  fullName: string;
  phone?: string;
  phoneVerified?: boolean;
  mfaType?: User['mfa_type'];
  language?: Language;
  flags: readonly PermissionFlag[] | 'all';
  /** The first is where the persona lands after sign-in. */
  businesses: readonly SeededBusinessName[];
}

function persona(seed: PersonaSeed): Persona {
  const landing = SEEDED_BUSINESSES[seed.businesses[0]!];
  return {
    user: {
      ...permissionFlags(seed.flags),
      id: seed.id,
      user_id: seed.id,
      email: seed.email,
      full_name: seed.fullName,
      phone_number: seed.phone ?? null,
      is_phone_number_verified: seed.phoneVerified ?? seed.phone !== undefined,
      mfa_type: seed.mfaType ?? 'phone_number',
      email_verification_status: 'VERIFIED',
      timezone: 'SYSTEM',
      preferred_language: seed.language ?? 'en',
      preferred_timezone: null,
      status: 'ACTIVE',
      entity: 'Sandbox',
      created: CREATED,
      is_pin_set: false,
      account_notifications: [],
      instant_messaging_consent: null,
    },
    business: landing.business,
    businesses: seed.businesses.map((name) => SEEDED_BUSINESSES[name].business),
    featureFlags: landing.featureFlags,
    businessSettings: landing.businessSettings,
  };
}

const tokoKu = (id: string, email: string, fullName: string, phone: string, flags: PersonaSeed['flags']): Persona =>
  persona({ id, email, fullName, phone, flags, businesses: ['tokoku'] });
const liveAdmin = (id: string, email: string, fullName: string, business: SeededBusinessName, language?: Language): Persona =>
  persona({ id, email, fullName, flags: 'all', businesses: [business], ...(language ? { language } : {}) });

export const PERSONAS: Readonly<Record<PersonaName, Persona>> = {
  owner: persona({
    id: 'usr_owner_tokoku', email: 'owner@tokoku.test', fullName: 'Ayu Pratama', phone: '+6281234567001', flags: 'all',
    businesses: ['tokoku', 'tokokuExpress', 'tokokuBaru'],
  }),
  viewer: tokoKu('usr_viewer_tokoku', 'viewer@tokoku.test', 'Budi Santoso', '+6281234567002', ['can_view']),
  ops: tokoKu('usr_ops_tokoku', 'ops@tokoku.test', 'Citra Lestari', '+6281234567003', ['operation']),
  dev: tokoKu('usr_dev_tokoku', 'dev@tokoku.test', 'Dewi Anggraini', '+6281234567004', ['can_manage_tech_settings']),
  finance: tokoKu('usr_finance_tokoku', 'finance@tokoku.test', 'Eko Wibowo', '+6281234567005', ['can_approve', 'can_withdraw']),
  authn: persona({
    id: 'usr_authn_tokoku', email: 'authn@tokoku.test', fullName: 'Fajar Nugroho', phone: '+6281234567006', phoneVerified: false,
    mfaType: 'authenticator', flags: 'all', businesses: ['tokoku'],
  }),
  new: liveAdmin('usr_new_warungbaru', 'new@warungbaru.test', 'Hadi Warung', 'warungbaru'),
  manila: liveAdmin('usr_admin_manila', 'admin@manila.test', 'Isabel Reyes', 'manila'),
  remit: liveAdmin('usr_admin_remit', 'admin@remit.test', 'Jun Wei Tan', 'remit'),
  brand2: liveAdmin('usr_admin_brand2', 'admin@brand2.test', 'Kartika Sari', 'brand2', 'id'),
  partner: liveAdmin('usr_admin_partner', 'admin@partner.test', 'Lukas Partner', 'partner'),
  staff: persona({
    id: 'usr_staff_internal', email: 'staff@internal.test', fullName: 'Maya Internal', phone: '+6281234567013', flags: 'all',
    businesses: ['internal', 'tokoku', 'tokokuExpress', 'tokokuBaru', 'warungbaru', 'manila', 'remit', 'brand2', 'partner', 'escrow', 'platformSub', 'cebu'],
  }),
  sub: liveAdmin('usr_admin_sub', 'sub@tokoku.test', 'Nadia Sub', 'platformSub'),
  kilat: liveAdmin('usr_admin_kilat', 'admin@kilat.test', 'Oka Kilat', 'kilat'),
};

/** What a test changes of a persona's session: merged into the user, the business, the flags and settings. */
export interface PersonaOverrides {
  user?: Partial<User>;
  business?: Partial<Business>;
  featureFlags?: Partial<FeatureFlags>;
  businessSettings?: Partial<BusinessSettings>;
  environment?: Environment;
  /** Switched into another of the persona's businesses (staff switching into a merchant's). */
  switchedTo?: SeededBusinessName;
  /** The flags and settings not read yet: the shell is still loading them ("not decided yet"). */
  pending?: boolean;
}

/** A signed-in SessionView for `name`, for `createFakeHostApi({ session })`. */
export function personaSession(name: PersonaName, overrides: PersonaOverrides = {}): Partial<SessionView> {
  const base = PERSONAS[name];
  const landing = overrides.switchedTo ? SEEDED_BUSINESSES[overrides.switchedTo] : base;
  const business = { ...landing.business, ...overrides.business };
  return {
    status: 'signedIn',
    user: { ...base.user, ...overrides.user },
    business,
    businesses: base.businesses,
    environment: overrides.environment ?? business.environment,
    liveMode: LIVE_STATUSES.includes(business.go_live_status) ? 'LIVE' : 'NON_LIVE',
    featureFlags: overrides.pending ? undefined : { ...landing.featureFlags, ...overrides.featureFlags },
    businessSettings: overrides.pending ? undefined : { ...landing.businessSettings, ...overrides.businessSettings },
  };
}
