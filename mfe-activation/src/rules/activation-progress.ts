import type { ActivationCategory, CompanyFacts, DocumentType, EntityType, SavedSections } from 'shared-contracts/areas/activation/activation';
import { sectionKey } from 'shared-contracts/areas/activation/activation';
import { indonesianDocumentsPresent } from './document-set';
import { ENTITY_VARIANTS } from './entity-variants';
import type { MasterFieldLike } from './field-keys';

export interface ProgressFacts {
  entityType: EntityType | null;
  /** Whether the lead qualification questions are answered (kept in the browser). */
  qualified: boolean;
  detail: Pick<CompanyFacts, 'legal_name' | 'business_description' | 'website' | 'proof_of_business_file_id' | 'street_line_1' | 'state' | 'city' | 'postal_code'>;
  sections: SavedSections;
  /** The required master fields of each category of the business's country. */
  requiredFields: readonly Pick<MasterFieldLike, 'id' | 'category' | 'required'>[];
  documents: readonly { document_type: DocumentType }[];
}

/** The parts of the business details that spec 02 §4 asks for, each with whether it is filled. */
export type BusinessDetailsPart = 'legal_name' | 'business_description' | 'website_or_proof' | 'address';

/** Spec 02 §4: name, description, website or proof file, and every address field. */
export function businessDetailsParts({ detail }: Pick<ProgressFacts, 'detail'>): Record<BusinessDetailsPart, boolean> {
  const filled = (value: string | null) => Boolean(value?.trim());
  return {
    legal_name: filled(detail.legal_name),
    business_description: filled(detail.business_description),
    website_or_proof: filled(detail.website) || filled(detail.proof_of_business_file_id),
    address: [detail.street_line_1, detail.state, detail.city, detail.postal_code].every(filled),
  };
}

/** Spec 02 §4: every part of the business details is filled. */
export const businessDetailsComplete = (facts: Pick<ProgressFacts, 'detail'>): boolean => Object.values(businessDetailsParts(facts)).every(Boolean);

/** A section is present when it was saved and every required field of its category has a value. */
export function sectionPresent(facts: Pick<ProgressFacts, 'sections' | 'requiredFields'>, category: ActivationCategory, entityType: EntityType): boolean {
  const saved = facts.sections[sectionKey(category, entityType)];
  if (!saved) return false;
  return facts.requiredFields
    .filter((field) => field.category === category && field.required)
    .every((field) => saved.some((value) => value.master_field_id === field.id && value.value.trim() !== ''));
}

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
