import { type FeatureFlags, type User } from 'shared-contracts';
import {
  API,
  type AuthenticatedUserData,
  type SwitchBusinessTokenAnswer,
} from 'shared-contracts/gateway';
import { LANGUAGES } from 'shared-contracts';
import { callerOf, type Caller } from '../auth/caller';
import { setRefreshCookie } from '../auth/cookies';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { forbidden, invalid } from '../http/errors';
import { EMAIL_SCHEMA, ID_SCHEMA, objectSchema } from '../http/validation';
import {
  businessSettings,
  featureFlags,
  findBusiness,
  findMembership,
  listUserBusinesses,
  toBusiness,
  type BusinessRow,
  type MembershipRow,
} from '../store/businesses';
import { findUserById, setPreferredLanguage, setTimezone, toUser } from '../store/users';
import { SYSTEM_TIMEZONE, TIMEZONE_MAX } from 'shared-contracts/areas/settings/settings';

const SWITCH_SCHEMA = { body: objectSchema({ business_id: ID_SCHEMA }, ['business_id']) };

/** SYSTEM (the browser's zone) or an IANA zone this runtime knows. */
function isTimezone(value: string): boolean {
  if (value === SYSTEM_TIMEZONE) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The caller's user record as seen in their current business, read afresh. */
export function currentUser(ctx: GatewayContext, caller: Caller): User {
  return toUser(ctx.db, findUserById(ctx.db, caller.user.id)!, caller.membership);
}

/** A business the caller belongs to; any other id (unknown or not theirs) is AUTHORIZATION_ERROR. */
function ownBusiness(ctx: GatewayContext, caller: Caller, businessId: string): { business: BusinessRow; membership: MembershipRow } {
  const business = findBusiness(ctx.db, businessId);
  const membership = findMembership(ctx.db, caller.user.id, businessId);
  if (!business || !membership) throw forbidden('You are not a member of that business');
  return { business, membership };
}

/** The signed-in user, their businesses, switching between them, and their own settings. */
export function registerAccountRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(API.authenticatedUserData, async (request): Promise<AuthenticatedUserData> => {
    const caller = callerOf(request);
    return { business: toBusiness(caller.business), user: currentUser(ctx, caller) };
  });

  app.get(API.businessSettings, async (request) => businessSettings(callerOf(request).business));

  app.get(API.userBusinesses, async (request) => listUserBusinesses(ctx.db, callerOf(request).user.id));

  app.get(
    `${API.featureFlags}/:business_id`,
    {
      schema: {
        params: { type: 'object', properties: { business_id: ID_SCHEMA }, required: ['business_id'] },
        querystring: objectSchema({ email: EMAIL_SCHEMA }, ['email']),
      },
    },
    async (request): Promise<FeatureFlags> => {
      const caller = callerOf(request);
      const { business_id: businessId } = request.params;
      const { email } = request.query;
      if (email.trim().toLowerCase() !== caller.user.email.toLowerCase()) {
        throw forbidden('Feature flags can be read for your own email only');
      }
      ownBusiness(ctx, caller, businessId);
      return featureFlags(ctx.db, businessId);
    },
  );

  /** Token mode: the family moves to the new business; a new access token, the rotated refresh token in its cookie only. */
  app.post(API.switchBusinessToken, { schema: SWITCH_SCHEMA }, async (request, reply): Promise<SwitchBusinessTokenAnswer> => {
    const caller = callerOf(request);
    const { business } = ownBusiness(ctx, caller, request.body.business_id);
    const familyId = caller.familyId!;
    const refreshToken = ctx.tokens.moveFamily(familyId, business.id);
    setRefreshCookie(request, reply, refreshToken, ctx.tokens.findFamily(familyId)!.expires_at);
    const accessToken = await ctx.tokens.issueAccessToken({ userId: caller.user.id, businessId: business.id, familyId });
    return { access_token: accessToken, expires_in: ctx.tokens.accessTokenTtl };
  });

  /** Session mode: the session moves to the new business. */
  app.post(API.switchBusinessSession, { schema: SWITCH_SCHEMA }, async (request): Promise<AuthenticatedUserData> => {
    const caller = callerOf(request);
    const { business, membership } = ownBusiness(ctx, caller, request.body.business_id);
    ctx.sessions.moveTo(caller.sessionIdHash!, business.id);
    return { business: toBusiness(business), user: currentUser(ctx, { ...caller, business, membership }) };
  });

  // The language (the header's menu) or the time zone (settings, business profile), one or both.
  app.patch(
    API.user,
    {
      schema: {
        body: {
          ...objectSchema({
            preferred_language: { type: 'string', enum: [...LANGUAGES] },
            timezone: { type: 'string', minLength: 1, maxLength: TIMEZONE_MAX, pattern: '^[A-Za-z0-9_+/-]+$' },
          }),
          anyOf: [{ required: ['preferred_language'] }, { required: ['timezone'] }],
        },
      },
    },
    async (request): Promise<User> => {
      const caller = callerOf(request);
      const body = request.body;
      if (body.timezone !== undefined && !isTimezone(body.timezone)) throw invalid([{ field: 'timezone', message: 'is not a time zone' }]);
      ctx.db.transaction(() => {
        if (body.preferred_language !== undefined) setPreferredLanguage(ctx.db, caller.user.id, body.preferred_language);
        if (body.timezone !== undefined) setTimezone(ctx.db, caller.user.id, body.timezone);
      })();
      return currentUser(ctx, caller);
    },
  );
}
