import type { FastifyRequest } from 'fastify';
import type { RecurringPlanDetail } from 'shared-contracts/areas/getting-paid/recurring';
import type { GatewayContext } from '../context';
import type { GatewayApp, WithParams } from '../http/gateway-app';
import { GatewayError } from '../http/errors';
import { removeCard } from '../store/recurring-cards';
import type { RecurringPlanRow } from '../store/recurring-plans';
import { ID_PARAMS, type GettingPaidScope } from './getting-paid-query';

/** The plan routes' own lookups: the plan after its due cycles (404 when not the caller's), and its detail. */
export interface PlanLookups {
  found: (request: WithParams<{ id: string }>) => Promise<{ scope: GettingPaidScope; row: RecurringPlanRow }>;
  detail: (request: FastifyRequest, scope: GettingPaidScope, id: string) => RecurringPlanDetail;
}

export const noCardOnFile = (): GatewayError =>
  new GatewayError(409, 'API_VALIDATION_ERROR', 'The plan has no card on file', { errors: [{ field: 'id', message: 'has no card on file' }] });

/**
 * The merchant removes a plan's card on file (decision 0089), whatever the plan's state: its next
 * cycles are emailed to be paid on their pages. A plan with no card answers 409 naming `id` (like a
 * transition that does not apply, 0082) and changes nothing.
 */
export function registerRecurringCardRoutes(app: GatewayApp, ctx: GatewayContext, plans: PlanLookups): void {
  app.delete('/api/recurring-plans/:id/payment-method', { schema: { params: ID_PARAMS } }, async (request): Promise<RecurringPlanDetail> => {
    const { scope, row } = await plans.found(request);
    if (!removeCard(ctx.db, row.id)) throw noCardOnFile();
    return plans.detail(request, scope, row.id);
  });
}
