import {
  BUSINESS_NAME_MAX_LENGTH,
  BUSINESS_NAME_PATTERN,
  FULL_NAME_PATTERN,
  REGISTER_BUSINESS_TYPES,
  REGISTER_COUNTRIES,
  type RegisterBusinessType,
  type RegisterCountry,
} from 'shared-contracts/areas/shell/register';
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH, newPasswordSchema, profilePhone, VALIDATION_MESSAGES as M, type NewPasswordValues } from 'shared-contracts/rules';
import { boolean, mixed, object, string, type ObjectSchema } from 'yup';

/**
 * Register's own message keys (spec 01 §5 "Registration messages exist for: required field, empty
 * password, invalid password, invalid business name, invalid full name, invalid email"), shown as
 * `validation.<key>` like every other; `acceptTerms` is the agreement's, which the spec does not list.
 */
export const REGISTER_MESSAGES = {
  invalidBusinessName: 'invalidBusinessName',
  invalidFullName: 'invalidFullName',
  acceptTerms: 'acceptTerms',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface AccountValues extends NewPasswordValues {
  full_name: string;
  email: string;
  terms_accepted: boolean;
}

/** Step 1, about the person: name, email, a new password typed twice, and the agreement to the terms. */
export const accountSchema: ObjectSchema<AccountValues> = newPasswordSchema.shape({
  full_name: string()
    .trim()
    .required(M.requiredField)
    .max(FULL_NAME_MAX_LENGTH, M.exceedMaxCharacters)
    .matches(FULL_NAME_PATTERN, REGISTER_MESSAGES.invalidFullName),
  email: string().trim().required(M.requiredField).max(EMAIL_MAX_LENGTH, M.exceedMaxCharacters).matches(EMAIL, M.invalidEmail),
  terms_accepted: boolean().required(REGISTER_MESSAGES.acceptTerms).oneOf([true], REGISTER_MESSAGES.acceptTerms),
});

export interface BusinessValues {
  business_name: string;
  country_of_operation: RegisterCountry;
  business_type: RegisterBusinessType;
  phone_number: string;
}

/** Step 2, about the business: its name, country and type, and the owner's mobile number. */
export const businessSchema: ObjectSchema<BusinessValues> = object({
  business_name: string()
    .trim()
    .required(M.requiredField)
    .max(BUSINESS_NAME_MAX_LENGTH, M.exceedMaxCharacters)
    .matches(BUSINESS_NAME_PATTERN, REGISTER_MESSAGES.invalidBusinessName),
  country_of_operation: mixed<RegisterCountry>().oneOf(REGISTER_COUNTRIES, M.requiredField).required(M.requiredField),
  business_type: mixed<RegisterBusinessType>().oneOf(REGISTER_BUSINESS_TYPES, M.requiredField).required(M.requiredField),
  phone_number: profilePhone(),
});
