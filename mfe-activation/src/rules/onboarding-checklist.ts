import type { RouteKey } from 'shared-contracts';

/**
 * /get-started's checklist (issue 42, docs/decisions/0077): each onboarding step is what its facts
 * say. The rule is the activation area's (`shared-contracts/areas/activation/onboarding-checklist`), which the gateway answers
 * GET get-started-statuses with; this page adds where each step is done.
 */
export {
  checkSteps,
  completeSteps,
  type ChecklistItem,
  type OnboardingFacts,
  type PaymentMethodsFacts,
  type StepCheck,
  type UncheckedReason,
} from 'shared-contracts/areas/activation/onboarding-checklist';

/** Where each step is done, by route key (the shell resolves it; docs/decisions/0045). */
export const STEP_LINKS: Readonly<Record<string, RouteKey>> = {
  business_profile: 'activation',
  establishment_details: 'activation',
  business_documents: 'activation',
  bank_account: 'activation',
  payment_methods: 'settings.payment-methods',
};
