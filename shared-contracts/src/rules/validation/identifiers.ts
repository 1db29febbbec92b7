import { VALIDATION_MESSAGES, type ValidationMessage } from './messages';

/**
 * The identifiers of spec 02 §5 ("tax numbers and identifiers", "shared patterns") and spec 01 §5's
 * message keys for them: each rule says what is wrong in its own words, never a generic
 * "invalid format". Values are checked as they are sent: trimmed, the NPWP's and TIN's dots and
 * hyphens stripped, the SEC number without its 'CS' prefix (the caller strips and prefixes).
 */

/** Message keys of the identifier rules; each remote that shows one carries its en and id text. */
export const IDENTIFIER_MESSAGES = {
  /** NPWP: 15 digits (spec 02 §5 "length error message"). */
  npwpLength: 'npwpLength',
  /** TIN: at least 12 digits (spec 01 §5 "TIN minimum 12 digits"). */
  tinMinimum12Digits: 'tinMinimum12Digits',
  /** SEC registration number: 9 digits (spec 01 §5 "invalid SEC number"). */
  invalidSecNumber: 'invalidSecNumber',
  /** Passport: 8 or 9 letters or digits, at least one a digit (spec 02 §5 shared patterns). */
  invalidPassportNumber: 'invalidPassportNumber',
  /** National ID (NIK): 16 digits (spec 01 §5 "national ID length"). */
  nationalIdLength: 'nationalIdLength',
  /** NIB (Indonesia's business identification number, from OSS): 13 digits (issue 42, as the NPWP's length). */
  nibLength: 'nibLength',
  /** Digits only: the NIB, a bank account number (spec 01 §5 "numeric-only fields", "bank account numeric"). */
  mustBeNumeric: 'mustBeNumeric',
  /** Postal code shorter or longer than allowed (spec 01 §5 "postal code minimum and maximum length"). */
  postalCodeMinLength: 'postalCodeMinLength',
  postalCodeMaxLength: 'postalCodeMaxLength',
  /** Postal code with a character other than a letter, digit, space or hyphen. */
  postalCodeCharacters: 'postalCodeCharacters',
  /** Bank account name with a character a bank does not take (spec 01 §5 "bank account name characters"). */
  accountNameCharacters: 'accountNameCharacters',
  /** A document over 8 MB (spec 02 §5 "the file must not exceed 8 MB"). */
  fileMustNotExceed8Mb: 'fileMustNotExceed8Mb',
} as const;

export type IdentifierMessage = (typeof IDENTIFIER_MESSAGES)[keyof typeof IDENTIFIER_MESSAGES];

const M = IDENTIFIER_MESSAGES;

/** The SEC registration number is stored with this prefix and shown without it (spec 02 §5). */
export const SEC_PREFIX = 'CS';

/** Spec 02 §5: NPWP 15 digits (typed dotted, 99.999.999.9-999.999, and sent as digits). */
export const NPWP_PATTERN = /^\d{15}$/;
/** Spec 02 §5: TIN 12 digits (typed 999-999-999-999, sent as digits). */
export const TIN_PATTERN = /^\d{12}$/;
/** Spec 02 §5: SEC 9 digits, shown without the 'CS' it is stored with. */
export const SEC_NUMBER_PATTERN = /^\d{9}$/;
export const SEC_STORED_PATTERN = new RegExp(`^${SEC_PREFIX}\\d{9}$`);
/** Spec 02 §5: passport 8-9 characters with a digit. */
export const PASSPORT_PATTERN = /^(?=[A-Za-z0-9]*\d)[A-Za-z0-9]{8,9}$/;
/** Indonesia's national ID (NIK, on the KTP): 16 digits. */
export const NATIONAL_ID_PATTERN = /^\d{16}$/;
/** Indonesia's business identification number (Nomor Induk Berusaha, from OSS): 13 digits. */
export const NIB_PATTERN = /^\d{13}$/;
/** A bank account number: digits only, and an account field's 255 characters at most (spec 02 §5, §9). */
export const BANK_ACCOUNT_NUMBER_MAX = 255;
const DIGITS = /^\d+$/;
/** Postal codes (the activation form's bounds so far; the spec gives none). */
export const POSTAL_CODE_MIN_LENGTH = 3;
export const POSTAL_CODE_MAX_LENGTH = 10;
const POSTAL_CODE_CHARACTERS = /^[0-9A-Za-z -]+$/;
/**
 * A bank account holder's name: letters (any script), digits, spaces and the marks a person's or a
 * business's registered name carries ( . , ' - & / and brackets); not < > @ _ # and the like.
 */
