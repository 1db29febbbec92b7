import { type User } from 'shared-contracts';
import {
  API,
} from 'shared-contracts/gateway';
import { callerOf } from '../auth/caller';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { GatewayError } from '../http/errors';
import { DATE_TIME_OR_FALSE_SCHEMA, DATE_TIME_SCHEMA, E164_SCHEMA, ID_SCHEMA, objectSchema } from '../http/validation';
import { SANDBOX_ONE_TIME_CODE } from '../seed/personas';
import { recordOutboxMessage } from '../store/environment-data';
import { setImConsent, upsertAccountNotifications, verifyPhoneNumber } from '../store/users';
import { currentUser } from './account';

const OTP_LIFETIME_MS = 5 * 60 * 1000;

const ACCOUNT_NOTIFICATION_SCHEMA = {
  type: 'object',
  properties: {
    notify: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,64}$' },
    status: { type: 'string', enum: ['ACTIVE', 'INACTIVE'] },
    remind_me: DATE_TIME_OR_FALSE_SCHEMA,
    business_id: ID_SCHEMA,
  },
  required: ['notify', 'status'],
  additionalProperties: false,
} as const;

const UPDATE_NOTIFICATION_SCHEMA = {
  body: objectSchema({ account_notifications: { type: 'array', minItems: 1, maxItems: 50, items: ACCOUNT_NOTIFICATION_SCHEMA } }, [
    'account_notifications',
  ]),
};

const otpNotValid = (message: string): GatewayError => new GatewayError(400, 'OTP_TOKEN_NOT_VALID_ERROR', message);

/** The signed-in user's own settings: account notifications, phone verification, messaging consent. */
export function registerUserSettingsRoutes(app: GatewayApp, ctx: GatewayContext): void {
  // Spec 01 names PATCH, spec 02 names POST: both do the same.
  app.route({
    method: ['PATCH', 'POST'],
    url: API.updateNotification,
    schema: UPDATE_NOTIFICATION_SCHEMA,
    handler: async (request): Promise<User> => {
      const caller = callerOf(request);
      upsertAccountNotifications(ctx.db, caller.user.id, request.body.account_notifications);
      return currentUser(ctx, caller);
    },
  });

  /** Sends the sandbox's code (always 123456) by "SMS": one request per 30 s per user. */
  app.post(
    API.otp,
    { schema: { body: objectSchema({ recipient: E164_SCHEMA, type: { type: 'string', enum: ['PHONE_NUMBER'] } }, ['recipient', 'type']) } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { recipient } = request.body;
      ctx.limiter.check('otp', caller.user.id, ctx.limits.otpPerUser);
      ctx.limiter.hit('otp', caller.user.id);
      ctx.db
        .prepare(
          `INSERT INTO otp_requests (user_id, recipient, created_at) VALUES (?, ?, ?)
           ON CONFLICT (user_id) DO UPDATE SET recipient = excluded.recipient, created_at = excluded.created_at`,
        )
        .run(caller.user.id, recipient, ctx.clock());
      recordOutboxMessage(ctx.db, { kind: 'OTP_SMS', recipient, subject: `Your code is ${SANDBOX_ONE_TIME_CODE}` }, ctx.clock());
      return reply.code(204).send();
    },
  );

  app.patch(
    API.phoneNumberVerification,
    { schema: { body: objectSchema({ otp_token: { type: 'string', pattern: '^[A-Za-z0-9]{1,12}$' } }, ['otp_token']) } },
    async (request): Promise<User> => {
      const caller = callerOf(request);
      ctx.limiter.check('otp-verify', caller.user.id, ctx.limits.otpVerifyPerUser);
      const pending = ctx.db.prepare('SELECT recipient, created_at FROM otp_requests WHERE user_id = ?').get(caller.user.id) as
        | { recipient: string; created_at: number }
        | undefined;
      if (!pending || pending.created_at + OTP_LIFETIME_MS <= ctx.clock()) throw otpNotValid('Request a new code first');
      if (request.body.otp_token !== SANDBOX_ONE_TIME_CODE) {
        ctx.limiter.hit('otp-verify', caller.user.id);
        throw otpNotValid('The code is not correct');
      }
      ctx.db.transaction(() => {
        verifyPhoneNumber(ctx.db, caller.user.id, pending.recipient);
        ctx.db.prepare('DELETE FROM otp_requests WHERE user_id = ?').run(caller.user.id);
      })();
      ctx.limiter.clear('otp-verify', caller.user.id);
      return currentUser(ctx, caller);
    },
  );

  app.patch(
    API.imConsent,
    {
      schema: {
        body: objectSchema(
          {
            im_consent: {
              type: 'object',
              properties: { accepted: { type: 'boolean' }, timestamp: DATE_TIME_SCHEMA },
              required: ['accepted', 'timestamp'],
              additionalProperties: false,
            },
          },
          ['im_consent'],
        ),
      },
    },
    async (request): Promise<User> => {
      const caller = callerOf(request);
      setImConsent(ctx.db, caller.user.id, request.body.im_consent);
      return currentUser(ctx, caller);
    },
  );
}
