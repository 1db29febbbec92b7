import type { RouteKey } from 'shared-contracts';
import type { ActivationCompanyDetail, MasterField } from 'shared-contracts/areas/activation/activation';
import { businessDetailsParts, sectionPresent, type ProgressFacts } from './activation-progress';
import { entityTypeOf } from './activation-route';
import { indonesianDocumentParts } from './document-set';
import { BANK_ACCOUNT_DETAILS, ENTITY_VARIANTS } from './entity-variants';
import { sectionSlug } from './section-values';

/**
 * /get-started's checklist (issue 42, docs/decisions/0077): each onboarding step is what its facts
 * say — the activation form as saved, the payment methods' submissions — never the percentage the
 * gateway stores. The gateway's map says which steps the business has, and in which order.
 */

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
  detail: ActivationCompanyDetail;
  /** The master fields of the business's country of registration (none before it is chosen). */
  masterFields: readonly Pick<MasterField, 'id' | 'category' | 'required'>[];
  paymentMethods: PaymentMethodsFacts;
}

/** Why a step's facts are not shown: the read failed, the user may not read them, or the step is not one this page knows. */
export type UncheckedReason = 'failed' | 'notAllowed' | 'unknownStep';

export type StepCheck =
  | { step: string; state: 'done' | 'inProgress' | 'notStarted'; items: ChecklistItem[]; percentage: number }
  | { step: string; state: 'unchecked'; reason: UncheckedReason };

/** Where each step is done, by route key (the shell resolves it; docs/decisions/0045). */
export const STEP_LINKS: Readonly<Record<string, RouteKey>> = {
  business_profile: 'activation',
  establishment_details: 'activation',
  business_documents: 'activation',
  bank_account: 'activation',
  payment_methods: 'settings.payment-methods',
};

const item = (label: string, done: boolean): ChecklistItem => ({ label, done });

function progressFacts({ detail, masterFields }: OnboardingFacts): ProgressFacts {
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
    .map((category) => item(`categories.${sectionSlug(category)}`, sectionPresent(facts, category, entityType)));
}

/** The form's own rule for its last step (rules/activation-progress): the Indonesian set, or any document. */
function businessDocuments(facts: ProgressFacts): ChecklistItem[] {
  if (facts.entityType && ENTITY_VARIANTS[facts.entityType].documents === 'indonesian') {
    const { identity, mandatory } = indonesianDocumentParts(facts.documents);
    return [item('getStarted.items.identityDocument', identity), item('getStarted.items.mandatoryDocument', mandatory)];
  }
  return [item('getStarted.items.documents', facts.documents.length > 0)];
}

function bankAccount(facts: ProgressFacts): ChecklistItem[] {
  const { entityType } = facts;
  return [item(`categories.${sectionSlug(BANK_ACCOUNT_DETAILS)}`, entityType !== null && sectionPresent(facts, BANK_ACCOUNT_DETAILS, entityType))];
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
  const form = progressFacts(facts);
  return steps.map((step): StepCheck => {
    const formStep = FORM_STEPS[step];
    if (formStep) return checked(step, formStep(form));
    if (step !== 'payment_methods') return { step, state: 'unchecked', reason: 'unknownStep' };
    if (facts.paymentMethods.status !== 'read') return { step, state: 'unchecked', reason: facts.paymentMethods.status };
    return checked(step, paymentMethods(facts.paymentMethods.products));
  });
}

/** The steps whose facts say they are done (the auto-fix patches no other). */
export const completeSteps = (checks: readonly StepCheck[]): Set<string> => new Set(checks.filter((check) => check.state === 'done').map((check) => check.step));
