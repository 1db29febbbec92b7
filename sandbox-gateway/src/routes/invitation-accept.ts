import { LANGUAGES } from 'shared-contracts';
import { ACCOUNT_RECOVERY_API } from 'shared-contracts/areas/shell/account-recovery';
import { TEAM_NAME_MAX } from 'shared-contracts/areas/settings/settings';
import { PASSWORD_MAX_LENGTH, PASSWORD_PATTERN } from 'shared-contracts/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { usesTokenMode } from '../auth/authenticate';
import { linkNotValid, passwordHasExpired, startExpiredPasswordStep } from '../auth/new-password';
import { hashSecret } from '../auth/passwords';
import { needsSecondFactor, startChallenge } from '../auth/second-factor';
import { newId } from '../auth/secrets';
import { checkCredentials, startSession, startTokenSession, type SignIn } from '../auth/sign-in';
import { isoAt } from '../clock';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { invalid } from '../http/errors';
import { nameSchema, objectSchema } from '../http/validation';
import { findBusiness, findMembership } from '../store/businesses';
import { createInvitedUser, joinBusiness, readInvitation, spendInvitation, type InvitationToAccept } from '../store/invitation-accept';
import { findUserByEmail, findUserById, type UserRow } from '../store/users';

const BODY = objectSchema(
  {
    token: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,128}$' },
    password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
    full_name: nameSchema(TEAM_NAME_MAX),
    preferred_language: { type: 'string', enum: [...LANGUAGES] },
  },
  ['token', 'password'],
);

/**
 * Accepting a team invitation (spec 01 §2 /invitation/{invitationToken}; issue 41 §1): the invitee
 * joins the business with the invited flags and is signed in there. A new account gives its name and
 * a new password; an email that has an account gives that account's password (the sign-in's limits
 * and lock apply). The invitation is single use: spent in one synchronous statement.
 */
export function registerInvitationAcceptRoutes(app: GatewayApp, ctx: GatewayContext): void {
  /**
   * Signed in in the invitation's business: the expired-password step or the second factor first, as
   * at login (a session's start writes the activity log's SIGN_IN there).
   */
  const enter = (request: FastifyRequest, reply: FastifyReply, user: UserRow, invitation: InvitationToAccept) => {
    const business = findBusiness(ctx.db, invitation.businessId);
    const membership = findMembership(ctx.db, user.id, invitation.businessId);
    if (!business || !membership) throw linkNotValid();
    const signIn: SignIn = { user, business, membership };
    if (passwordHasExpired(ctx, user)) return startExpiredPasswordStep(ctx, user);
    if (needsSecondFactor(ctx, signIn)) return startChallenge(ctx, user);
    return usesTokenMode(request) ? startTokenSession(ctx, request, reply, signIn) : startSession(ctx, request, reply, signIn);
  };

  app.post(ACCOUNT_RECOVERY_API.acceptInvitation, { schema: { body: BODY } }, async (request, reply) => {
    const { token, password, full_name: fullName, preferred_language: language } = request.body;
    ctx.limiter.check('login-ip', request.ip, ctx.limits.loginPerIp);
    const invitation = readInvitation(ctx.db, token, isoAt(ctx.clock()));
    if (!invitation) {
      ctx.limiter.hit('login-ip', request.ip);
      throw linkNotValid();
    }
    if (findUserByEmail(ctx.db, invitation.email)) {
      if (fullName !== undefined) throw invalid([{ field: 'full_name', message: 'an account has this email: sign in with its password' }]);
      const { user } = await checkCredentials(ctx, request, invitation.email, password);
      const spent = spendInvitation(ctx.db, token, isoAt(ctx.clock()));
      if (!spent) throw linkNotValid();
      joinBusiness(ctx.db, user.id, spent);
      return enter(request, reply, user, spent);
    }
    if (fullName === undefined) throw invalid([{ field: 'full_name', message: 'is required' }]);
    if (!PASSWORD_PATTERN.test(password)) throw invalid([{ field: 'password', message: 'at least 8 characters with a letter and a digit' }]);
    const spent = spendInvitation(ctx.db, token, isoAt(ctx.clock()));
    if (!spent) throw linkNotValid();
    const id = newId('usr');
    const passwordHash = await hashSecret(password);
    if (findUserByEmail(ctx.db, spent.email)) throw linkNotValid(); // an account made meanwhile: the link is spent
    createInvitedUser(ctx.db, spent, { id, fullName: fullName.trim(), passwordHash, language: language ?? 'en', created: isoAt(ctx.clock()) });
    return enter(request, reply, findUserById(ctx.db, id)!, spent);
  });
}
