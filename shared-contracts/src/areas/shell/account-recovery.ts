/**
 * Account recovery and invitations (spec 01 §2 "Logged-out area": /forgot_password,
 * /change_password/{changePasswordToken}, /expired_password, /unlock_user/{token},
 * /invitation/{invitationToken}; issue 41 §1): paths, wire types and lifetimes shared by the shell
 * and the sandbox gateway. Imported as `shared-contracts/areas/shell/account-recovery`: bundled where
 * used, not the federated contract. The rules: docs/decisions/0062-account-recovery-and-invitations.md.
 */
import type { Language, PermissionFlags } from '../../contract/entities';

export const ACCOUNT_RECOVERY_API = {
  /** POST `{email}`: a password-reset link by email if an account has it; always 202, the same answer. */
  forgotPassword: '/api/users/forgot_password',
  /** GET `/api/users/change_password/{token}`: whether a reset link still works, and for which email. */
  changePasswordLink: '/api/users/change_password',
  /** POST `{token, password}`: spends the reset link, sets the password (204). */
  changePassword: '/api/users/change_password',
  /** POST `{password_change_token, password}`: replaces an expired password after sign-in (204). */
  expiredPassword: '/api/users/expired_password',
  /** POST `{token}`: spends an unlock link and unlocks the account (204). */
  unlockUser: '/api/users/unlock',
  /** POST `{token, password, full_name?}`: joins the invitation's business and signs in. */
  acceptInvitation: '/api/invitations/accept',
} as const;

/** A reset link works for an hour, once. */
export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;
/** An unlock link works for a day, once. */
export const UNLOCK_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** The expired-password step after a sign-in lives 10 minutes, like the second factor's challenge. */
export const EXPIRED_PASSWORD_STEP_LIFETIME_MS = 10 * 60 * 1000;

export interface ForgotPasswordRequest {
  email: string;
}

/** The same whether or not the email has an account (no user enumeration). */
export interface ForgotPasswordAnswer {
  /** Seconds a link sent now stays valid. */
  link_expires_in: number;
}

export interface ChangePasswordLink {
  email: string;
  expires_at: string;
}

export interface ChangePasswordRequest {
  token: string;
  password: string;
}

/** What a sign-in with the right but expired password answers: no session, a step to change it. */
export interface PasswordExpiredAnswer {
  password_expired: true;
  /** Kept in memory only; sent back with the new password. */
  password_change_token: string;
  /** Seconds until the step ends. */
  expires_in: number;
}

export interface ExpiredPasswordRequest {
  password_change_token: string;
  password: string;
}

export interface UnlockUserRequest {
  token: string;
}

/**
 * Accepting an invitation: a new account gives its name and a new password; an email that has an
 * account already gives that account's password (and no name).
 */
export interface AcceptInvitationRequest {
  token: string;
  password: string;
  full_name?: string;
  /** A new account's language: the one the invitation page was read in. */
  preferred_language?: Language;
}

/** An invitation as its emailed link shows it to someone not signed in. */
export interface InvitationDetails {
  business_name: string;
  email: string;
  full_name: string;
  expires_at: string;
  /** What the invitee may do in the business (spec 01 §6 flags): the role they are given. */
  permissions: PermissionFlags;
  /** The email has an account already: the invitee signs in with it instead of making one. */
  account_exists: boolean;
}

/** Tells a sign-in's answer that needs its expired password changed from one that signed in. */
export function isPasswordExpired(answer: unknown): answer is PasswordExpiredAnswer {
  return typeof answer === 'object' && answer !== null && (answer as Partial<PasswordExpiredAnswer>).password_expired === true;
}
