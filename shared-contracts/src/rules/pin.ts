import { retryMinutes } from '../contract/error-catalogue';
import { VALIDATION_MESSAGES } from './validation/messages';

/**
 * The withdrawal PIN where money leaves (spec 02 §4, §5, §8): a withdrawal (decision 0027), a
 * disbursement and a batch's approval (decision 0075). One rule for every page that asks for it.
 */

/** Six digits (spec 02 §5: 'six digits, numeric, masked'). */
export const PIN_PATTERN = /^\d{6}$/;

/** The PIN typed to authorise: the message key of what is wrong, or undefined. */
export function pinEntryProblem(pin: string): string | undefined {
  if (pin === '') return VALIDATION_MESSAGES.requiredField;
  return PIN_PATTERN.test(pin) ? undefined : 'pinSixDigits';
}

/**
 * Where a refused PIN call is shown (spec 02 §8 "PIN and authentication"):
 * - `locked`: USER_LOCKED_ERROR, the session ends and the user goes to the login page;
 * - `tooMany`: TOO_MANY_REQUESTS, the action, the wait in minutes and the plural suffix;
 * - `code`: a code whose name contains OTP or AUTH_TOKEN, under the code input;
 * - `password`: a wrong current password, under the password input;
 * - `pin`: a wrong or missing PIN, under the PIN input (or the prompt to set one);
 * - `form`: anything else, once for the form.
 */
export type PinFailure<Action extends string = string> =
  | { kind: 'locked' }
  | { kind: 'tooMany'; action: Action; minutes: number }
  | { kind: 'code'; code: string }
  | { kind: 'password' }
  | { kind: 'pin'; code: 'INVALID_PIN_ERROR' | 'PIN_NOT_SET_ERROR' }
  | { kind: 'form'; code: string };

/**
 * The refusal's code and wait, read by shape: `shared-contracts/rules` is bundled into each remote,
 * so its own copy of the `GatewayError` class is not the singleton's the shell throws, and
 * `instanceof` would never match (decision 0075).
 */
function refusalOf(error: unknown): { code: string; retryAfter?: number } | undefined {
  if (typeof error !== 'object' || error === null || (error as { name?: unknown }).name !== 'GatewayError') return undefined;
  const { code, retryAfter } = error as { code?: unknown; retryAfter?: unknown };
  if (typeof code !== 'string') return undefined;
  return typeof retryAfter === 'number' ? { code, retryAfter } : { code };
}

export function pinFailureOf<Action extends string>(error: unknown, action: Action): PinFailure<Action> {
  const refusal = refusalOf(error);
  if (!refusal) return { kind: 'form', code: 'SERVER_ERROR' };
  const { code } = refusal;
  if (code === 'USER_LOCKED_ERROR') return { kind: 'locked' };
  if (code === 'TOO_MANY_REQUESTS') return { kind: 'tooMany', action, minutes: retryMinutes(refusal.retryAfter) };
  if (code.includes('OTP') || code.includes('AUTH_TOKEN')) return { kind: 'code', code };
  if (code === 'INVALID_CREDENTIALS_ERROR') return { kind: 'password' };
  if (code === 'INVALID_PIN_ERROR' || code === 'PIN_NOT_SET_ERROR') return { kind: 'pin', code };
  return { kind: 'form', code };
}
