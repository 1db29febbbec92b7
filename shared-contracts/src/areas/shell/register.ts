/**
 * Register (spec 01 §2 "/register/{step}"; issue 41 §1): a business and its owner in test mode, for
 * the brands that have a Register page. Paths and wire types shared by the shell and the sandbox
 * gateway; imported as `shared-contracts/areas/shell/register`: bundled where used, not the federated
 * contract. The rules: docs/decisions/0073-register.md.
 */
import type { Brand, CountryOfOperation, Language } from '../../contract/entities';

export const REGISTER_API = {
  /** POST a RegisterRequest: 202 RegisterAnswer for every valid body, whether or not the email has an account. */
  register: '/api/register',
} as const;

/** The markets a business can sign up in (spec 01 §1; the regional remittance variant is set up by the provider). */
export const REGISTER_COUNTRIES = ['Indonesia', 'Philippines'] as const satisfies readonly CountryOfOperation[];
/** What the business is, asked at sign-up; activation asks the legal entity type later. */
export const REGISTER_BUSINESS_TYPES = ['INDIVIDUAL', 'COMPANY'] as const;

export type RegisterCountry = (typeof REGISTER_COUNTRIES)[number];
export type RegisterBusinessType = (typeof REGISTER_BUSINESS_TYPES)[number];

/** The longest business name (spec 01 §5 "invalid business name"). */
export const BUSINESS_NAME_MAX_LENGTH = 100;
/** A business name: letters (any script), digits, spaces and . , & ' ( ) - / ; starting with a letter or digit. */
export const BUSINESS_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} .,&'()\-/]*$/u;
/** A person's full name: letters (any script), spaces and . ' - (spec 01 §5 "invalid full name"). */
export const FULL_NAME_PATTERN = /^\p{L}[\p{L} .'-]*$/u;

export interface RegisterRequest {
  email: string;
  password: string;
  full_name: string;
  business_name: string;
  country_of_operation: RegisterCountry;
  business_type: RegisterBusinessType;
  /** The owner's mobile number, E.164 (+62…, +63…). */
  phone_number: string;
  /** The terms and the privacy policy were agreed to; anything but true is refused. */
  terms_accepted: true;
  preferred_language: Language;
  /** The deployment's brand; a white-label brand (WHITE_LABEL_BRANDS) has no Register and is refused. */
  brand: Brand;
}

/** The same for a new email and one that has an account (no user enumeration). */
export interface RegisterAnswer {
  /** Seconds the confirmation link sent now stays valid. */
  link_expires_in: number;
}
