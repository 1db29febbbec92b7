import {
  API,
  REFRESH_COOKIE_NAME,
  SESSION_COOKIE_NAME,
  type TokenAnswer,
} from 'shared-contracts/gateway';
import { bearerToken, lockedError, usesTokenMode } from '../auth/authenticate';
import { clearRefreshCookie, clearSessionCookie, setRefreshCookie } from '../auth/cookies';
import { tokenHash } from '../auth/secrets';
import { passwordHasExpired, startExpiredPasswordStep } from '../auth/new-password';
import { needsSecondFactor, startChallenge } from '../auth/second-factor';
import { checkCredentials, landingBusiness, startSession, startTokenSession, type SignIn } from '../auth/sign-in';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { GatewayError, notSignedIn } from '../http/errors';
import { refuseForgedWrite } from '../http/same-origin';
import { EMAIL_SCHEMA, objectSchema } from '../http/validation';
import { recordUserActivity } from '../store/activity-log';
import { findUserById } from '../store/users';

const TEXT = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
const LOGIN_SCHEMA = { body: objectSchema({ email: EMAIL_SCHEMA, password: TEXT(200) }, ['email', 'password']) };
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** Sign-in, token refresh and sign-out in both authentication modes. */
export function registerAuthRoutes(app: GatewayApp, ctx: GatewayContext): void {
  /** A user who needs the second factor gets a challenge and no session (routes/mfa-login.ts). */
  const orChallenge = <T>(signIn: SignIn, start: (signIn: SignIn) => T) =>
    needsSecondFactor(ctx, signIn) ? startChallenge(ctx, signIn.user) : start(signIn);
  /** A password sign-in whose password has expired gets the step that replaces it, before anything else. */
  const orPasswordStep = <T>(signIn: SignIn, start: (signIn: SignIn) => T) =>
    passwordHasExpired(ctx, signIn.user) ? startExpiredPasswordStep(ctx, signIn.user) : orChallenge(signIn, start);

  app.post(API.sessions, { schema: LOGIN_SCHEMA }, async (request, reply) => {
    const { email, password } = request.body;
    return orPasswordStep(await checkCredentials(ctx, request, email, password), (signIn) => startSession(ctx, request, reply, signIn));
  });

  app.post(API.authEmail, { schema: LOGIN_SCHEMA }, async (request, reply) => {
    const { email, password } = request.body;
    return orPasswordStep(await checkCredentials(ctx, request, email, password), (signIn) => startTokenSession(ctx, request, reply, signIn));
  });

  /** A single-use sign-in token (from an email link); token mode when the request says so. */
  app.post(
    API.verifyOneTimeToken,
    { schema: { body: objectSchema({ token: TEXT(200), source: TEXT(100), page: TEXT(200) }, ['token', 'source', 'page']) } },
    async (request, reply) => {
      const { token } = request.body;
      ctx.limiter.check('login-ip', request.ip, ctx.limits.loginPerIp);
      const spend = ctx.db.prepare('UPDATE one_time_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL RETURNING user_id');
      const userId = spend.pluck().get(ctx.clock(), tokenHash(token)) as string | undefined;
      const user = userId ? findUserById(ctx.db, userId) : undefined;
      if (!user) {
        ctx.limiter.hit('login-ip', request.ip);
        throw new GatewayError(401, 'AUTHORIZATION_TOKEN_ERROR', 'This link is not valid any more');
      }
      if (user.is_locked === 1) throw lockedError();
      // An email link is the first factor only: it does not skip the second.
      return orChallenge(landingBusiness(ctx, user), (signIn) =>
        usesTokenMode(request) ? startTokenSession(ctx, request, reply, signIn) : startSession(ctx, request, reply, signIn),
      );
    },
  );

  /**
   * Rotates the refresh token (cookie, or `refresh_token` in the body for clients without cookies;
   * those get the new one back in the body). A spent token revokes its family: INVALIDATED_TOKEN.
   */
  app.post(
    API.refreshToken,
    { schema: { body: objectSchema({ refresh_token: TEXT(200) }) } },
    async (request, reply): Promise<TokenAnswer> => {
      const fromBody = request.body.refresh_token;
      const presented = fromBody ?? request.cookies[REFRESH_COOKIE_NAME];
      if (!presented) throw notSignedIn();
      let rotated;
      try {
        rotated = ctx.tokens.rotate(presented);
      } catch (error) {
        clearRefreshCookie(request, reply);
        throw error;
      }
      const { family, refreshToken } = rotated;
      const user = findUserById(ctx.db, family.user_id);
      if (!user || user.status === 'DELETED') throw notSignedIn();
      if (user.is_locked === 1) throw lockedError();
      setRefreshCookie(request, reply, refreshToken, family.expires_at);
      const accessToken = await ctx.tokens.issueAccessToken({ userId: user.id, businessId: family.business_id, familyId: family.id });
      return {
        access_token: accessToken,
        expires_in: ctx.tokens.accessTokenTtl,
        ...(fromBody === undefined ? {} : { refresh_token: refreshToken }),
      };
    },
  );

  /** Old mode sign-out; idempotent. Ending the cookie's session is a cookie write: a forged one is refused. */
  app.post(API.logout, async (request, reply) => {
    const sessionId = request.cookies[SESSION_COOKIE_NAME];
    if (sessionId) refuseForgedWrite(request);
    const session = sessionId ? ctx.sessions.find(sessionId) : undefined;
    if (session) recordUserActivity(ctx.db, request, { userId: session.user_id, businessId: session.business_id }, 'SIGN_OUT', ctx.clock());
    if (sessionId) ctx.sessions.end(sessionId);
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });

  /** Token mode sign-out: ends the whole token family named by `{token}` or by the bearer token. */
  app.delete(API.authToken, { schema: { body: objectSchema({ token: TEXT(2000) }) } }, async (request, reply) => {
    const { token } = request.body;
    let familyId = token && !JWT_SHAPE.test(token) ? ctx.tokens.familyOfRefreshToken(token) : undefined;
    const accessToken = token && JWT_SHAPE.test(token) ? token : bearerToken(request);
    const claims = accessToken ? await ctx.tokens.verifyAccessToken(accessToken, { allowExpired: true }).catch(() => undefined) : undefined;
    familyId ??= claims?.familyId;
    if (!familyId) throw notSignedIn();
    const family = ctx.db.prepare('SELECT user_id, business_id, revoked_at FROM token_families WHERE id = ?').get(familyId) as
      | { user_id: string; business_id: string; revoked_at: number | null }
      | undefined;
    if (family && family.revoked_at === null) {
      recordUserActivity(ctx.db, request, { userId: family.user_id, businessId: family.business_id }, 'SIGN_OUT', ctx.clock());
    }
    ctx.tokens.revokeFamily(familyId, 'signed out');
    // The family's end already refuses the token; revoking its id as well keeps it refused on its own.
    if (claims) ctx.tokens.revokeAccessToken(claims);
    clearRefreshCookie(request, reply);
    return reply.code(204).send();
  });
}
