import {
  API,
  type ActivationCountry,
  type BalanceViewFlag,
  type EreceiptsMerchant,
  type GetStartedStatuses,
} from 'shared-contracts/gateway';
import { callerOf } from '../auth/caller';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { environmentFor } from '../http/environment';
import { forbidden, invalid } from '../http/errors';
import { ENVIRONMENT_SCHEMA, ID_SCHEMA, objectSchema } from '../http/validation';
import { setBalanceView } from '../store/businesses';
import { onboardingStatuses } from '../store/onboarding-facts';
import { ereceiptsMerchant } from '../store/environment-data';

/** Step names map to a percentage; `environment` is the one other field a progress patch may carry. */
const PROGRESS_PATCH_SCHEMA = {
  type: 'object',
  properties: { environment: ENVIRONMENT_SCHEMA },
  patternProperties: { '^(?!environment$)[a-z][a-z0-9_]{0,63}$': { type: 'integer', minimum: 0, maximum: 100 } },
  additionalProperties: false,
  maxProperties: 50,
} as const;

/** Company data of the caller's current business: activation, onboarding, balance view, e-receipts. */
export function registerBusinessRoutes(app: GatewayApp, ctx: GatewayContext): void {
  // GET /api/common-company-detail is in routes/activation-details.ts: it carries the activation form too.

  app.get(API.activationCountries, async (): Promise<ActivationCountry[]> =>
    ctx.db.prepare('SELECT id, country_name FROM activation_countries ORDER BY position').all() as ActivationCountry[],
  );

  // Each step from facts, not from stored numbers (docs/decisions/0077): the map says which steps, in which order.
  app.get(API.getStartedStatuses, async (request): Promise<GetStartedStatuses> => onboardingStatuses(ctx.db, callerOf(request).business));

  // The one request type written by hand (docs/decisions/0056): json-schema-to-ts types pattern
  // properties beside a named one as `unknown`, since no TypeScript index signature holds both.
  // eslint-disable-next-line no-restricted-syntax
  app.patch<{ Body: GetStartedStatuses & { environment?: string } }>(API.getStartedStatuses, { schema: { body: PROGRESS_PATCH_SCHEMA } }, async (request): Promise<GetStartedStatuses> => {
    const { business } = callerOf(request);
    const { environment: _environment, ...patch } = request.body;
    const known = onboardingStatuses(ctx.db, business);
    const unknown = Object.keys(patch).filter((step) => !Object.hasOwn(known, step));
    if (unknown.length > 0) throw invalid(unknown.map((field) => ({ field, message: 'is not an onboarding step of this business' })));
    if (Object.keys(patch).length === 0) throw invalid([{ field: 'body', message: 'must name at least one onboarding step' }]);
    // Spec 01 §4's PATCH keeps its shape and checks, but a client's number does not make a step done
    // (decision 0077): nothing is stored, the answer is the facts, and get_started_page_completed
    // (common-company-detail) is read from the same facts.
    return known;
  });

  app.get(API.balanceViewFlag, async (request): Promise<BalanceViewFlag> => ({
    balance_view: callerOf(request).membership.balance_view,
  }));

  app.patch(
    API.balanceViewFlag,
    { schema: { body: objectSchema({ balance_view: { type: 'boolean' } }, ['balance_view']) } },
    async (request): Promise<BalanceViewFlag> => {
      const caller = callerOf(request);
      const { balance_view: balanceView } = request.body;
      setBalanceView(ctx.db, caller.user.id, caller.business.id, balanceView);
      return { balance_view: balanceView };
    },
  );

  /** The `business-id` header, when sent, must name the caller's current business. */
  app.get(
    API.ereceiptsMerchants,
    { schema: { headers: { type: 'object', properties: { 'business-id': ID_SCHEMA } } } },
    async (request): Promise<EreceiptsMerchant> => {
      const { business } = callerOf(request);
      const named = request.headers['business-id'];
      if (named !== undefined && named !== business.id) throw forbidden('The business-id header must name your current business');
      return ereceiptsMerchant(ctx.db, business.id, environmentFor(request, business));
    },
  );
}
