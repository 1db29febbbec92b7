import {
  ON_DEMAND_API,
  ON_DEMAND_DESCRIPTION_MAX,
  ON_DEMAND_LINKS_MAX,
  ON_DEMAND_TITLE_MAX,
  onDemandAmountProblems,
  type OnDemandLink,
  type OnDemandLinksAnswer,
} from 'shared-contracts/areas/getting-paid/on-demand';
import type { FieldError } from 'shared-contracts';
import { GETTING_PAID_CURRENCIES } from 'shared-contracts/areas/getting-paid/getting-paid';
import { AMOUNT_MAX } from 'shared-contracts/rules';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { GatewayError, invalid, notFound } from '../http/errors';
import { nameSchema, objectSchema } from '../http/validation';
import { countOnDemandLinks, deactivateOnDemandLink, insertOnDemandLink, onDemandLinkOf, onDemandLinksOf, toOnDemandLink } from '../store/on-demand-links';
import { ID_PARAMS, originOf, scopeOf } from './getting-paid-query';

const MINOR = { type: 'integer', minimum: 1, maximum: AMOUNT_MAX } as const;
const NEW_LINK = objectSchema(
  {
    title: nameSchema(ON_DEMAND_TITLE_MAX),
    description: { type: 'string', maxLength: ON_DEMAND_DESCRIPTION_MAX },
    currency: { type: 'string', enum: [...GETTING_PAID_CURRENCIES] },
    amount_type: { type: 'string', enum: ['FIXED', 'CUSTOMER_CHOOSES'] },
    amount: MINOR,
    min_amount: MINOR,
    max_amount: MINOR,
  },
  ['title', 'currency', 'amount_type'],
);

const MESSAGES = {
  requiredField: 'is required for this amount type',
  amountBelowMin: 'is below the smallest amount of its currency',
  amountAboveMax: 'is above the largest amount',
  maxBelowMin: 'must not be less than min_amount',
} as const;

/**
 * On-demand links (issue 44, decision 0079): the business's list, create (in its own currency, a
 * fixed amount or the customer's between bounds) and deactivate (final). Each customer who opens
 * one gets an invoice of their own (routes/hosted-page.ts). Who may: auth/getting-paid-access.ts
 * (invoice mode, not in the Philippines). A refusal changes nothing.
 */
export function registerOnDemandLinkRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(ON_DEMAND_API.links, { schema: { querystring: objectSchema() } }, async (request): Promise<OnDemandLinksAnswer> => {
    const origin = originOf(request);
    return { docs: onDemandLinksOf(ctx.db, scopeOf(request)).map((row) => toOnDemandLink(row, origin)) };
  });

  app.post(ON_DEMAND_API.links, { schema: { body: NEW_LINK } }, async (request, reply): Promise<OnDemandLink> => {
    const scope = scopeOf(request);
    const { environment: _environment, ...body } = request.body;
    const errors: FieldError[] = Object.entries(onDemandAmountProblems(body)).map(([field, problem]) => ({ field, message: MESSAGES[problem] }));
    if (body.currency !== scope.currency) errors.push({ field: 'currency', message: `must be ${scope.currency}, the business's currency` });
    // The other type's amounts are not silently dropped: a link says one thing.
    const stray = body.amount_type === 'FIXED' ? (['min_amount', 'max_amount'] as const) : (['amount'] as const);
    for (const field of stray) if (body[field] !== undefined) errors.push({ field, message: `is not taken by a ${body.amount_type} link` });
    if (errors.length > 0) throw invalid(errors);
    const row = ctx.db.transaction(() => {
      if (countOnDemandLinks(ctx.db, scope) >= ON_DEMAND_LINKS_MAX) {
        throw new GatewayError(409, 'API_VALIDATION_ERROR', `A business has at most ${ON_DEMAND_LINKS_MAX} on-demand links`, { errors: [{ field: 'title', message: 'no more links: deactivate is not delete, the limit counts every link' }] });
      }
      const written = insertOnDemandLink(ctx.db, scope, body, ctx.clock());
      return onDemandLinkOf(ctx.db, scope, written.id)!;
    }).immediate();
    reply.code(201);
    return toOnDemandLink(row, originOf(request));
  });

  app.post('/api/on-demand-links/:id/deactivate', { schema: { params: ID_PARAMS } }, async (request): Promise<OnDemandLink> => {
    const scope = scopeOf(request);
    const row = onDemandLinkOf(ctx.db, scope, request.params.id);
    if (!row) throw notFound('No such on-demand link');
    if (!deactivateOnDemandLink(ctx.db, row.id, ctx.clock())) {
      throw new GatewayError(409, 'API_VALIDATION_ERROR', 'The link is INACTIVE', { errors: [{ field: 'id', message: 'is INACTIVE, not ACTIVE' }] });
    }
    return toOnDemandLink(onDemandLinkOf(ctx.db, scope, row.id)!, originOf(request));
  });
}
