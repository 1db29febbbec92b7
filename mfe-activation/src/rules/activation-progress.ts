import type { ActivationCategory, EntityType } from 'shared-contracts/areas/activation/activation';
import { ENTITY_VARIANTS } from 'shared-contracts/areas/activation/entity-variants';
import { businessDetailsComplete, indonesianDocumentsPresent, sectionPresent, type ProgressFacts } from 'shared-contracts/areas/activation/onboarding-checklist';

/** The form's facts and parts are the activation area's, which the gateway's get-started statuses read too (docs/decisions/0077). */
export { businessDetailsComplete, businessDetailsParts, sectionPresent, type BusinessDetailsPart, type ProgressFacts } from 'shared-contracts/areas/activation/onboarding-checklist';

/** How many steps the variant has: 5 for the Indonesian and foreign individuals, otherwise 6. */
export const stepCount = (entityType: EntityType | null): number => (entityType && ENTITY_VARIANTS[entityType].individual ? 5 : 6);

/**
 * The step the merchant is on (1-based), computed from completeness (spec 02 §4): 1 is the base; 2
 * once the lead qualification is answered (the spec does not describe step 2; it is the first
 * question page); 3 once the business details are complete; then registration, tax and bank; then
 * signatory and contact (entities only); then documents. Each step needs the ones before it.
 */
export function activationStep(facts: ProgressFacts): number {
  if (!facts.qualified || !facts.entityType) return 1;
  const entityType = facts.entityType;
  const variant = ENTITY_VARIANTS[entityType];
  const present = (categories: readonly ActivationCategory[]) => categories.every((category) => sectionPresent(facts, category, entityType));
  const documents = variant.documents === 'indonesian' ? indonesianDocumentsPresent(facts.documents) : facts.documents.length > 0;
  const gates = [
    businessDetailsComplete(facts),
    present(variant.registration),
    ...(variant.individual ? [] : [present(variant.people)]),
    documents,
  ];
  let step = 2;
  for (const passed of gates) {
    if (!passed) return step;
    step += 1;
  }
  return step;
}
