import type { FastifyRequest } from 'fastify';
import { NEW_AUTHENTICATION_HEADER, SESSION_COOKIE_NAME } from 'shared-contracts/gateway';
import type { GatewayContext } from '../context';
import { GatewayError, notSignedIn } from '../http/errors';
import { findBusiness, findMembership } from '../store/businesses';
import { recordSignInUse } from '../store/sign-ins';
import { findUserById } from '../store/users';
import type { Caller } from './caller';
import { tokenHash } from './secrets';
import { invalidatedToken } from './tokens';

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

export const usesTokenMode = (request: FastifyRequest): boolean => request.headers[NEW_AUTHENTICATION_HEADER] !== undefined;

/** The bearer token of a request, if it carries one that looks like a JWT. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? '')?.[1];
}

export const lockedError = (): GatewayError =>
  new GatewayError(403, 'USER_LOCKED_ERROR', 'This account is locked. Follow the link in the email we sent to unlock it.');

export const notAMemberError = (): GatewayError =>
  new GatewayError(403, 'USER_BUSINESS_NOT_FOUND_ERROR', 'You are no longer a member of this business');

/**
 * Token mode (the `x-new-authentication` header): the bearer access token. Otherwise: the session
 * cookie. No credential at all: 401 AUTHENTICATION_ERROR "Please log in".
 */
export async function authenticate(ctx: GatewayContext, request: FastifyRequest): Promise<Caller> {
  let identity: { userId: string; businessId: string; sessionIdHash?: string; familyId?: string };
  if (usesTokenMode(request)) {
    const token = bearerToken(request);
    if (!token) throw notSignedIn();
    const claims = await ctx.tokens.verifyAccessToken(token);
    const family = ctx.tokens.findFamily(claims.familyId);
    if (!family || family.user_id !== claims.userId) throw notSignedIn();
    if (family.revoked_at !== null) throw invalidatedToken();
    if (family.expires_at <= ctx.clock()) throw notSignedIn();
    identity = { userId: claims.userId, businessId: claims.businessId, familyId: family.id };
  } else {
    const sessionId = request.cookies[SESSION_COOKIE_NAME];
    const session = sessionId ? ctx.sessions.find(sessionId) : undefined;
    if (!session) throw notSignedIn();
    identity = { userId: session.user_id, businessId: session.business_id, sessionIdHash: tokenHash(sessionId!) };
  }
  const user = findUserById(ctx.db, identity.userId);
  if (!user || user.status === 'DELETED') throw notSignedIn();
  if (user.is_locked === 1) throw lockedError();
  const business = findBusiness(ctx.db, identity.businessId);
  const membership = findMembership(ctx.db, identity.userId, identity.businessId);
  if (!business || !membership) throw notAMemberError();
  recordSignInUse(ctx.db, identity, ctx.clock());
  return {
    mode: usesTokenMode(request) ? 'token' : 'session',
    user,
    business,
    membership,
    sessionIdHash: identity.sessionIdHash,
    familyId: identity.familyId,
  };
}
