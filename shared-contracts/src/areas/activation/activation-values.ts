/**
 * What a master field's value must look like once the form has cleaned it (spec 02 §5: tax
 * numbers, other fields). One source for the activation remote, which checks as the merchant types,
 * and the sandbox gateway, which refuses what a client sends wrong.
 */
import { IDENTIFIER_MESSAGES as I, NPWP_PATTERN, SEC_PREFIX, SEC_STORED_PATTERN, TIN_PATTERN, type IdentifierMessage } from '../../rules/validation/identifiers';
import type { MasterFieldInput } from './activation';

export { SEC_PREFIX };

export const STORED_PATTERNS: Partial<Record<MasterFieldInput, RegExp>> = {
  npwp: NPWP_PATTERN,
  tin: TIN_PATTERN,
  sec: SEC_STORED_PATTERN,
  year: /^\d{4}$/,
  // Spec 02 §9: 15 characters at most, at least 6 digits; §5: never starting with 0.
  mobile: /^\+?[1-9]\d{5,13}$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  yes_no: /^(yes|no)$/,
};

/** The identifiers' own messages (spec 01 §5, 02 §5); the other inputs keep the generic one. */
const PATTERN_MESSAGES: Partial<Record<MasterFieldInput, IdentifierMessage>> = { npwp: I.npwpLength, tin: I.tinMinimum12Digits, sec: I.invalidSecNumber };

export type ValueProblem = 'invalidFormat' | 'yearInFuture' | 'mobileStartsWithZero' | IdentifierMessage;

/** Why a cleaned, non-empty value is refused, or null. The year is checked on its first four characters. */
export function valueProblem(input: MasterFieldInput, value: string, currentYear: number): ValueProblem | null {
  if (input === 'mobile' && /^0/.test(value)) return 'mobileStartsWithZero';
  const pattern = STORED_PATTERNS[input];
  if (pattern && !pattern.test(value)) return PATTERN_MESSAGES[input] ?? 'invalidFormat';
  if (input === 'year' && Number(value.slice(0, 4)) > currentYear) return 'yearInFuture';
  return null;
}
