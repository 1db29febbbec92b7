import { CONFIRMATION_PASSWORD_MAX, PIN_PATTERN, type PinConfirmation } from 'shared-contracts/areas/settings/settings';
import { CODE_LENGTH, OTP_RESEND_SECONDS, pinFailureOf as sharedPinFailureOf, type PinFailure as SharedPinFailure } from 'shared-contracts/rules';
import { SETTINGS_MESSAGES as M } from './form-messages';

/** The new PIN: six digits (spec 02 §5), or the message key that says what is wrong. */
export function newPinProblem(pin: string): string | undefined {
  if (pin === '') return M.requiredField;
  return PIN_PATTERN.test(pin) ? undefined : M.pinSixDigits;
}

/** The repeated PIN must be the same (spec 02 §5 'pinNotMatch'). */
export function repeatPinProblem(pin: string, repeated: string): string | undefined {
  if (repeated === '') return M.requiredField;
  if (repeated.length < CODE_LENGTH) return M.pinSixDigits;
  return repeated === pin ? undefined : M.pinNotMatch;
}

/** The OTP sent by SMS: six characters, letters or digits (spec 02 §5 'OTP input is alphanumeric'). */
export const CODE_CHARACTER = /^[A-Za-z0-9]$/;
/** The authenticator app's code: digits only (spec 02 §5 'authenticator code: must be numeric'). */
export const AUTHENTICATOR_CHARACTER = /^\d$/;

/** The characters the confirmation's code input takes. */
export const codeCharacterOf = (method: PinConfirmation): RegExp => (method === 'authenticator' ? AUTHENTICATOR_CHARACTER : CODE_CHARACTER);

/** Whether the code is whole: its fixed length, each character allowed (confirm is enabled only then for the authenticator). */
export const isCodeComplete = (code: string, method: PinConfirmation): boolean =>
  code.length === CODE_LENGTH && [...code].every((character) => codeCharacterOf(method).test(character));

/** The code of the confirmation step, or the message key that says what is wrong. */
export function codeProblem(code: string, method: PinConfirmation = 'otp'): string | undefined {
  if (code === '') return M.requiredField;
  if (isCodeComplete(code, method)) return undefined;
  return method === 'authenticator' ? M.authenticatorCodeNumeric : M.codeSixCharacters;
}

/** The current password: required (spec 02 §5 'currentPasswordError'). */
export function passwordProblem(password: string): string | undefined {
  if (password === '') return M.currentPasswordError;
  return password.length > CONFIRMATION_PASSWORD_MAX ? M.exceedMaxCharacters : undefined;
}

/** Whole seconds until another code may be requested (0 when it may): the 30 s of spec 02 §4. */
export const secondsUntil = (at: number | null, now: number): number => (at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000)));
export const resendAt = (sentAt: number): number => sentAt + OTP_RESEND_SECONDS * 1000;

/** What the flow asked the gateway to do, named in the TOO_MANY_REQUESTS message. */
export type PinAction = 'sendCode' | 'setPin' | 'withdraw';

/** Where a refused PIN call is shown (spec 02 §8): the one rule of shared-contracts, with this flow's actions. */
export type PinFailure = SharedPinFailure<PinAction>;
export const pinFailureOf = (error: unknown, action: PinAction): PinFailure => sharedPinFailureOf(error, action);
