/**
 * The onboarding steps from facts (issue 42, docs/decisions/0077): each step of /get-started is what
 * its facts say — the activation form as saved, the country's master fields, the documents, the
 * payment methods' submissions — never a stored percentage. One rule, read by the activation remote
 * (its checklist and the form's progress) and by the gateway (GET get-started-statuses); imported as
 * `shared-contracts/areas/activation/onboarding-checklist`.
 */
import type { ActivationCompanyDetail, ActivationCategory, CompanyFacts, DocumentType, EntityType, MasterField, SavedSections } from './activation';
import { sectionKey } from './activation';
import { BANK_ACCOUNT_DETAILS, ENTITY_VARIANTS, entityTypeOf } from './entity-variants';

/** What the form's progress reads. */
export interface ProgressFacts {
  entityType: EntityType | null;
  /** Whether the lead qualification questions are answered (the country and entity type are chosen). */
  qualified: boolean;
  detail: Pick<CompanyFacts, 'legal_name' | 'business_description' | 'website' | 'proof_of_business_file_id' | 'street_line_1' | 'state' | 'city' | 'postal_code'>;
  sections: SavedSections;
  /** The required master fields of each category of the business's country. */
  requiredFields: readonly Pick<MasterField, 'id' | 'category' | 'required'>[];
  documents: readonly { document_type: DocumentType }[];
}

