import { PERMISSION_FLAGS, type PermissionFlags } from 'shared-contracts';
import {
  EMAIL_MAX,
  INVITATION_DAYS,
  LAST_ADMINISTRATOR_ERROR,
  SETTINGS_API,
  TEAM_NAME_MAX,
  type Invitation,
  type InvitationsAnswer,
} from 'shared-contracts/areas/settings/settings';
import { API, type InvitationPreview } from 'shared-contracts/gateway';
import { callerOf } from '../auth/caller';
import { newOpaqueToken } from '../auth/secrets';
import { isoAt } from '../clock';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { forbidden, GatewayError, invalid, notFound } from '../http/errors';
import { EMAIL_SCHEMA, ID_SCHEMA, nameSchema, objectSchema, propertiesOf } from '../http/validation';
import { memberEmail, recordUserActivity } from '../store/activity-log';
import { recordOutboxMessage } from '../store/environment-data';
import {
  createInvitation,
  invitationByToken,
  isMemberEmail,
  pendingInvitationLike,
  pendingInvitations,
  removeMember,
  renewInvitation,
  revokeInvitation,
  updateMemberPermissions,
  type TeamChange,
} from '../store/settings-team';

const DAY_MS = 24 * 60 * 60 * 1000;
const PERMISSIONS_SCHEMA = {
  type: 'object',
  properties: propertiesOf(PERMISSION_FLAGS, () => ({ type: 'boolean' }) as const),
  required: [...PERMISSION_FLAGS],
  additionalProperties: false,
} as const;
const INVITE_BODY = objectSchema(
  {
    email: EMAIL_SCHEMA,
    // Spec 02 §5: full name required, up to 255; not only spaces.
    full_name: nameSchema(TEAM_NAME_MAX),
    permissions: PERMISSIONS_SCHEMA,
  },
  ['email', 'full_name', 'permissions'],
);
const UPDATE_BODY = objectSchema({ permissions: PERMISSIONS_SCHEMA }, ['permissions']);
const USER_PARAMS = { type: 'object', properties: { user_id: ID_SCHEMA }, required: ['user_id'], additionalProperties: false } as const;
const TOKEN_PARAMS = {
  type: 'object',
  properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,128}$' } },
  required: ['token'],
  additionalProperties: false,
} as const;

/** The catalogue answer for a change that would leave the business with no administrator. */
const lastAdministrator = (): GatewayError =>
  new GatewayError(409, LAST_ADMINISTRATOR_ERROR, 'A business keeps at least one administrator');

function settle(change: TeamChange): void {
  if (change === 'not-a-member') throw notFound('No such team member');
  if (change === 'last-administrator') throw lastAdministrator();
}

/** Someone without any permission could sign in and do nothing: an invitation grants at least one. */
const grantsSomething = (permissions: PermissionFlags): boolean => PERMISSION_FLAGS.some((flag) => permissions[flag]);

/**
 * The team settings page (issue 15; spec 01 §6: administrators) and the invitation link's read. The
 * list itself is GET /api/businesses/users (routes/home.ts), answered with each member's flags.
 */
