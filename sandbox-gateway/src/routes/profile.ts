import type { User } from 'shared-contracts';
import {
  FULL_NAME_MAX_LENGTH,
  PROFILE_API,
  type EndedSignInsAnswer,
  type SignInsAnswer,
} from 'shared-contracts/gateway';
import { callerOf, type Caller } from '../auth/caller';
import { NEW_PASSWORD_SCHEMA, newPasswordHash } from '../auth/new-password';
import { verifyPassword } from '../auth/passwords';
import { isoAt } from '../clock';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { GatewayError, invalid, notFound } from '../http/errors';
import { ID_SCHEMA, nameSchema, objectSchema } from '../http/validation';
import { changeOwnPassword, setFullName } from '../store/profile';
import { endSignIn, endSignIns, isThisSignIn, listSignIns, type ThisSignIn } from '../store/sign-ins';
import { currentUser } from './account';

/** A current password is at most as long as any password the gateway takes. */
const CURRENT_PASSWORD_SCHEMA = { type: 'string', minLength: 1, maxLength: NEW_PASSWORD_SCHEMA.maxLength } as const;

const wrongCurrentPassword = (): GatewayError => new GatewayError(400, 'INVALID_CREDENTIALS_ERROR', 'The current password is not correct');

const thisSignIn = (caller: Caller): ThisSignIn => ({ sessionIdHash: caller.sessionIdHash, familyId: caller.familyId });

/**
 * The signed-in user's profile (issue 41 §5; docs/decisions/0066): their name, a new password
 * (the current one asked again, rate limited per user before it is checked; every other sign-in
 * ends), and the sign-ins that still work, one or all of the others ended. Language and phone use
 * PATCH /api/user and the phone verification (routes/account.ts, routes/user-settings.ts).
 */
export function registerProfileRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.patch(
    PROFILE_API.profile,
    { schema: { body: objectSchema({ full_name: nameSchema(FULL_NAME_MAX_LENGTH) }, ['full_name']) } },
    async (request): Promise<User> => {
      const caller = callerOf(request);
      setFullName(ctx.db, caller.user.id, request.body.full_name.trim());
      return currentUser(ctx, caller);
    },
  );

  app.put(
    PROFILE_API.password,
    { schema: { body: objectSchema({ current_password: CURRENT_PASSWORD_SCHEMA, password: NEW_PASSWORD_SCHEMA }, ['current_password', 'password']) } },
    async (request, reply) => {
      const caller = callerOf(request);
      // The slot is taken before the first await: a burst of parallel guesses gets the limit's checks, no more.
      const slot = ctx.limiter.take('password-change', caller.user.id, ctx.limits.passwordChangePerUser);
      if (!(await verifyPassword(request.body.current_password, caller.user.password_hash))) throw wrongCurrentPassword();
      slot.release();
      const hash = await newPasswordHash(caller.user, request.body.password);
      changeOwnPassword(ctx.db, caller.user.id, hash, thisSignIn(caller), ctx.clock());
      ctx.limiter.clear('password-change', caller.user.id);
      return reply.code(204).send();
    },
  );

  app.get(PROFILE_API.signIns, async (request): Promise<SignInsAnswer> => {
    const caller = callerOf(request);
    const current = thisSignIn(caller);
    const rows = listSignIns(ctx.db, caller.user.id, ctx.clock());
    const summaries = rows.map((row) => ({
      id: row.id,
      user_agent: row.userAgent,
      ip_address: row.ipAddress,
      business_name: row.businessName,
      created: isoAt(row.createdAt),
      last_used: isoAt(row.lastUsedAt),
      current: isThisSignIn(row, current),
    }));
    return { sign_ins: [...summaries.filter((s) => s.current), ...summaries.filter((s) => !s.current)] };
  });

  app.delete(PROFILE_API.signIns, async (request): Promise<EndedSignInsAnswer> => {
    const caller = callerOf(request);
    const ended = ctx.db.transaction(() => endSignIns(ctx.db, { userId: caller.user.id, keep: thisSignIn(caller) }, ctx.clock(), 'ended from the profile'))();
    return { ended };
  });

  app.delete(
    `${PROFILE_API.signIns}/:id`,
    { schema: { params: { type: 'object', properties: { id: ID_SCHEMA }, required: ['id'], additionalProperties: false } } },
    async (request, reply) => {
      const caller = callerOf(request);
      const row = listSignIns(ctx.db, caller.user.id, ctx.clock()).find((candidate) => candidate.id === request.params.id);
      // Another user's sign-in is as unknown as one that never was.
      if (!row) throw notFound('No such sign-in');
      if (isThisSignIn(row, thisSignIn(caller))) throw invalid([{ field: 'id', message: 'is this sign-in: sign out instead' }]);
      endSignIn(ctx.db, row, ctx.clock(), 'ended from the profile');
      return reply.code(204).send();
    },
  );
}
