import { MFA_CHALLENGE_LIFETIME_MS, maskPhoneNumber, type MfaChallengeAnswer } from 'shared-contracts/areas/shell/mfa-login';
import type { GatewayContext } from '../context';
import { GatewayError } from '../http/errors';
import { featureFlags } from '../store/businesses';
import { findUserById, type UserRow } from '../store/users';
import { lockedError } from './authenticate';
import { newOpaqueToken, tokenHash } from './secrets';
import { landingBusiness, type SignIn } from './sign-in';

/**
 * Second-factor sign-in (spec 01 §2 /login_verification; docs/decisions/0030). A user listed in
 * `mfa_login_users` whose landing business has the `mfa_login` flag on gets a challenge instead of
 * a session after the password; only a right code turns the challenge into a session.
 */
export function needsSecondFactor(ctx: GatewayContext, signIn: SignIn): boolean {
  const listed = ctx.db.prepare('SELECT 1 FROM mfa_login_users WHERE user_id = ?').pluck().get(signIn.user.id) !== undefined;
  return listed && featureFlags(ctx.db, signIn.business.id).mfa_login;
}

/** A new challenge for the user (their older ones end): its secret goes to the client once. */
export function startChallenge(ctx: GatewayContext, user: UserRow): MfaChallengeAnswer {
  const token = newOpaqueToken();
  const now = ctx.clock();
  ctx.db.transaction(() => {
    ctx.db.prepare('DELETE FROM mfa_challenges WHERE user_id = ? OR expires_at <= ?').run(user.id, now);
    ctx.db
      .prepare('INSERT INTO mfa_challenges (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .run(tokenHash(token), user.id, now, now + MFA_CHALLENGE_LIFETIME_MS);
  })();
  return {
    mfa_required: true,
    mfa_token: token,
    mfa_type: user.mfa_type,
    user_id: user.id,
    phone_number: user.phone_number ? maskPhoneNumber(user.phone_number) : null,
    expires_in: MFA_CHALLENGE_LIFETIME_MS / 1000,
  };
}

export interface Challenge {
  tokenHash: string;
  user: UserRow;
  smsSentAt: number | null;
}

/** An unknown, spent or expired challenge: the password is asked for again. */
export const challengeEnded = (): GatewayError =>
  new GatewayError(401, 'AUTHORIZATION_TOKEN_ERROR', 'This sign-in has expired. Please log in again.');

/** The live challenge named by its secret; a locked or deleted user ends it. */
export function findChallenge(ctx: GatewayContext, mfaToken: string): Challenge {
  const row = ctx.db
    .prepare('SELECT token_hash, user_id, sms_sent_at FROM mfa_challenges WHERE token_hash = ? AND expires_at > ?')
    .get(tokenHash(mfaToken), ctx.clock()) as { token_hash: string; user_id: string; sms_sent_at: number | null } | undefined;
  const user = row ? findUserById(ctx.db, row.user_id) : undefined;
  if (!row || !user || user.status === 'DELETED') throw challengeEnded();
  if (user.is_locked === 1) throw lockedError();
  return { tokenHash: row.token_hash, user, smsSentAt: row.sms_sent_at };
}

/** The challenge is spent: the sign-in it becomes lands in the user's landing business. */
export function spendChallenge(ctx: GatewayContext, challenge: Challenge): SignIn {
  ctx.db.prepare('DELETE FROM mfa_challenges WHERE token_hash = ?').run(challenge.tokenHash);
  return landingBusiness(ctx, challenge.user);
}
