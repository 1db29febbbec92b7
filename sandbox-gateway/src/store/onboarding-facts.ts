import type { GetStartedStatuses } from 'shared-contracts/gateway';
import { onboardingStepApplies } from 'shared-contracts/areas/activation/activation';
import { checkSteps } from 'shared-contracts/areas/activation/onboarding-checklist';
import type { SandboxDatabase } from '../db/connection';
import { savedActivation } from './activation-details';
import { masterFields } from './activation-master-data';
import { productCards } from './product-submissions';

/** The business facts the onboarding steps read. */
export interface OnboardingBusiness {
  id: string;
  country_of_operation: string;
}

/** The business's onboarding steps, in order: the stored map's only meaning (docs/decisions/0077, "The stored map"). */
function onboardingSteps(db: SandboxDatabase, businessId: string): string[] {
  const rows = db.prepare('SELECT step FROM onboarding_steps WHERE business_id = ? ORDER BY position').all(businessId) as { step: string }[];
  return rows.map((row) => row.step);
}

/**
 * GET get-started-statuses from facts (issue 42, docs/decisions/0077): each step's percentage is
 * what the activation area's rule reads from this business's rows — the activation form as saved,
 * its country's master fields, its documents, its payment-method submissions — the same rule the
 * /get-started page shows. A step the rule does not know answers 0: a number nobody can vouch for
 * is never shown as progress.
 */
export function onboardingStatuses(db: SandboxDatabase, business: OnboardingBusiness): GetStartedStatuses {
  const detail = savedActivation(db, business.id);
  const country = detail.country_of_registration;
  const checks = checkSteps(onboardingSteps(db, business.id), {
    detail,
    masterFields: country ? masterFields(db, country) : [],
    paymentMethods: { status: 'read', products: productCards(db, business.id, business.country_of_operation, false) },
  });
  return Object.fromEntries(checks.map((check) => [check.step, check.state === 'unchecked' ? 0 : check.percentage]));
}

/** Spec 01 §4: onboarding is complete when every step that applies (establishment_details: the Philippines only) is at 100. */
const onboardingComplete = (statuses: GetStartedStatuses, countryOfOperation: string): boolean =>
  Object.entries(statuses).every(([step, percentage]) => percentage === 100 || !onboardingStepApplies(step, countryOfOperation));

/** The `get_started_page_completed` of the business, from the same facts. */
export const onboardingCompleted = (db: SandboxDatabase, business: OnboardingBusiness): boolean =>
  onboardingComplete(onboardingStatuses(db, business), business.country_of_operation);
