import { EXPIRED_PASSWORD_STEP_LIFETIME_MS, type PasswordExpiredAnswer } from 'shared-contracts/areas/shell/account-recovery';
import { PASSWORD_MAX_LENGTH, PASSWORD_PATTERN } from 'shared-contracts/rules';
import type { GatewayContext } from '../context';
import { GatewayError } from '../http/errors';
import { issueAccountToken } from '../store/account-tokens';
import type { UserRow } from '../store/users';
import { hashSecret, verifyPassword } from './passwords';

/** A new password's schema: the strength rule of spec 02 §5 (the same pattern the forms use). */
export const NEW_PASSWORD_SCHEMA = { type: 'string', minLength: 8, maxLength: PASSWORD_MAX_LENGTH, pattern: PASSWORD_PATTERN.source } as const;

/** A single-use link or step that is unknown, spent, claimed or expired: one answer for all. */
export const linkNotValid = (): GatewayError => new GatewayError(400, 'AUTHORIZATION_TOKEN_ERROR', 'This link is not valid any more');

/**
 * The new password's hash; the password the account has now is refused with the catalogue's
 * PASSWORD_ALREADY_BEEN_USED_ERROR (an expired password must really change). Hashed off the event loop.
 */
export async function newPasswordHash(user: UserRow, password: string): Promise<string> {
  if (await verifyPassword(password, user.password_hash)) {
    throw new GatewayError(400, 'PASSWORD_ALREADY_BEEN_USED_ERROR', 'Choose a password you have not used for this account');
  }
  return hashSecret(password);
}

export const passwordHasExpired = (ctx: GatewayContext, user: UserRow): boolean =>
  user.password_expires_at !== null && user.password_expires_at <= ctx.clock();

/**
 * A sign-in with the right but expired password: no session, a single-use step (10 minutes) whose
 * token the client sends back with the new password (POST /api/users/expired_password).
 */
export function startExpiredPasswordStep(ctx: GatewayContext, user: UserRow): PasswordExpiredAnswer {
  const token = issueAccountToken(ctx.db, 'EXPIRED_PASSWORD', user.id, ctx.clock(), EXPIRED_PASSWORD_STEP_LIFETIME_MS);
  return { password_expired: true, password_change_token: token, expires_in: EXPIRED_PASSWORD_STEP_LIFETIME_MS / 1000 };
}
