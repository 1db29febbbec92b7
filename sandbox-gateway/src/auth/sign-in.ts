import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionLoginAnswer, TokenLoginAnswer } from 'shared-contracts/gateway';
import type { GatewayContext } from '../context';
import { GatewayError } from '../http/errors';
import { findBusiness, findMembership, toBusiness, type BusinessRow, type MembershipRow } from '../store/businesses';
import { recordActivity, requestOrigin } from '../store/activity-log';
import { recordSignInOrigin } from '../store/sign-ins';
import { findUserByEmail, toUser, type UserRow } from '../store/users';
import { lockedError, notAMemberError } from './authenticate';
import { setRefreshCookie, setSessionCookie } from './cookies';
import { verifyPassword } from './passwords';
import { tokenHash } from './secrets';

export interface SignIn {
  user: UserRow;
  business: BusinessRow;
  membership: MembershipRow;
}

/** Compared against when the email is unknown, so both failures take as long. */
const DUMMY_HASH = 'scrypt$16384$8$1$c2FuZGJveC1kdW1teQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

const invalidCredentials = (): GatewayError =>
  new GatewayError(401, 'INVALID_CREDENTIALS_ERROR', 'The email or password is not correct');

/** The business a user lands in: their default one, else the first they still belong to. */
export function landingBusiness(ctx: GatewayContext, user: UserRow): SignIn {
  const ids = [
    user.default_business_id,
    ...(ctx.db.prepare('SELECT business_id FROM memberships WHERE user_id = ? ORDER BY position').pluck().all(user.id) as string[]),
  ];
  for (const id of ids) {
    const business = findBusiness(ctx.db, id);
    const membership = findMembership(ctx.db, user.id, id);
    if (business && membership) return { user, business, membership };
  }
  throw notAMemberError();
}

/**
 * Email and password sign-in, rate limited per email and per client address: every check takes a
 * slot in both before the password is compared; the right password gives both back (and a success
 * clears the email's failures). Locked accounts answer USER_LOCKED_ERROR, counted as no failure.
 */
export async function checkCredentials(
  ctx: GatewayContext,
  request: FastifyRequest,
  email: string,
  password: string,
): Promise<SignIn> {
  const emailKey = email.trim().toLowerCase();
  // Both slots are taken before the password is checked (a parallel burst gets the limit's checks, no more).
  const emailSlot = ctx.limiter.take('login-email', emailKey, ctx.limits.loginPerEmail);
  let ipSlot;
  try {
    ipSlot = ctx.limiter.take('login-ip', request.ip, ctx.limits.loginPerIp);
  } catch (error) {
    emailSlot.release();
    throw error;
  }
  const user = findUserByEmail(ctx.db, emailKey);
  const passwordMatches = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !passwordMatches || user.status === 'DELETED') throw invalidCredentials();
  ipSlot.release();
  emailSlot.release();
  if (user.is_locked === 1) throw lockedError();
  ctx.limiter.clear('login-email', emailKey);
  return landingBusiness(ctx, user);
}

/** The activity log's line for a sign-in (issue 21). */
function logSignIn(ctx: GatewayContext, request: FastifyRequest, signIn: SignIn): void {
  recordActivity(ctx.db, {
    businessId: signIn.business.id,
    userId: signIn.user.id,
    actorEmail: signIn.user.email,
    action: 'SIGN_IN',
    ...requestOrigin(request),
    at: ctx.clock(),
  });
}

export const signedInAnswer = (ctx: GatewayContext, signIn: SignIn): SessionLoginAnswer => ({
  user: toUser(ctx.db, signIn.user, signIn.membership),
  business: toBusiness(signIn.business),
});

/** Old mode: a session and its httpOnly cookie. */
export function startSession(
  ctx: GatewayContext,
  request: FastifyRequest,
  reply: FastifyReply,
  signIn: SignIn,
): SessionLoginAnswer {
  const { sessionId, expiresAt } = ctx.sessions.create(signIn.user.id, signIn.business.id);
  recordSignInOrigin(ctx.db, { sessionIdHash: tokenHash(sessionId) }, requestOrigin(request), ctx.clock());
  setSessionCookie(request, reply, sessionId, expiresAt);
  logSignIn(ctx, request, signIn);
  return signedInAnswer(ctx, signIn);
}

/** Token mode: a new token family; the refresh token goes only into its httpOnly cookie. */
export async function startTokenSession(
  ctx: GatewayContext,
  request: FastifyRequest,
  reply: FastifyReply,
  signIn: SignIn,
): Promise<TokenLoginAnswer> {
  const { family, refreshToken } = ctx.tokens.startFamily(signIn.user.id, signIn.business.id);
  recordSignInOrigin(ctx.db, { familyId: family.id }, requestOrigin(request), ctx.clock());
  setRefreshCookie(request, reply, refreshToken, family.expires_at);
  logSignIn(ctx, request, signIn);
  const accessToken = await ctx.tokens.issueAccessToken({
    userId: signIn.user.id,
    businessId: signIn.business.id,
    familyId: family.id,
  });
  return { access_token: accessToken, expires_in: ctx.tokens.accessTokenTtl, ...signedInAnswer(ctx, signIn) };
}
