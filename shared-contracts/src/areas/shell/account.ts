/**
 * The signed-in user's account calls that more than one area makes: the shell (language, phone
 * verification) and the settings pages (timezone, the PIN's SMS code). Paths and wire types, bundled
 * where used. Imported as `shared-contracts/areas/shell/account`; the settings area re-exports what
 * its remote uses, since a remote imports its own area only (docs/decisions/0055-lint-what-the-decisions-say.md).
 */

export const ACCOUNT_API = {
  /** PATCH: the user's preferences (language, timezone); answers the User. */
  user: '/api/user',
  /** POST: a one-time code by SMS (phone verification, the withdrawal PIN); answers 204. */
  otp: '/api/otp',
} as const;

export interface OtpRequest {
  recipient: string;
  type: 'PHONE_NUMBER';
}
