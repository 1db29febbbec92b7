import { BACKUP_CODE_PATTERN, normaliseBackupCode, type MfaChallengeAnswer } from 'shared-contracts/areas/shell/mfa-login';
import { isGatewayError } from 'shared-contracts';
import { VALIDATION_MESSAGES as M } from 'shared-contracts/rules';
import * as yup from 'yup';
import type { SecondFactorMethod } from '../session/sign-in-flow';

/** The six-digit code's method follows the user's mfa_type: an SMS code, or the authenticator app's. */
export function codeMethod(challenge: Pick<MfaChallengeAnswer, 'mfa_type'>): Exclude<SecondFactorMethod, 'backupCode'> {
  return challenge.mfa_type === 'phone_number' ? 'sms' : 'authenticator';
}

export interface BackupCodeValues {
  backupCode: string;
}

/** The backup code form: required, then 8 letters or digits (spaces and a dash allowed while typing). */
export const backupCodeSchema: yup.ObjectSchema<BackupCodeValues> = yup.object({
  backupCode: yup
    .string()
    .trim()
    .required(M.requiredField)
    .test('backup-code', 'backupCodeInvalid', (value) => BACKUP_CODE_PATTERN.test(normaliseBackupCode(value ?? ''))),
});

/** The challenge is gone (expired, or spent elsewhere): only a new password sign-in helps. */
export const challengeEnded = (error: unknown): boolean => isGatewayError(error, 'AUTHORIZATION_TOKEN_ERROR');

/** Seconds to wait after a refusal that says so (TOO_MANY_REQUESTS), else 0. */
export function waitAfter(error: unknown): number {
  if (!isGatewayError(error, 'TOO_MANY_REQUESTS')) return 0;
  return error.retryAfter && error.retryAfter > 0 ? error.retryAfter : 0;
}
