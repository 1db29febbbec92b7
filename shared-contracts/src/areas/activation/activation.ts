/**
 * The activation area's gateway calls (spec 02 §3, §4, §5, §7; issue 19): paths and wire types,
 * shared by the activation remote (which bundles this module at the version it was built with) and
 * the sandbox gateway (types only). Imported as `shared-contracts/areas/activation/activation`: not the
 * federated `shared-contracts` singleton, so the squad changes it with its remote, without a shell
 * release (docs/decisions/0015, docs/decisions/0023).
 */
import type { Business, KycVerificationStatus } from '../../contract/entities';
import type { VerificationState } from '../../rules/account/account-statuses';
import type { ActivationReview } from './activation-review';

/**
 * The settings area's product cards, which /get-started reads (spec 02 §3-§4, decision 0077): the
 * settings remote owns the page and the path; the activation area re-exports what it reads, so the
 * activation remote imports its own area only and the sharing shows in this area's API report.
 */
export { PAYMENT_METHODS_API, type ProductCard, type ProductCardsAnswer } from '../settings/payment-methods';

export const ACTIVATION_API = {
  leadQualification: '/api/lead-qualification',
  companyTypes: '/api/company-types',
  parentIndustrySectors: '/api/parent-industry-sectors',
  masterFields: '/api/activation-master-fields',
  /** GET: the shell's company facts plus the activation form's saved data; PATCH: saves progress. */
  companyDetail: '/api/common-company-detail',
  /** PATCH: saves progress and tells the business's other administrators that it moved on. */
  updateWithNotification: '/api/common-company-detail/update-with-notification',
  submitActivationForm: '/api/businesses/submit_activation_form!',
  /** GET/PATCH: the onboarding progress of /get-started (step name → percentage; spec 01 §3, §4). */
  getStartedStatuses: '/api/common-company-detail/get-started-statuses',
} as const;

/** GET common company detail: the company facts the shell also reads (its session asks for them). */
export interface CommonCompanyDetail {
  id: string;
  go_live_status: Business['go_live_status'];
  kyc_verification_status: KycVerificationStatus;
  instant_activation_before_bdd: boolean;
  segment: string | null;
  get_started_page_enabled: boolean;
  get_started_page_completed: boolean;
  submitted_date: string | null;
  business_logo_url: string | null;
}

/** Onboarding progress: step name → percentage (0-100). */
export type GetStartedStatuses = Record<string, number>;

/** The onboarding progress: step name → percentage (spec 01 §3). */
export type OnboardingProgress = GetStartedStatuses;

/** The one onboarding step that only a business in the Philippines has (spec 01 §4, auto-fix). */
export const PHILIPPINES_ONLY_ONBOARDING_STEP = 'establishment_details';

/** Whether an onboarding step counts for a business of this country of operation (spec 01 §4). */
export const onboardingStepApplies = (step: string, countryOfOperation: string): boolean =>
  step !== PHILIPPINES_ONLY_ONBOARDING_STEP || countryOfOperation === 'Philippines';

/** POST /api/businesses/submit_activation_form! answers the new status and how long the review takes. */
export interface ActivationSubmission {
  go_live_status: CommonCompanyDetail['go_live_status'];
  submitted_date: string;
  review_days: number;
}

/** Submission refusals the form shows on a field (spec 02 §8 "activation"). */
export const SUBMISSION_ERROR_CODES = ['DUPLICATE_PRODUCT_APPLICATION_ERROR', 'NAME_SIMILARITY_MISMATCH', 'NPWP_VALIDATION_MISMATCH'] as const;

/** A second submission within this many milliseconds is refused (spec 02 §8 "please submit ten seconds"). */
export const RESUBMIT_GUARD_MS = 10_000;

/** The lead qualification questions, stored in the browser as single-key entries (spec 02 §3). */
export const LEAD_QUALIFICATION_KEYS = [
  'COUNTRY_OF_REGISTRATION',
  'ENTITY_TYPE',
  'COMPANY_TYPE',
  'OTHER_COMPANY_TYPE',
  'NUM_OF_EMPLOYEES',
  'ROLE',
  'INDUSTRY_SECTOR',
  'MONTHLY_TRANSACTIONS',
  'AVG_TRANSACTION_SIZE',
  'SEC_NONSEC_INDEX',
  'CONTACT_NUMBER',
] as const;
export type LeadQualificationKey = (typeof LEAD_QUALIFICATION_KEYS)[number];

/** One answer in browser storage: the key plus up to three values (an id, its label, a detail). */
export interface LeadQualificationEntry {
  key: LeadQualificationKey;
  value1: string;
  value2?: string;
  value3?: string;
}

/** The questions whose options are answer records of GET /api/lead-qualification. */
export const LEAD_QUALIFICATION_CHOICES = [
  'COUNTRY_OF_REGISTRATION',
  'ENTITY_TYPE',
  'NUM_OF_EMPLOYEES',
  'ROLE',
  'MONTHLY_TRANSACTIONS',
  'AVG_TRANSACTION_SIZE',
] as const;
export type LeadQualificationChoice = (typeof LEAD_QUALIFICATION_CHOICES)[number];

