import type { Business, CountryOfOperation, Environment, GoLiveStatus, LiveMode, PermissionFlags } from '../../contract/entities';

/** LIVE and TIER_1 count as live (spec 01 §4). */
export function isLive(status: GoLiveStatus): boolean {
  return status === 'LIVE' || status === 'TIER_1';
}

export function liveModeOf(status: GoLiveStatus): LiveMode {
  return isLive(status) ? 'LIVE' : 'NON_LIVE';
}

/**
 * The environment the dashboard works in: a business that is not live is always in test mode
 * (DEVELOPMENT); a live one uses the environment cookie, or none when the cookie is missing.
 */
export function effectiveEnvironment(status: GoLiveStatus, cookie: Environment | undefined): Environment | undefined {
  return isLive(status) ? cookie : 'DEVELOPMENT';
}

/** TIER_1 is partly live and a banner says so. */
export function isTierOne(status: GoLiveStatus): boolean {
  return status === 'TIER_1';
}

type TierBusiness = Pick<Business, 'go_live_status' | 'is_xp_sub_account' | 'xp_sub_account_type'> & {
  country_of_operation: CountryOfOperation;
};

/**
 * Tier zero (spec 01 §4): REGISTERED in the Philippines or for a platform sub-account that is not
 * managed; AWAITING_DOCS; FORM_CONFIRMED. (Outside the Philippines a further list applies that the
 * spec does not show; it is not guessed here.)
 */
export function isTierZero(business: TierBusiness): boolean {
  const status = business.go_live_status;
  if (status === 'AWAITING_DOCS' || status === 'FORM_CONFIRMED') return true;
  if (status !== 'REGISTERED') return false;
  return business.country_of_operation === 'Philippines' || (business.is_xp_sub_account && business.xp_sub_account_type !== 'MANAGED');
}

/** Only administrators of live businesses may switch between test and live mode. */
export function canSwitchEnvironment(user: Pick<PermissionFlags, 'can_administer'>, status: GoLiveStatus): boolean {
  return user.can_administer && isLive(status);
}
