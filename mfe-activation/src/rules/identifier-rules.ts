import { STORED_PATTERNS } from 'shared-contracts/areas/activation/activation-values';

/**
 * The activation form's own rules for what the shared value rules leave generic (issue 41 §4,
 * issue 42), each with a message key of the spec: spec 01 §5 ("mobile number length and first
 * character", "invalid email", "invalid year"), spec 02 §5 (mobile 15 characters, at least 6 digits,
 * never starting with 0). The NIB and the bank account number are shared-contracts/rules' (nibProblem,
 * bankAccountNumberProblem), which the gateway checks too.
 */

/** Spec 02 §9: a mobile number has at most 15 characters and at least 6 digits. */
export const MOBILE_MAX_CHARACTERS = 15;
export const MOBILE_MIN_DIGITS = 6;

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
