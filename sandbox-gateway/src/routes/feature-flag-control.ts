import { FEATURE_FLAGS } from 'shared-contracts';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { invalid } from '../http/errors';
import { ID_SCHEMA } from '../http/validation';
import { findBusiness } from '../store/businesses';

/**
 * Control API (test mode only): turns one feature flag of one business on or off, so a test can
 * show a flag honoured end to end (e.g. `mfa_login`: with it off, the second factor is not asked).
 * A reset restores the seed's flags.
 */
export function registerFeatureFlagControlRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.patch(
    '/__sandbox/feature-flags',
    {
      schema: {
        body: {
          type: 'object',
          properties: { business_id: ID_SCHEMA, flag: { type: 'string', enum: [...FEATURE_FLAGS] }, enabled: { type: 'boolean' } },
          required: ['business_id', 'flag', 'enabled'],
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const { business_id: businessId, flag, enabled } = request.body;
      if (!findBusiness(ctx.db, businessId)) throw invalid([{ field: 'business_id', message: 'no such business' }]);
      ctx.db
        .prepare(
          `INSERT INTO feature_flags (business_id, flag, enabled) VALUES (?, ?, ?)
           ON CONFLICT (business_id, flag) DO UPDATE SET enabled = excluded.enabled`,
        )
        .run(businessId, flag, enabled ? 1 : 0);
      return { business_id: businessId, flag, enabled };
    },
  );
}
