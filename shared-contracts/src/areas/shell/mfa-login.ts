/**
 * Second-factor sign-in (spec 01 §2 "/login_verification", §9 "MFA-authenticated flag"; spec 02 §7
 * names the paths): shared by the shell (which asks for the code) and the sandbox gateway (which
 * checks it). A sign-in that needs the second factor answers a challenge instead of a session; the
 * session (token or cookie) is only issued by one of the three authorize calls. Imported as
 * `shared-contracts/areas/shell/mfa-login`: bundled where used, not part of the federated contract.
 */
import type { User } from '../../contract/entities';

export const MFA_LOGIN_API = {
  /** POST `{mfa_token}`: sends the sign-in code by SMS (204); one per 30 s. */
  smsOtp: '/api/sms_otp_login',
  /** POST `{mfa_token, otp_token}`: the SMS code; answers the sign-in. */
  authorizeSmsOtp: '/api/authorize_sms_otp_login!',
  /** POST `{mfa_token, otp_token}`: the authenticator app's code; answers the sign-in. */
  authorizeAuthenticator: '/api/authorize_authenticator_login!',
  /** POST `{mfa_token, backup_code}`: one of the user's single-use backup codes; answers the sign-in. */
  backupCode: '/api/mfa_backup_code',
  /** GET `/{user id}` with the challenge in MFA_TOKEN_HEADER: whether backup codes are left. */
  backupCodeExistence: '/api/mfa_backup_code_existence',
} as const;

/** The header that carries the challenge on the one GET of the flow (never a query parameter: URLs get logged). */
export const MFA_TOKEN_HEADER = 'x-mfa-token';

/** A challenge lives 10 minutes: then the password is asked for again. */
export const MFA_CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

/** A backup code: eight lowercase letters or digits, shown to people as two groups of four. */
export const BACKUP_CODE_PATTERN = /^[a-z0-9]{8}$/;

/** What a sign-in that still needs its second factor answers: no session yet, a challenge. */
export interface MfaChallengeAnswer {
  mfa_required: true;
  /** The challenge's secret: sent back with the code. Kept in memory only. */
  mfa_token: string;
  /** Which code the user gives: an SMS code (phone_number) or the authenticator app's. */
  mfa_type: User['mfa_type'];
  user_id: string;
  /** Where the SMS goes, masked to its last 3 digits; null without a phone. */
  phone_number: string | null;
  /** Seconds until the challenge ends. */
  expires_in: number;
}

export interface MfaTokenRequest {
  mfa_token: string;
}

export interface MfaCodeRequest extends MfaTokenRequest {
  otp_token: string;
}

export interface MfaBackupCodeRequest extends MfaTokenRequest {
  backup_code: string;
}

export interface MfaBackupCodeExistence {
  exists: boolean;
}

/** Tells a sign-in's answer that still needs the second factor from one that signed in. */
export function isMfaChallenge(answer: unknown): answer is MfaChallengeAnswer {
  return typeof answer === 'object' && answer !== null && (answer as Partial<MfaChallengeAnswer>).mfa_required === true;
}

/** What people type (spaces, a dash, capitals) as the code the gateway checks. */
export function normaliseBackupCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toLowerCase();
}

/** `+6281234567009` → `+62••••••••009`: enough to recognise one's own number. */
export function maskPhoneNumber(phone: string): string {
  const visibleStart = phone.startsWith('+') ? 3 : 0;
  if (phone.length <= visibleStart + 3) return phone;
  return `${phone.slice(0, visibleStart)}${'•'.repeat(phone.length - visibleStart - 3)}${phone.slice(-3)}`;
}