export const ACCOUNT_NAME_PATTERN = /^[\p{L}\p{M}\p{Nd} .,'&()/-]+$/u;

/** What is sent for a typed NPWP, tax id or TIN: trimmed, without decimals and hyphens (spec 02 §5). */
export const strippedTaxNumber = (typed: string): string => typed.trim().replace(/[.-]/g, '');

/** A typed NPWP (dotted or not) that is not 15 digits once stripped → 'npwpLength'. */
export const npwpProblem = (typed: string): IdentifierMessage | undefined => (NPWP_PATTERN.test(strippedTaxNumber(typed)) ? undefined : M.npwpLength);

/** A typed TIN that is not 12 digits once its hyphens are stripped → 'tinMinimum12Digits'. */
export const tinProblem = (typed: string): IdentifierMessage | undefined => (TIN_PATTERN.test(strippedTaxNumber(typed)) ? undefined : M.tinMinimum12Digits);

/** A SEC number as shown (without 'CS'; a typed 'CS' is tolerated) that is not 9 digits → 'invalidSecNumber'. */
export function secNumberProblem(shown: string): IdentifierMessage | undefined {
  const value = shown.trim();
  const digits = value.startsWith(SEC_PREFIX) ? value.slice(SEC_PREFIX.length) : value;
  return SEC_NUMBER_PATTERN.test(digits) ? undefined : M.invalidSecNumber;
}

export const passportProblem = (typed: string): IdentifierMessage | undefined => (PASSPORT_PATTERN.test(typed.trim()) ? undefined : M.invalidPassportNumber);

export const nationalIdProblem = (typed: string): IdentifierMessage | undefined => (NATIONAL_ID_PATTERN.test(typed.trim()) ? undefined : M.nationalIdLength);

/** Characters first, then the bounds: a code with a wrong character is not told it is short. */
export function postalCodeProblem(typed: string): IdentifierMessage | undefined {
  const value = typed.trim();
  if (!POSTAL_CODE_CHARACTERS.test(value)) return M.postalCodeCharacters;
  if (value.length < POSTAL_CODE_MIN_LENGTH) return M.postalCodeMinLength;
  return value.length > POSTAL_CODE_MAX_LENGTH ? M.postalCodeMaxLength : undefined;
}

export const accountNameProblem = (typed: string): IdentifierMessage | undefined => (ACCOUNT_NAME_PATTERN.test(typed.trim()) ? undefined : M.accountNameCharacters);

/** The NIB: digits only ('mustBeNumeric'), then exactly 13 of them ('nibLength'). */
export function nibProblem(typed: string): IdentifierMessage | undefined {
  const value = typed.trim();
  if (!DIGITS.test(value)) return M.mustBeNumeric;
  return NIB_PATTERN.test(value) ? undefined : M.nibLength;
}

/** A bank account number: digits only ('mustBeNumeric'), at most 255 ('exceedMaxCharacters'). */
export function bankAccountNumberProblem(typed: string): IdentifierMessage | ValidationMessage | undefined {
  const value = typed.trim();
  if (!DIGITS.test(value)) return M.mustBeNumeric;
  return value.length > BANK_ACCOUNT_NUMBER_MAX ? VALIDATION_MESSAGES.exceedMaxCharacters : undefined;
}
