import { EMAIL_VERIFICATION_API } from 'shared-contracts/areas/shell/email-verification';
import { callerOf } from '../auth/caller';
import { tokenHash } from '../auth/secrets';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { GatewayError, invalid } from '../http/errors';
import { objectSchema } from '../http/validation';
import { sendEmailVerification } from '../store/email-verification';

/** A resend per user per 30 seconds, as for one-time codes. */
const RESEND_LIMIT = { max: 1, windowMs: 30_000 };

const linkNotValid = (): GatewayError => new GatewayError(400, 'AUTHORIZATION_TOKEN_ERROR', 'This link is not valid any more');

/**
 * Email confirmation (spec 01 §2 "/confirm_email"): a signed-in user whose email_verification_status
 * is PENDING asks for the email again; the link's token confirms it, signed in or not (an email
 * link opens anywhere). Only the token's hash is kept; a new email makes the older links invalid.
 */
export function registerEmailVerificationRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.post(EMAIL_VERIFICATION_API.resend, { schema: { body: objectSchema() } }, async (request, reply) => {
    const { user } = callerOf(request);
    if (user.email_verification_status !== 'PENDING') throw invalid([{ field: 'email', message: 'is confirmed already' }]);
    ctx.limiter.check('email-verification', user.id, RESEND_LIMIT);
    ctx.limiter.hit('email-verification', user.id);
    sendEmailVerification(ctx.db, user, ctx.clock());
    return reply.code(204).send();
  });

  app.post(
    EMAIL_VERIFICATION_API.confirm,
    { schema: { body: objectSchema({ token: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' } }, ['token']) } },
    async (request, reply) => {
      ctx.limiter.check('login-ip', request.ip, ctx.limits.loginPerIp);
      const now = ctx.clock();
      const spend = ctx.db.prepare(
        'DELETE FROM email_verifications WHERE token_hash = ? AND expires_at > ? RETURNING user_id',
      );
      const userId = spend.pluck().get(tokenHash(request.body.token), now) as string | undefined;
      if (!userId) {
        ctx.limiter.hit('login-ip', request.ip);
        throw linkNotValid();
      }
      ctx.db.prepare("UPDATE users SET email_verification_status = 'VERIFIED' WHERE id = ?").run(userId);
      return reply.code(204).send();
    },
  );
}
