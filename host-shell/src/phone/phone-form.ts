import { CODE_LENGTH, PHONE_PATTERN, VALIDATION_MESSAGES as M } from 'shared-contracts/rules';

/** Spec 01 §5: the message keys of the phone number check. */
export const PHONE_MESSAGES = { empty: 'verifyPhoneEmptyError', invalid: 'phoneNumberInvalid' } as const;

/** The number to send the code to (E.164), or the message key that says what is wrong. */
export function phoneProblem(phone: string): string | undefined {
  const value = phone.trim();
  if (value === '' || value === '+') return PHONE_MESSAGES.empty;
  return PHONE_PATTERN.test(value) ? undefined : PHONE_MESSAGES.invalid;
}

/** Spec 01 §5: the one-time code is mandatory, six digits. */
export function codeProblem(code: string): string | undefined {
  return /^\d+$/.test(code) && code.length === CODE_LENGTH ? undefined : M.requiredField;
}

/** Whole seconds until another code may be requested (0 when it may). */
export const secondsUntil = (at: number | null, now: number): number => (at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000)));
