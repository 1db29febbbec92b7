import { ENTITY_TYPES, type ActivationCategory, type EntityType } from './activation';

/**
 * What each entity type fills in (spec 02 §3, §4). The spec names the categories and says that the
 * steps differ by country, that individuals have up to 5 steps and that a sole proprietorship needs
 * no SEC section; which category sits in which step is our reading, recorded in
 * docs/activation-steps.md. Shared by the activation remote (its form and /get-started) and the
 * gateway (get-started-statuses from facts, docs/decisions/0077); imported as
 * `shared-contracts/areas/activation/entity-variants`.
 */
export interface EntityVariant {
  /** Individuals register no business: no permit, no signatory (5 steps instead of 6). */
  individual: boolean;
  /** Step 3 → 4: registration, tax and bank sections. */
  registration: readonly ActivationCategory[];
  /** Step 4 → 5: signatory and contact sections (none for individuals). */
  people: readonly ActivationCategory[];
  /** Which document rule reaches the last step (spec 02 §4, §5 "document-set choice"). */
  documents: 'indonesian' | 'generic';
  /**
   * A person, not a registered business: the details ask for the person's name, and no business
   * registration certificate is asked for (the Philippine and foreign individuals prove who they are
   * with their IDs alone).
   */
  person: boolean;
}

/** The bank account section: every variant fills it in its registration step. */
export const BANK_ACCOUNT_DETAILS = 'Bank Account Details' satisfies ActivationCategory;

export const ENTITY_VARIANTS: Readonly<Record<EntityType, EntityVariant>> = {
  'Indonesian Entity': {
    individual: false,
    // The NPWP sits in the permit section: the Indonesian variant "requires a permit" (spec 02 §4).
    registration: ['Business Permit Details', BANK_ACCOUNT_DETAILS],
    people: ['Authorised Signatory Detail', 'PIC Details'],
    documents: 'indonesian',
    person: false,
  },
  'Indonesian Individual': { individual: true, registration: ['TIN', BANK_ACCOUNT_DETAILS], people: [], documents: 'generic', person: true },
  'Foreign Entity': {
    individual: false,
    registration: ['Business Permit Details', 'TIN', BANK_ACCOUNT_DETAILS],
    people: ['Authorised Signatory', 'Primary Contact Person'],
    documents: 'generic',
    person: false,
  },
  'Foreign Individual': { individual: true, registration: ['TIN', BANK_ACCOUNT_DETAILS], people: [], documents: 'generic', person: true },
  'PH:Corporation': {
    individual: false,
    registration: ['SEC', 'TIN', BANK_ACCOUNT_DETAILS],
    people: ['Authorised Signatory', 'Primary Contact Person', 'PEP Declaration'],
    documents: 'generic',
    person: false,
  },
  'PH:Partnership': {
    individual: false,
    registration: ['SEC', 'TIN', BANK_ACCOUNT_DETAILS],
    people: ['Authorised Signatory', 'Primary Contact Person', 'PEP Declaration'],
    documents: 'generic',
    person: false,
  },
  'PH:Sole Proprietorship': {
    individual: false,
    registration: ['DTI details', 'TIN', BANK_ACCOUNT_DETAILS],
    people: ['Authorised Signatory', 'Primary Contact Person', 'PEP Declaration'],
    documents: 'generic',
    person: false,
  },
  // The spec gives 5 steps to the Indonesian and foreign individuals only: a Philippine individual
  // declares PEP and a contact person in its own step.
  'PH:Individual': {
    individual: false,
    registration: ['TIN', BANK_ACCOUNT_DETAILS],
    people: ['Primary Contact Person', 'PEP Declaration'],
    documents: 'generic',
    person: true,
  },
  'Foreign:Corporation': {
    individual: false,
    registration: ['Business Permit Details', 'TIN', BANK_ACCOUNT_DETAILS],
    people: ['Authorised Signatory', 'Primary Contact Person'],
    documents: 'generic',
    person: false,
  },
};

/** The country whose master fields a business fills in: its country of registration. */
export const masterFieldCountry = (countryOfRegistration: string): string => countryOfRegistration;

/** The sections of a variant, in the order the form shows them. */
export const sectionsOf = (variant: EntityVariant): readonly ActivationCategory[] => [...variant.registration, ...variant.people];

/** The saved entity type, if it is one of the spec's. */
export const entityTypeOf = (value: string | null | undefined): EntityType | null => ENTITY_TYPES.find((type) => type === value) ?? null;
