import type { Brand, CountryOfOperation, Environment, FeatureFlags, GoLiveStatus, PermissionFlags, SessionView } from 'shared-contracts';
import { WHITE_LABEL_BRANDS } from 'shared-contracts';
import { isLive, showsInternalNotice } from 'shared-contracts/rules';

/**
 * What the home page's visibility rules decide from (spec 02 §2, §6): the user's permission flags
 * and the business kinds that change the page. Pure data, so every rule is a pure function of it
 * and of the home data (spec 02 §3), tested per persona and country.
 */
export interface HomeFacts {
  permissions: Pick<PermissionFlags, 'can_view' | 'can_edit' | 'can_administer' | 'can_manage_tech_settings' | 'can_withdraw' | 'operation'>;
  brand: Brand;
  country: CountryOfOperation;
  goLiveStatus: GoLiveStatus;
  /** Test mode DEVELOPMENT, live mode PRODUCTION; undefined when the environment cookie is missing. */
  environment: Environment | undefined;
  /** A platform (xenPlatform) sub-account. */
  platformSubAccount: boolean;
  /** The business uses the platform already (business settings' is_xen_platform). */
  xenPlatform: boolean;
  featureFlags: Pick<FeatureFlags, 'payment_links' | 'calendar_booking'>;
  /** An internal staff member switched into a merchant's business (spec 01 §6 internal notice). */
  switchedIn: boolean;
}

/** The instant-live statuses that are still waiting for verification (spec 02 §4). */
export const INSTANT_ACTIVATION_PENDING: readonly GoLiveStatus[] = ['INSTANT_LIVE_PENDING_VERIFICATION', 'INSTANT_LIVE_AWAITING_DOCS'];

export const isRemittance = (facts: Pick<HomeFacts, 'country'>): boolean => facts.country === 'Singapore';
export const isWhiteLabel = (facts: Pick<HomeFacts, 'brand'>): boolean => WHITE_LABEL_BRANDS.includes(facts.brand);
export const isLiveBusiness = (facts: Pick<HomeFacts, 'goLiveStatus'>): boolean => isLive(facts.goLiveStatus);
export const isInstantActivationPending = (facts: Pick<HomeFacts, 'goLiveStatus'>): boolean =>
  INSTANT_ACTIVATION_PENDING.includes(facts.goLiveStatus);

/**
 * The facts from the session the shell hands over; undefined ("not decided yet") until the user,
 * the business, its flags and its settings are known.
 */
export function homeFactsOf(session: SessionView): HomeFacts | undefined {
  const { user, business, featureFlags, businessSettings, deployment } = session;
  if (!user || !business || !featureFlags || !businessSettings) return undefined;
  return {
    permissions: {
      can_view: user.can_view,
      can_edit: user.can_edit,
      can_administer: user.can_administer,
      can_manage_tech_settings: user.can_manage_tech_settings,
      can_withdraw: user.can_withdraw,
      operation: user.operation,
    },
    brand: business.brand_name,
    country: business.country_of_operation,
    goLiveStatus: business.go_live_status,
    environment: session.environment,
    platformSubAccount: business.is_xp_sub_account,
    xenPlatform: businessSettings.is_xen_platform,
    featureFlags: { payment_links: featureFlags.payment_links, calendar_booking: featureFlags.calendar_booking },
    switchedIn: showsInternalNotice(user.email, business.email, deployment.internalEmailDomains),
  };
}