export function registerSettingsTeamRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.patch('/api/businesses/users/:user_id', { schema: { params: USER_PARAMS, body: UPDATE_BODY } }, async (request, reply) => {
    const { user_id } = request.params;
    const { permissions } = request.body;
    const { business, user } = callerOf(request);
    if (user_id === user.id) throw forbidden('Another administrator changes your permissions');
    settle(updateMemberPermissions(ctx.db, business.id, user_id, permissions));
    const who = { userId: user.id, businessId: business.id };
    recordUserActivity(ctx.db, request, who, 'TEAM_PERMISSIONS_CHANGED', ctx.clock(), memberEmail(ctx.db, user_id));
    return reply.code(204).send();
  });

  app.delete('/api/businesses/users/:user_id', { schema: { params: USER_PARAMS, body: objectSchema() } }, async (request, reply) => {
    const { user_id } = request.params;
    const { business, user } = callerOf(request);
    if (user_id === user.id) throw forbidden('Another administrator removes you from the team');
    const target = memberEmail(ctx.db, user_id);
    settle(removeMember(ctx.db, business.id, user_id, ctx.clock()));
    recordUserActivity(ctx.db, request, { userId: user.id, businessId: business.id }, 'TEAM_MEMBER_REMOVED', ctx.clock(), target);
    return reply.code(204).send();
  });

  app.get(SETTINGS_API.invitations, async (request): Promise<InvitationsAnswer> => ({
    data: pendingInvitations(ctx.db, callerOf(request).business.id, isoAt(ctx.clock())),
  }));

  app.post(SETTINGS_API.invitations, { schema: { body: INVITE_BODY } }, async (request, reply): Promise<Invitation> => {
    const { business, user } = callerOf(request);
    const body = request.body;
    const email = body.email.trim().toLowerCase();
    if (email.length > EMAIL_MAX) throw invalid([{ field: 'email', message: 'too long' }]);
    if (isMemberEmail(ctx.db, business.id, email)) throw invalid([{ field: 'email', message: 'already a team member' }]);
    if (!grantsSomething(body.permissions)) throw invalid([{ field: 'permissions', message: 'grant at least one permission' }]);
    const now = ctx.clock();
    const token = newOpaqueToken();
    const invite = {
      ...body, email, full_name: body.full_name.trim(), businessId: business.id, invitedBy: user.id, token,
      now: isoAt(now), expiresAt: isoAt(now + INVITATION_DAYS * DAY_MS),
    };
    // From here to the email nothing is awaited, so a burst of parallel invitations is decided one by
    // one (issue 43 §7): the same invitation again is answered as it stands and sends nothing; a new
    // one takes a slot of the business's limit before it is stored.
    const pending = pendingInvitationLike(ctx.db, invite);
    if (pending) return pending;
    ctx.limiter.take('invitations', business.id, ctx.limits.invitationsPerBusiness);
    const invitation = createInvitation(ctx.db, invite);
    // The sandbox's outbox stands for the email; the link is the only place the token is kept.
    recordOutboxMessage(ctx.db, { kind: 'TEAM_INVITATION_EMAIL', recipient: email, subject: `Join ${business.name}: /invitation/${token}` }, now);
    recordUserActivity(ctx.db, request, { userId: user.id, businessId: business.id }, 'TEAM_MEMBER_INVITED', now, email);
    reply.code(201);
    return invitation;
  });

  const INVITATION_PARAMS = { type: 'object', properties: { id: ID_SCHEMA }, required: ['id'], additionalProperties: false } as const;

  app.delete(`${SETTINGS_API.invitations}/:id`, { schema: { params: INVITATION_PARAMS, body: objectSchema() } }, async (request, reply) => {
    const { business, user } = callerOf(request);
    const email = ctx.db.prepare('SELECT email FROM invitations WHERE id = ? AND business_id = ?').pluck().get(request.params.id, business.id) as string | undefined;
    if (email === undefined || !revokeInvitation(ctx.db, business.id, request.params.id)) throw notFound('No such invitation');
    recordUserActivity(ctx.db, request, { userId: user.id, businessId: business.id }, 'TEAM_INVITATION_REVOKED', ctx.clock(), email);
    return reply.code(204).send();
  });

  // A new link and expiry, emailed again; it takes a slot of the business's invitation limit like a new invitation.
  app.post(`${SETTINGS_API.invitations}/:id/resend`, { schema: { params: INVITATION_PARAMS, body: objectSchema() } }, async (request): Promise<Invitation> => {
    const { business, user } = callerOf(request);
    const now = ctx.clock();
    const token = newOpaqueToken();
    const exists = ctx.db.prepare('SELECT 1 FROM invitations WHERE id = ? AND business_id = ?').pluck().get(request.params.id, business.id) !== undefined;
    if (!exists) throw notFound('No such invitation');
    ctx.limiter.take('invitations', business.id, ctx.limits.invitationsPerBusiness);
    const invitation = renewInvitation(ctx.db, business.id, request.params.id, { token, now: isoAt(now), expiresAt: isoAt(now + INVITATION_DAYS * DAY_MS) });
    if (!invitation) throw notFound('No such invitation');
    recordOutboxMessage(ctx.db, { kind: 'TEAM_INVITATION_EMAIL', recipient: invitation.email, subject: `Join ${business.name}: /invitation/${token}` }, now);
    recordUserActivity(ctx.db, request, { userId: user.id, businessId: business.id }, 'TEAM_MEMBER_INVITED', now, invitation.email);
    return invitation;
  });

  app.get(`${API.invitation}/:token`, { schema: { params: TOKEN_PARAMS } }, async (request): Promise<InvitationPreview> => {
    const preview = invitationByToken(ctx.db, request.params.token, isoAt(ctx.clock()));
    if (!preview) throw notFound('This invitation is not valid any more');
    return preview;
  });
}
