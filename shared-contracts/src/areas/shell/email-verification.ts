/**
 * Email confirmation (spec 01 §2 "/confirm_email", §3 email_verification_status): paths and wire
 * types shared by the shell and the sandbox gateway. Imported as
 * `shared-contracts/areas/shell/email-verification`: bundled where used, not the federated contract.
 */
export const EMAIL_VERIFICATION_API = {
  /** Spec 01 names it: sends the confirmation email again (204). */
  resend: '/api/users/resend_email_verification',
  /** The link's token confirms the email (204); the path is the sandbox's, the spec shows none. */
  confirm: '/api/users/confirm_email',
} as const;

/** A confirmation link lives a day. */
export const EMAIL_VERIFICATION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface ConfirmEmailRequest {
  token: string;
}
