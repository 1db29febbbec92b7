import type { CompanyFacts } from 'shared-contracts/areas/activation/activation';
import { postalCodeProblem } from 'shared-contracts/rules';

export const BUSINESS_DETAIL_FIELDS = [
  'legal_name',
  'name',
  'business_description',
  'website',
  'street_line_1',
  'street_line_2',
  'state',
  'city',
  'postal_code',
] as const;
export type BusinessDetailField = (typeof BUSINESS_DETAIL_FIELDS)[number];
export type BusinessDetailValues = Record<BusinessDetailField, string>;

/** Spec 02 §5 "shared patterns": a https URL. */
export const WEBSITE_PATTERN = /^https:\/\/[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/;

const REQUIRED: readonly BusinessDetailField[] = ['legal_name', 'business_description', 'street_line_1', 'state', 'city', 'postal_code'];

/** The form's values from what was saved (empty text for nothing saved). */
export const businessDetailValues = (detail: Partial<CompanyFacts>): BusinessDetailValues =>
  Object.fromEntries(BUSINESS_DETAIL_FIELDS.map((field) => [field, detail[field] ?? ''])) as BusinessDetailValues;

/**
 * Message keys per field (spec 02 §4, §5): the step's required fields, and a website unless a proof
 * of business file was uploaded (either is enough).
 */
export function businessDetailErrors(values: Partial<BusinessDetailValues>, hasProofFile: boolean): Partial<Record<BusinessDetailField, string>> {
  const errors: Partial<Record<BusinessDetailField, string>> = {};
  const text = (field: BusinessDetailField) => (values[field] ?? '').trim();
  for (const field of REQUIRED) if (text(field) === '') errors[field] = 'requiredField';
  const website = text('website');
  if (website === '' && !hasProofFile) errors.website = 'websiteOrProof';
  else if (website !== '' && !WEBSITE_PATTERN.test(website)) errors.website = 'invalidWebsite';
  const postalCode = text('postal_code') === '' ? undefined : postalCodeProblem(text('postal_code'));
  if (postalCode) errors.postal_code = postalCode;
  return errors;
}

/** What is saved: every value trimmed (spec 02 §5). */
export const trimmedValues = (values: Partial<BusinessDetailValues>): BusinessDetailValues =>
  Object.fromEntries(BUSINESS_DETAIL_FIELDS.map((field) => [field, (values[field] ?? '').trim()])) as BusinessDetailValues;
