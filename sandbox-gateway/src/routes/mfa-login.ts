import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  MFA_LOGIN_API,
  MFA_TOKEN_HEADER,
  normaliseBackupCode,
  type MfaBackupCodeExistence,
} from 'shared-contracts/areas/shell/mfa-login';
import { usesTokenMode } from '../auth/authenticate';
import { challengeEnded, findChallenge, spendChallenge, type Challenge } from '../auth/second-factor';
import { tokenHash } from '../auth/secrets';
import { startSession, startTokenSession } from '../auth/sign-in';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { forbidden, GatewayError } from '../http/errors';
import { ID_SCHEMA, objectSchema } from '../http/validation';
import { SANDBOX_ONE_TIME_CODE } from '../seed/personas';
import { recordOutboxMessage } from '../store/environment-data';

/** An SMS code lives 5 minutes, as the phone verification's does. */
const SMS_CODE_LIFETIME_MS = 5 * 60 * 1000;

const MFA_TOKEN_SCHEMA = { type: 'string', pattern: '^[A-Za-z0-9_-]{20,100}$' } as const;
const CODE_SCHEMA = { type: 'string', pattern: '^[0-9]{6}$' } as const;
const CODE_BODY = { body: objectSchema({ mfa_token: MFA_TOKEN_SCHEMA, otp_token: CODE_SCHEMA }, ['mfa_token', 'otp_token']) };

const codeNotValid = (message = 'The code is not correct'): GatewayError => new GatewayError(400, 'OTP_TOKEN_NOT_VALID_ERROR', message);

/**
 * Second-factor sign-in (spec 01 §2 /login_verification, spec 02 §7's paths; docs/decisions/0030):
 * the challenge a password sign-in answered becomes a session with the SMS code, the authenticator
 * app's code, or a single-use backup code. Wrong codes of all three count together: 5 per 15 minutes
 * per user, then TOO_MANY_REQUESTS with the wait. The session's kind follows the request's mode.
 */
export function registerMfaLoginRoutes(app: GatewayApp, ctx: GatewayContext): void {
  // A code's check takes its slot first; a wrong code keeps it, a right one clears them all.
  const checkAttempts = (challenge: Challenge) => ctx.limiter.take('mfa-verify', challenge.user.id, ctx.limits.otpVerifyPerUser);
  const signInWith = async (challenge: Challenge, request: FastifyRequest, reply: FastifyReply) => {
    ctx.limiter.clear('mfa-verify', challenge.user.id);
    const signIn = spendChallenge(ctx, challenge);
    return usesTokenMode(request) ? startTokenSession(ctx, request, reply, signIn) : startSession(ctx, request, reply, signIn);
  };

  /** The sign-in code by SMS to the user's own phone: one per 30 s per user. */
  app.post(MFA_LOGIN_API.smsOtp, { schema: { body: objectSchema({ mfa_token: MFA_TOKEN_SCHEMA }, ['mfa_token']) } }, async (request, reply) => {
    const challenge = findChallenge(ctx, request.body.mfa_token);
    const { user } = challenge;
    if (user.mfa_type !== 'phone_number' || !user.phone_number) throw forbidden('This login is verified with an authenticator app');
    ctx.limiter.check('mfa-sms', user.id, ctx.limits.otpPerUser);
    ctx.limiter.hit('mfa-sms', user.id);
    ctx.db.prepare('UPDATE mfa_challenges SET sms_sent_at = ? WHERE token_hash = ?').run(ctx.clock(), challenge.tokenHash);
    recordOutboxMessage(ctx.db, { kind: 'OTP_SMS', recipient: user.phone_number, subject: `Your login code is ${SANDBOX_ONE_TIME_CODE}` }, ctx.clock());
    return reply.code(204).send();
  });

  app.post(MFA_LOGIN_API.authorizeSmsOtp, { schema: CODE_BODY }, async (request, reply) => {
    const { mfa_token: mfaToken, otp_token: code } = request.body;
    const challenge = findChallenge(ctx, mfaToken);
    if (challenge.user.mfa_type !== 'phone_number') throw forbidden('This login is verified with an authenticator app');
    const slot = checkAttempts(challenge);
    if (challenge.smsSentAt === null || challenge.smsSentAt + SMS_CODE_LIFETIME_MS <= ctx.clock()) {
      slot.release();
      throw codeNotValid('Request a new code first');
    }
    if (code !== SANDBOX_ONE_TIME_CODE) throw codeNotValid();
    return signInWith(challenge, request, reply);
  });

  /** The sandbox cannot see anyone's app: its authenticator code is the sandbox's one-time code. */
  app.post(MFA_LOGIN_API.authorizeAuthenticator, { schema: CODE_BODY }, async (request, reply) => {
    const { mfa_token: mfaToken, otp_token: code } = request.body;
    const challenge = findChallenge(ctx, mfaToken);
    if (challenge.user.mfa_type !== 'authenticator') throw forbidden('This login is verified with a code by SMS');
    checkAttempts(challenge);
    if (code !== SANDBOX_ONE_TIME_CODE) throw codeNotValid();
    return signInWith(challenge, request, reply);
  });

  app.post(
    MFA_LOGIN_API.backupCode,
    {
      schema: {
        body: objectSchema(
          { mfa_token: MFA_TOKEN_SCHEMA, backup_code: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9 -]+$' } },
          ['mfa_token', 'backup_code'],
        ),
      },
    },
    async (request, reply) => {
      const { mfa_token: mfaToken, backup_code: typed } = request.body;
      const challenge = findChallenge(ctx, mfaToken);
      checkAttempts(challenge);
      const spent = ctx.db
        .prepare('UPDATE mfa_backup_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL')
        .run(ctx.clock(), challenge.user.id, tokenHash(normaliseBackupCode(typed)));
      if (spent.changes === 0) throw codeNotValid('The backup code is not correct or was used already');
      return signInWith(challenge, request, reply);
    },
  );

  /** Whether the challenge's user has backup codes left; the challenge (header) is the credential. */
  app.get(
    `${MFA_LOGIN_API.backupCodeExistence}/:id`,
    { schema: { params: { type: 'object', properties: { id: ID_SCHEMA }, required: ['id'] } } },
    async (request): Promise<MfaBackupCodeExistence> => {
      const header = request.headers[MFA_TOKEN_HEADER];
      if (typeof header !== 'string' || header === '') throw challengeEnded();
      const challenge = findChallenge(ctx, header);
      if (challenge.user.id !== request.params.id) throw forbidden('Only your own backup codes');
      const left = ctx.db
        .prepare('SELECT COUNT(*) FROM mfa_backup_codes WHERE user_id = ? AND used_at IS NULL')
        .pluck()
        .get(challenge.user.id) as number;
      return { exists: left > 0 };
    },
  );
}
