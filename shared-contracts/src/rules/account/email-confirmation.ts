import type { FeatureFlags } from '../../contract/entities';
import type { User } from '../../contract/entities';

/** Spec 01 §2: where a user whose email waits for confirmation is sent. */
export const CONFIRM_EMAIL_PATH = '/confirm_email';

/**
 * Spec 01 §2: a user whose email_verification_status is PENDING is sent to /confirm_email when the
 * dashboard-email-verification flag is on. `undefined` while the flags are not known yet (decide
 * nothing, render nothing), so the dashboard never flashes before the redirect.
 */
export function needsEmailConfirmation(
  user: Pick<User, 'email_verification_status'>,
  featureFlags: Pick<FeatureFlags, 'dashboard_email_verification'> | undefined,
): boolean | undefined {
  if (user.email_verification_status !== 'PENDING') return false;
  if (!featureFlags) return undefined;
  return featureFlags.dashboard_email_verification;
}
