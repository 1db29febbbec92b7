import { CODE_LENGTH, VALIDATION_MESSAGES as M, profilePhoneProblem } from 'shared-contracts/rules';

/** Spec 01 §5: the message keys of the phone number check. */
export const PHONE_MESSAGES = { empty: 'verifyPhoneEmptyError', invalid: 'phoneNumberInvalid' } as const;

/**
 * The number to send the code to, or the message key that says what is wrong: spec 02 §5's
 * profile phone rule (first character, at most 15 digits, at least 6, E.164), with the keys spec 01
 * §5 names for this flow where it names one (empty, not E.164).
 */
export function phoneProblem(phone: string): string | undefined {
  const problem = profilePhoneProblem(phone);
  if (problem === M.requiredField) return PHONE_MESSAGES.empty;
  return problem === 'invalidPhoneNumber' ? PHONE_MESSAGES.invalid : problem;
}

/**
 * Which message keys a phone form says its problems with: the post-login reminder's (spec 01 §5:
 * verifyPhoneEmptyError, phoneNumberInvalid) or the profile's (spec 02 §5 "profile phone":
 * requiredField, exceedMaxCharacters, invalidPhoneNumber). The rule itself is the same.
 */
export type PhoneMessages = 'reminder' | 'profile';

export function phoneProblemFor(messages: PhoneMessages, phone: string): string | undefined {
  return messages === 'profile' ? profilePhoneProblem(phone) : phoneProblem(phone);
}

/** Spec 01 §5: the one-time code is mandatory, six digits. */
export function codeProblem(code: string): string | undefined {
  return /^\d+$/.test(code) && code.length === CODE_LENGTH ? undefined : M.requiredField;
}

/** Whole seconds until another code may be requested (0 when it may). */
export const secondsUntil = (at: number | null, now: number): number => (at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000)));
