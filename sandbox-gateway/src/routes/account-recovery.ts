import {
  ACCOUNT_RECOVERY_API,
  PASSWORD_RESET_LIFETIME_MS,
  UNLOCK_LINK_LIFETIME_MS,
  type ChangePasswordLink,
  type ForgotPasswordAnswer,
} from 'shared-contracts/areas/shell/account-recovery';
import type { FastifyRequest } from 'fastify';
import { linkNotValid, NEW_PASSWORD_SCHEMA, newPasswordHash } from '../auth/new-password';
import { isoAt } from '../clock';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { EMAIL_SCHEMA, objectSchema } from '../http/validation';
import {
  claimAccountToken,
  issueAccountToken,
  readAccountToken,
  replacePassword,
  spendAccountToken,
  unlockUser,
  type AccountTokenPurpose,
} from '../store/account-tokens';
import { recordOutboxMessage } from '../store/environment-data';
import { findUserByEmail, findUserById } from '../store/users';

/** A link's token as the gateway makes them (32 random bytes, base64url); anything else is no token. */
const TOKEN_SCHEMA = { type: 'string', pattern: '^[A-Za-z0-9_-]{16,128}$' } as const;
const TOKEN_PARAMS = { type: 'object', properties: { token: TOKEN_SCHEMA }, required: ['token'], additionalProperties: false } as const;
const FORGOT_ANSWER: ForgotPasswordAnswer = { link_expires_in: PASSWORD_RESET_LIFETIME_MS / 1000 };

/**
 * Sends the reset link (and, for a locked account, the unlock link) to the outbox, which stands for
 * the email. Nothing is sent for an unknown or deleted email: the answer is the same (no enumeration).
 */
export function sendRecoveryEmails(ctx: GatewayContext, email: string): void {
  const user = findUserByEmail(ctx.db, email);
  if (!user || user.status === 'DELETED') return;
  const now = ctx.clock();
  ctx.db.transaction(() => {
    const reset = issueAccountToken(ctx.db, 'PASSWORD_RESET', user.id, now, PASSWORD_RESET_LIFETIME_MS);
    recordOutboxMessage(ctx.db, { kind: 'PASSWORD_RESET_EMAIL', recipient: user.email, subject: `Reset your password: /change_password/${reset}` }, now);
    if (user.is_locked !== 1) return;
    const unlock = issueAccountToken(ctx.db, 'UNLOCK', user.id, now, UNLOCK_LINK_LIFETIME_MS);
    recordOutboxMessage(ctx.db, { kind: 'ACCOUNT_UNLOCK_EMAIL', recipient: user.email, subject: `Unlock your account: /unlock_user/${unlock}` }, now);
  })();
}

/**
 * Forgot password, the reset link, an expired password and the unlock link (spec 01 §2; issue 41 §1;
 * docs/decisions/0062). Every link is single use, expires, and is stored as its hash; a wrong token
 * counts against the client address's sign-in limit, like a wrong password.
 */
export function registerAccountRecoveryRoutes(app: GatewayApp, ctx: GatewayContext): void {
  /** A wrong token is a failed sign-in secret of the client's address (login-ip): checked first, counted when wrong. */
  const guardedToken = (request: FastifyRequest) => ctx.limiter.check('login-ip', request.ip, ctx.limits.loginPerIp);
  const refuseToken = (request: FastifyRequest) => {
    ctx.limiter.hit('login-ip', request.ip);
    return linkNotValid();
  };

  app.post(ACCOUNT_RECOVERY_API.forgotPassword, { schema: { body: objectSchema({ email: EMAIL_SCHEMA }, ['email']) } }, async (request, reply) => {
    const email = request.body.email.trim().toLowerCase();
    // Both limits take their slot before anything is looked up, known email or not: a burst is decided
    // one by one, and a 429 tells nothing about who has an account.
    ctx.limiter.take('reset-ip', request.ip, ctx.limits.resetPerIp);
    ctx.limiter.take('reset-email', email, ctx.limits.resetPerEmail);
    sendRecoveryEmails(ctx, email);
    return reply.code(202).send(FORGOT_ANSWER);
  });

  app.get(`${ACCOUNT_RECOVERY_API.changePasswordLink}/:token`, { schema: { params: TOKEN_PARAMS } }, async (request): Promise<ChangePasswordLink> => {
    guardedToken(request);
    const live = readAccountToken(ctx.db, 'PASSWORD_RESET', request.params.token, ctx.clock());
    const user = live && findUserById(ctx.db, live.userId);
    if (!live || !user) throw refuseToken(request);
    return { email: user.email, expires_at: isoAt(live.expiresAt) };
  });

  /** Claims the token, hashes the new password, then spends it with the change; a refused password keeps the link. */
  const changeWith = async (request: FastifyRequest, purpose: AccountTokenPurpose, token: string, password: string) => {
    guardedToken(request);
    const claim = claimAccountToken(ctx.db, purpose, token, ctx.clock());
    const user = claim && findUserById(ctx.db, claim.userId);
    if (!claim || !user) throw refuseToken(request);
    let hash;
    try {
      hash = await newPasswordHash(user, password);
    } catch (error) {
      claim.release();
      throw error;
    }
    replacePassword(ctx.db, user.id, hash, ctx.clock());
    claim.spend();
    ctx.limiter.clear('login-email', user.email.toLowerCase());
  };

  app.post(
    ACCOUNT_RECOVERY_API.changePassword,
    { schema: { body: objectSchema({ token: TOKEN_SCHEMA, password: NEW_PASSWORD_SCHEMA }, ['token', 'password']) } },
    async (request, reply) => {
      await changeWith(request, 'PASSWORD_RESET', request.body.token, request.body.password);
      return reply.code(204).send();
    },
  );

  app.post(
    ACCOUNT_RECOVERY_API.expiredPassword,
    { schema: { body: objectSchema({ password_change_token: TOKEN_SCHEMA, password: NEW_PASSWORD_SCHEMA }, ['password_change_token', 'password']) } },
    async (request, reply) => {
      await changeWith(request, 'EXPIRED_PASSWORD', request.body.password_change_token, request.body.password);
      return reply.code(204).send();
    },
  );

  app.post(ACCOUNT_RECOVERY_API.unlockUser, { schema: { body: objectSchema({ token: TOKEN_SCHEMA }, ['token']) } }, async (request, reply) => {
    guardedToken(request);
    const userId = spendAccountToken(ctx.db, 'UNLOCK', request.body.token, ctx.clock());
    const user = userId && findUserById(ctx.db, userId);
    if (!user) throw refuseToken(request);
    unlockUser(ctx.db, user.id);
    // The failures that may have locked it start again from none.
    ctx.limiter.clear('login-email', user.email.toLowerCase());
    return reply.code(204).send();
  });
}