/** "Year of Establishment" → year_of_establishment; "PEP Director Names" → pep_director_names. */
export function snakeCase(fieldName: string): string {
  return fieldName
    .replace(/\(.*?\)/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
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

/** Spec 02 §4, the Indonesian entity's documents: an identity document (primary or secondary type), and a mandatory one. */
export function indonesianDocumentParts(uploaded: readonly { document_type: DocumentType }[]): { identity: boolean; mandatory: boolean } {
  return {
    identity: uploaded.some((document) => document.document_type === 'PRIMARY' || document.document_type === 'SECONDARY'),
    mandatory: uploaded.some((document) => document.document_type === 'MANDATORY'),
  };
}

/** Spec 02 §4: one primary or secondary type, and one mandatory type. */
export function indonesianDocumentsPresent(uploaded: readonly { document_type: DocumentType }[]): boolean {
  const { identity, mandatory } = indonesianDocumentParts(uploaded);
  return identity && mandatory;
}

/** One thing a step needs: its text (a key of the activation namespace) and whether the facts show it done. */
export interface ChecklistItem {
  label: string;
  done: boolean;
}

/** What the payment methods read answered, or why there is no answer. */
export type PaymentMethodsFacts =
  | { status: 'read'; products: readonly { isEnabled: boolean; isSubmitted: boolean; isRejected: boolean }[] }
  | { status: 'failed' }
  | { status: 'notAllowed' };

export interface OnboardingFacts {
  detail: Pick<ActivationCompanyDetail, keyof ProgressFacts['detail'] | 'entity_type' | 'country_of_registration' | 'extra' | 'common_company_detail_documents'>;
  /** The master fields of the business's country of registration (none before it is chosen). */
  masterFields: readonly Pick<MasterField, 'id' | 'category' | 'required'>[];
  paymentMethods: PaymentMethodsFacts;
}

/** Why a step's facts are not shown: the read failed, the user may not read them, or the step is not one the rule knows. */
export type UncheckedReason = 'failed' | 'notAllowed' | 'unknownStep';

export type StepCheck =
  | { step: string; state: 'done' | 'inProgress' | 'notStarted'; items: ChecklistItem[]; percentage: number }
  | { step: string; state: 'unchecked'; reason: UncheckedReason };

const item = (label: string, done: boolean): ChecklistItem => ({ label, done });

/** The form's progress facts from the saved activation form and its country's master fields. */
export function progressFactsOf({ detail, masterFields }: Pick<OnboardingFacts, 'detail' | 'masterFields'>): ProgressFacts {
  return {
    entityType: entityTypeOf(detail.entity_type),
    qualified: Boolean(detail.entity_type && detail.country_of_registration),
    detail,
    sections: detail.extra,
    requiredFields: masterFields,
    documents: detail.common_company_detail_documents.map((document) => ({ document_type: document.master_document.document_type })),
  };
}

const BUSINESS_TYPE = 'getStarted.items.businessType';
const categoryLabel = (category: ActivationCategory) => `categories.${snakeCase(category)}`;

function businessProfile(facts: ProgressFacts): ChecklistItem[] {
  const parts = businessDetailsParts(facts);
  return [
    item(BUSINESS_TYPE, facts.qualified && facts.entityType !== null),
    item('business.legal_name', parts.legal_name),
    item('business.business_description', parts.business_description),
    item('getStarted.items.websiteOrProof', parts.website_or_proof),
    item('getStarted.items.address', parts.address),
  ];
}

/** The registration sections besides the bank account (SEC or DTI and TIN in the Philippines). */
function establishmentDetails(facts: ProgressFacts): ChecklistItem[] {
  const { entityType } = facts;
  if (!entityType) return [item(BUSINESS_TYPE, false)];
  return ENTITY_VARIANTS[entityType].registration
    .filter((category) => category !== BANK_ACCOUNT_DETAILS)
    .map((category) => item(categoryLabel(category), sectionPresent(facts, category, entityType)));
}

/** The form's own rule for its last step: the Indonesian set, or any document. */
function businessDocuments(facts: ProgressFacts): ChecklistItem[] {
  if (facts.entityType && ENTITY_VARIANTS[facts.entityType].documents === 'indonesian') {
    const { identity, mandatory } = indonesianDocumentParts(facts.documents);
    return [item('getStarted.items.identityDocument', identity), item('getStarted.items.mandatoryDocument', mandatory)];
  }
  return [item('getStarted.items.documents', facts.documents.length > 0)];
}

function bankAccount(facts: ProgressFacts): ChecklistItem[] {
  const { entityType } = facts;
  return [item(categoryLabel(BANK_ACCOUNT_DETAILS), entityType !== null && sectionPresent(facts, BANK_ACCOUNT_DETAILS, entityType))];
}

/** Asked for (answered either way) and live: a payment method is the step's end, not its request. */
function paymentMethods(products: Extract<PaymentMethodsFacts, { status: 'read' }>['products']): ChecklistItem[] {
  return [
    item('getStarted.items.paymentMethodAsked', products.some((product) => product.isSubmitted || product.isEnabled || product.isRejected)),
    item('getStarted.items.paymentMethodLive', products.some((product) => product.isEnabled)),
  ];
}

const FORM_STEPS: Readonly<Record<string, (facts: ProgressFacts) => ChecklistItem[]>> = {
  business_profile: businessProfile,
  establishment_details: establishmentDetails,
  business_documents: businessDocuments,
  bank_account: bankAccount,
};

function checked(step: string, items: ChecklistItem[]): StepCheck {
  const done = items.filter((entry) => entry.done).length;
  const state = items.length > 0 && done === items.length ? 'done' : done > 0 ? 'inProgress' : 'notStarted';
  return { step, state, items, percentage: items.length > 0 ? Math.round((done / items.length) * 100) : 0 };
}

/** Each step, in the order given, as its facts say. */
export function checkSteps(steps: readonly string[], facts: OnboardingFacts): StepCheck[] {
  const form = progressFactsOf(facts);
  return steps.map((step): StepCheck => {
    const formStep = FORM_STEPS[step];
    if (formStep) return checked(step, formStep(form));
    if (step !== 'payment_methods') return { step, state: 'unchecked', reason: 'unknownStep' };
    if (facts.paymentMethods.status !== 'read') return { step, state: 'unchecked', reason: facts.paymentMethods.status };
    return checked(step, paymentMethods(facts.paymentMethods.products));
  });
}

/** The steps whose facts say they are done. */
export const completeSteps = (checks: readonly StepCheck[]): Set<string> => new Set(checks.filter((check) => check.state === 'done').map((check) => check.step));
