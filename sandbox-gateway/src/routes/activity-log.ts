import {
  ACTIVITY_ACTIONS,
  ACTIVITY_ACTOR_MAX,
  ACTIVITY_LOG_API,
  ACTIVITY_PAGE_SIZE_MAX,
  type ActivityLogAnswer,
} from 'shared-contracts/areas/settings/activity-log';
import { callerOf } from '../auth/caller';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { invalid } from '../http/errors';
import { DAY_SCHEMA, objectSchema } from '../http/validation';
import { listActivity } from '../store/activity-log';

const ACTIVITY_QUERY = objectSchema({
  page: { type: 'integer', minimum: 1, maximum: 100000 },
  limit: { type: 'integer', minimum: 1, maximum: ACTIVITY_PAGE_SIZE_MAX },
  action: { type: 'string', enum: [...ACTIVITY_ACTIONS] },
  actor: { type: 'string', minLength: 1, maxLength: ACTIVITY_ACTOR_MAX },
  from: DAY_SCHEMA,
  to: DAY_SCHEMA,
});

/** The activity log (issue 21; administrators, spec 01 §6): paged and filtered, newest first. */
export function registerActivityLogRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(ACTIVITY_LOG_API.list, { schema: { querystring: ACTIVITY_QUERY } }, async (request): Promise<ActivityLogAnswer> => {
    const query = request.query;
    if (query.from && query.to && query.to < query.from) throw invalid([{ field: 'to', message: 'must not be before from' }]);
    return listActivity(ctx.db, callerOf(request).business.id, query);
  });
}
