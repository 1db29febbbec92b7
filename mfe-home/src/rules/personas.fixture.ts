/**
 * The sandbox personas (sandbox-gateway/README.md) as home facts, for the rules' table tests: one
 * row per persona and country, with the business each lands in (or is switched into).
 */
import type { HomeFacts } from './home-facts';

const ALL = { can_view: true, can_edit: true, can_administer: true, can_manage_tech_settings: true, can_withdraw: true, operation: true };
const NONE = { can_view: false, can_edit: false, can_administer: false, can_manage_tech_settings: false, can_withdraw: false, operation: false };

const TOKO_KU: Omit<HomeFacts, 'permissions'> = {
  brand: 'MAIN',
  country: 'Indonesia',
  goLiveStatus: 'LIVE',
  environment: 'PRODUCTION',
  platformSubAccount: false,
  xenPlatform: true,
  featureFlags: { payment_links: true, calendar_booking: true },
  switchedIn: false,
};

export const HOME_PERSONAS = {
  'owner ID': { ...TOKO_KU, permissions: ALL },
  viewer: { ...TOKO_KU, permissions: { ...NONE, can_view: true } },
  'ops-only': { ...TOKO_KU, permissions: { ...NONE, operation: true } },
  dev: { ...TOKO_KU, permissions: { ...NONE, can_manage_tech_settings: true } },
  finance: { ...TOKO_KU, permissions: { ...NONE, can_withdraw: true } },
  'Manila PH': { ...TOKO_KU, permissions: ALL, country: 'Philippines', xenPlatform: false },
  remittance: {
    ...TOKO_KU, permissions: ALL, country: 'Singapore', xenPlatform: false, featureFlags: { payment_links: false, calendar_booking: false },
  },
  'second brand': { ...TOKO_KU, permissions: ALL, brand: 'SECOND', xenPlatform: false },
  'white-label partner': { ...TOKO_KU, permissions: ALL, brand: 'PARTNER_A', xenPlatform: false },
  'managed sub-account': {
    ...TOKO_KU, permissions: ALL, platformSubAccount: true, xenPlatform: false, featureFlags: { payment_links: false, calendar_booking: false },
  },
  'not-live business': {
    ...TOKO_KU, permissions: ALL, goLiveStatus: 'AWAITING_DOCS', environment: 'DEVELOPMENT', xenPlatform: false,
    featureFlags: { payment_links: true, calendar_booking: false },
  },
  'instant activation': {
    ...TOKO_KU, permissions: ALL, goLiveStatus: 'INSTANT_LIVE_PENDING_VERIFICATION', environment: 'DEVELOPMENT', xenPlatform: false,
    featureFlags: { payment_links: false, calendar_booking: true },
  },
  'staff switched in': { ...TOKO_KU, permissions: ALL, switchedIn: true },
  'owner in test mode': { ...TOKO_KU, permissions: ALL, environment: 'DEVELOPMENT' },
} satisfies Record<string, HomeFacts>;

export type HomePersona = keyof typeof HOME_PERSONAS;

/** Route keys as a shell that serves every area and lets the user open each: the spec's rules alone decide. */
export const EVERY_ROUTE = { isVisible: (): boolean => true };
