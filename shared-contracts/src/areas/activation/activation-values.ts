/**
 * What a master field's value must look like once the form has cleaned it (spec 02 §5: tax
 * numbers, other fields). One source for the activation remote, which checks as the merchant types,
 * and the sandbox gateway, which refuses what a client sends wrong.
 */
import type { MasterFieldInput } from './activation';

/** The SEC registration number is stored with this prefix and shown without it. */
export const SEC_PREFIX = 'CS';

export const STORED_PATTERNS: Partial<Record<MasterFieldInput, RegExp>> = {
  npwp: /^\d{15}$/,
  tin: /^\d{12}$/,
  sec: /^CS\d{9}$/,
  year: /^\d{4}$/,
  // Spec 02 §9: 15 characters at most, at least 6 digits; §5: never starting with 0.
  mobile: /^\+?[1-9]\d{5,13}$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  yes_no: /^(yes|no)$/,
};

export type ValueProblem = 'invalidFormat' | 'yearInFuture' | 'mobileStartsWithZero';

/** Why a cleaned, non-empty value is refused, or null. The year is checked on its first four characters. */
export function valueProblem(input: MasterFieldInput, value: string, currentYear: number): ValueProblem | null {
  if (input === 'mobile' && /^0/.test(value)) return 'mobileStartsWithZero';
  const pattern = STORED_PATTERNS[input];
  if (pattern && !pattern.test(value)) return 'invalidFormat';
  if (input === 'year' && Number(value.slice(0, 4)) > currentYear) return 'yearInFuture';
  return null;
}
