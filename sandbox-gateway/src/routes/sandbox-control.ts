import { callerOf } from '../auth/caller';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { environmentFor } from '../http/environment';
import { invalid } from '../http/errors';
import { resetToSeed } from '../seed/reset';

const FAULT_SCHEMA = {
  type: 'object',
  properties: {
    path: { type: 'string', pattern: '^/', maxLength: 300 },
    method: { type: 'string', enum: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] },
    status: { type: 'integer', minimum: 400, maximum: 599 },
    error_code: { type: 'string', pattern: '^[A-Z0-9_]{1,64}$' },
    message: { type: 'string', maxLength: 300 },
    delay_ms: { type: 'integer', minimum: 0, maximum: 60000 },
    retry_after: { type: 'integer', minimum: 0, maximum: 86400 },
    count: { type: 'integer', minimum: 1, maximum: 1000 },
  },
  required: ['path'],
  additionalProperties: false,
} as const;

/** The control API for tests (SANDBOX_TEST_MODE=1 only): reset to the seed, inject faults, read the outbox. */
export function registerSandboxControlRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.post('/__sandbox/reset', async () => {
    resetToSeed(ctx.db, ctx.clock(), { passwordCost: ctx.passwordCost });
    const faultsCleared = ctx.faults.clear();
    return { status: 'reset', faults_cleared: faultsCleared };
  });

  app.get('/__sandbox/faults', async () => ({ faults: ctx.faults.list() }));

  app.post('/__sandbox/faults', { schema: { body: FAULT_SCHEMA } }, async (request, reply) => {
    const spec = request.body;
    if (spec.status === undefined && spec.delay_ms === undefined) {
      throw invalid([{ field: 'status', message: 'is required unless delay_ms is given' }]);
    }
    return reply.code(201).send(ctx.faults.add(spec));
  });

  app.delete('/__sandbox/faults', async () => ({ cleared: ctx.faults.clear() }));

  /**
   * Revokes one access token by its `jti` (RFC 9068), leaving the rest of its sign-in alone; with
   * `as: 'expired'` the token answers JWT_EXPIRED_ERROR from now on instead, as if its lifetime had
   * passed, so a browser test need not wait for it.
   */
  app.post(
    '/__sandbox/access-tokens/revoke',
    {
      schema: {
        body: {
          type: 'object',
          properties: { token: { type: 'string', minLength: 1, maxLength: 2000 }, as: { type: 'string', enum: ['revoked', 'expired'] } },
          required: ['token'],
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const { token, as = 'revoked' } = request.body;
      const claims = await ctx.tokens.verifyAccessToken(token, { allowExpired: true });
      if (as === 'expired') {
        ctx.tokens.expireAccessToken(claims);
        return { expired: claims.tokenId };
      }
      ctx.tokens.revokeAccessToken(claims);
      return { revoked: claims.tokenId };
    },
  );

  /**
   * Renames a user and the business they land on (their default business), as a merchant or a partner could name
   * them: the XSS table (e2e/tests/xss.spec.ts) puts its payloads where the dashboard shows names.
   */
  app.patch(
    '/__sandbox/names',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            email: { type: 'string', minLength: 3, maxLength: 254 },
            full_name: { type: 'string', minLength: 1, maxLength: 255 },
            business_name: { type: 'string', minLength: 1, maxLength: 255 },
          },
          required: ['email'],
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const { email, full_name: fullName, business_name: businessName } = request.body;
      const user = ctx.db.prepare('SELECT id, default_business_id FROM users WHERE email = ?').get(email) as
        | { id: string; default_business_id: string }
        | undefined;
      if (!user) throw invalid([{ field: 'email', message: 'no such user' }]);
      if (fullName !== undefined) ctx.db.prepare('UPDATE users SET full_name = ? WHERE id = ?').run(fullName, user.id);
      if (businessName !== undefined) {
        ctx.db.prepare('UPDATE businesses SET name = ? WHERE id = ?').run(businessName, user.default_business_id);
      }
      return { email, full_name: fullName, business_name: businessName };
    },
  );

  /**
   * Who is calling, as the gateway sees it: an endpoint that exists only in test mode, so no shell
   * build can know it. A remote reaches it through the shell's transport (e2e/tests/squad-deploy.spec.ts).
   */
  app.get('/api/sandbox/caller', async (request) => {
    const { user, business, mode } = callerOf(request);
    return { email: user.email, business_id: business.id, mode, environment: environmentFor(request, business) };
  });

  app.get('/__sandbox/outbox', async () => ({
    messages: ctx.db.prepare('SELECT id, kind, recipient, subject, created_at FROM outbox ORDER BY id').all(),
  }));
}
