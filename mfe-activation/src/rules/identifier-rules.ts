import { STORED_PATTERNS } from 'shared-contracts/areas/activation/activation-values';

/**
 * The activation form's own rules for what the shared value rules leave generic (issue 41 §4,
 * issue 42), each with a message key of the spec: spec 01 §5 ("numeric-only fields", "bank
 * account numeric", "mobile number length and first character", "invalid email", "invalid SEC
 * number and year"), spec 02 §5 (account number 'must be numeric', up to 255; mobile 15 characters,
 * at least 6 digits, never starting with 0; profile phone 'invalidPhoneNumber').
 */

/** Account and name fields: 255 characters (spec 02 §9). */
export const ACCOUNT_NUMBER_MAX = 255;
/** Indonesia's business identification number (Nomor Induk Berusaha, from OSS): 13 digits. */
export const NIB_DIGITS = 13;
/** Spec 02 §9: a mobile number has at most 15 characters and at least 6 digits. */
export const MOBILE_MAX_CHARACTERS = 15;
export const MOBILE_MIN_DIGITS = 6;

const DIGITS = /^\d+$/;

/** A bank account number: digits only ('mustBeNumeric'), at most 255 ('exceedMaxCharacters'). */
export function accountNumberProblem(value: string): string | undefined {
  if (!DIGITS.test(value)) return 'mustBeNumeric';
  return value.length > ACCOUNT_NUMBER_MAX ? 'exceedMaxCharacters' : undefined;
}

/** The NIB: digits only ('mustBeNumeric'), then exactly 13 of them ('nibLength', as the NPWP's 'npwpLength'). */
export function nibProblem(value: string): string | undefined {
  if (!DIGITS.test(value)) return 'mustBeNumeric';
  return value.length === NIB_DIGITS ? undefined : 'nibLength';
}

/**
 * A mobile number, in the spec's order: the first character (never 0), only digits after an
 * optional +, at most 15 characters, at least 6 digits; then the stored pattern the gateway checks.
 */
export function mobileProblem(value: string): string | undefined {
  if (/^\+?0/.test(value)) return 'mobileStartsWithZero';
  if (!/^\+?\d+$/.test(value)) return 'invalidPhoneNumber';
  if (value.length > MOBILE_MAX_CHARACTERS) return 'exceedMaxCharacters';
  if (value.replace(/\D/g, '').length < MOBILE_MIN_DIGITS) return 'phoneMinDigits';
  return STORED_PATTERNS.mobile?.test(value) === false ? 'invalidPhoneNumber' : undefined;
}

/** A year of four digits ('invalidYear'); one after this year is the shared rule's 'yearInFuture'. */
export const yearProblem = (value: string): string | undefined => (/^\d{4}$/.test(value) ? undefined : 'invalidYear');

/** An email address ('invalidEmail'). */
export const emailProblem = (value: string): string | undefined => (STORED_PATTERNS.email?.test(value) === false ? 'invalidEmail' : undefined);