/**
 * An answer record (spec 02 §3: id, answer). `key` says which question it answers; `country_id` ties
 * an entity type to the country of registration it belongs to (null: any country).
 */
export interface LeadQualificationAnswerRecord {
  id: string;
  key: LeadQualificationChoice;
  answer: string;
  country_id: string | null;
}

export interface LeadQualificationAnswer {
  data: LeadQualificationAnswerRecord[];
}

/** A company type (spec 02 §3); lead_qualification_id is the ENTITY_TYPE answer it belongs to. */
export interface CompanyTypeRecord {
  id: string;
  company_type: string;
  lead_qualification_id: string;
}

export interface CompanyTypesAnswer {
  data: CompanyTypeRecord[];
}

export interface IndustrySector {
  id: string;
  name: string;
}

export interface ParentIndustrySector {
  id: string;
  name: string;
  child_industry_sectors: IndustrySector[];
}

export interface ParentIndustrySectorsAnswer {
  data: ParentIndustrySector[];
}

/** Entity types (spec 02 §3), as the ENTITY_TYPE answers spell them. */
export const ENTITY_TYPES = [
  'Indonesian Entity',
  'Indonesian Individual',
  'Foreign Entity',
  'Foreign Individual',
  'PH:Corporation',
  'PH:Partnership',
  'PH:Sole Proprietorship',
  'PH:Individual',
  'Foreign:Corporation',
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** Section categories of the master fields (spec 02 §3). */
export const ACTIVATION_CATEGORIES = [
  'Business Permit Details',
  'Bank Account Details',
  'Authorised Signatory Detail',
  'Authorised Signatory',
  'PIC Details',
  'Primary Contact Person',
  'PEP Declaration',
  'SEC',
  'DTI details',
  'TIN',
] as const;
export type ActivationCategory = (typeof ACTIVATION_CATEGORIES)[number];

/**
 * How a master field is entered. Not named by the spec, which lists only id, field_name, country_id
 * and the label: the form needs it to pick the input (masks, dropdowns, the year check).
 */
export const MASTER_FIELD_INPUTS = ['text', 'npwp', 'tin', 'sec', 'year', 'mobile', 'email', 'country', 'bank', 'role', 'yes_no'] as const;
export type MasterFieldInput = (typeof MASTER_FIELD_INPUTS)[number];

export interface MasterField {
  id: string;
  field_name: string;
  country_id: string;
  category: ActivationCategory;
  multi_language_label: { en: string; id: string };
  input: MasterFieldInput;
  required: boolean;
}

export interface MasterFieldsAnswer {
  data: MasterField[];
}

/** A submitted value of a master field (spec 02 §3). */
export interface MasterFieldValue {
  master_field_id: string;
  value: string;
}

export type DocumentType = 'PRIMARY' | 'SECONDARY' | 'MANDATORY';

export interface CompanyDocument {
  id: string;
  file_name: string;
  master_document: { document_type: DocumentType; doc_type: string; multi_language_label: { en: string; id: string } };
}

/** The business facts of the form (spec 02 §3, common company detail). */
export const COMPANY_TEXT_FIELDS = [
  'legal_name',
  'name',
  'business_description',
  'website',
  'proof_of_business_file_id',
  'street_line_1',
  'street_line_2',
  'state',
  'city',
  'postal_code',
  'address',
  'legal_address',
  'country_of_registration',
  'entity_type',
] as const;
export type CompanyTextField = (typeof COMPANY_TEXT_FIELDS)[number];
export type CompanyFacts = Record<CompanyTextField, string | null>;

/** extra: saved sections keyed `category:entity type` (spec 02 §3). */
export type SavedSections = Record<string, MasterFieldValue[]>;

export const sectionKey = (category: ActivationCategory, entityType: EntityType): string => `${category}:${entityType}`;

/** GET /api/common-company-detail: the shell's facts and the activation form's saved data. */
export interface ActivationCompanyDetail extends Omit<CommonCompanyDetail, 'kyc_verification_status'>, CompanyFacts {
  /** Every verification state of spec 02 §4 (the shell's type names the ones its rules read). */
  kyc_verification_status: VerificationState;
  /** Where the review stands; null before the form was first submitted. */
  review: ActivationReview | null;
  extra: SavedSections;
  common_company_detail_documents: CompanyDocument[];
  /** Who saved last and when, so a team member who continues knows whose work it is. */
  updated_at: string | null;
  updated_by: string | null;
}

/** PATCH body: any of the facts, and whole sections to replace (a section is saved as a unit). */
export interface CompanyDetailPatch extends Partial<CompanyFacts> {
  extra?: SavedSections;
}

/** Longest text a form field may hold (spec 02 §9: account/name fields 255). */
export const ACTIVATION_TEXT_MAX = 255;
export const BUSINESS_DESCRIPTION_MAX = 1000;
