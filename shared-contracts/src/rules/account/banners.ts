import type { Business, Environment, KycVerificationStatus, PermissionFlags } from '../../contract/entities';
import { isLive, isTierOne } from './live-mode';

/** The environment banner (spec 01 §4): at most one shows. */
export type EnvironmentBanner = 'testModeLive' | 'testModeNotActivated' | 'tierOne' | 'missingEnvironment';

export function environmentBanner(business: Pick<Business, 'go_live_status'>, environment: Environment | undefined): EnvironmentBanner | null {
  if (environment === undefined) return 'missingEnvironment';
  if (environment === 'DEVELOPMENT') return isLive(business.go_live_status) ? 'testModeLive' : 'testModeNotActivated';
  return isTierOne(business.go_live_status) ? 'tierOne' : null;
}

export interface ActivationPromptInput {
  user: Pick<PermissionFlags, 'can_administer'>;
  business: Pick<Business, 'go_live_status'>;
  kycVerificationStatus: KycVerificationStatus | undefined;
  environment: Environment | undefined;
  pathname: string;
}

/**
 * The activation prompt: in test mode, for administrators, when the business is AWAITING_DOCS with
 * kyc AWAITING_DATA, and not on /get-started.
 */
export function showsActivationPrompt({ user, business, kycVerificationStatus, environment, pathname }: ActivationPromptInput): boolean {
  return (
    environment === 'DEVELOPMENT' &&
    user.can_administer &&
    business.go_live_status === 'AWAITING_DOCS' &&
    kycVerificationStatus === 'AWAITING_DATA' &&
    pathname !== '/get-started'
  );
}

/** The go-live link shows only in test mode, when the activation entry is in the menu. */
export function showsGoLiveLink(environment: Environment | undefined, activationInMenu: boolean): boolean {
  return environment === 'DEVELOPMENT' && activationInMenu;
}

function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/** Internal staff: the user's email is on one of the internal company domains. */
export function isInternalStaff(email: string, internalDomains: readonly string[]): boolean {
  return internalDomains.includes(domainOf(email));
}

/** The internal-staff notice: an internal user switched into a customer (non-internal) business. */
export function showsInternalNotice(userEmail: string, businessEmail: string, internalDomains: readonly string[]): boolean {
  return isInternalStaff(userEmail, internalDomains) && !isInternalStaff(businessEmail, internalDomains);
}
