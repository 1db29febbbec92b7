import { string } from 'yup';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, PHONE_PATTERN } from '../limits';
import { VALIDATION_MESSAGES as M } from './messages';

/** The profile phone's own message keys (spec 02 §5 "team and customer form", profile phone). */
export const PHONE_MESSAGES = {
  /** Not an E.164 mobile number (spec 02 §5 'invalidPhoneNumber'). */
  invalidPhoneNumber: 'invalidPhoneNumber',
  /** The first-character rule: a number never starts with 0, the country code comes first. */
  phoneStartsWithZero: 'phoneStartsWithZero',
  /** Fewer than PHONE_MIN_DIGITS digits (spec 01 §5 "mobile number length"). */
  phoneMinDigits: 'phoneMinDigits',
} as const;

export type ProfilePhoneMessage = (typeof PHONE_MESSAGES)[keyof typeof PHONE_MESSAGES] | typeof M.requiredField | typeof M.exceedMaxCharacters;

/**
 * Spec 02 §5, profile phone, in the spec's order: required, the first character, at most 15
 * digits ('exceedMaxCharacters'), at least 6 digits, then E.164 ('invalidPhoneNumber').
 */
export function profilePhoneProblem(typed: string): ProfilePhoneMessage | undefined {
  const value = typed.trim();
  if (value === '' || value === '+') return M.requiredField;
  if (/^\+?0/.test(value)) return PHONE_MESSAGES.phoneStartsWithZero;
  const digits = value.replace(/\D/g, '').length;
  if (digits > PHONE_MAX_DIGITS) return M.exceedMaxCharacters;
  if (digits < PHONE_MIN_DIGITS) return PHONE_MESSAGES.phoneMinDigits;
  return PHONE_PATTERN.test(value) ? undefined : PHONE_MESSAGES.invalidPhoneNumber;
}

/** The profile phone as a yup field: the first of `profilePhoneProblem`'s messages. */
export const profilePhone = () =>
  string()
    .trim()
    .required(M.requiredField)
    .test('profile-phone', function check(value) {
      const problem = profilePhoneProblem(value ?? '');
      return problem === undefined || this.createError({ message: problem });
    });
