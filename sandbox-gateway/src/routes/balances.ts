import type { FastifyRequest } from 'fastify';
import { COUNTRY_CODES } from 'shared-contracts';
import { BALANCE_API, BALANCE_HISTORY_DAYS, type BalanceHistoryAnswer, type BalancesAnswer } from 'shared-contracts/areas/balance/balance';
import { CURRENCY_OF } from 'shared-contracts/rules';
import { callerOf } from '../auth/caller';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { environmentFor } from '../http/environment';
import { objectSchema } from '../http/validation';
import { businessTimeZone } from '../store/business-calendar';
import { LEDGER_CURRENCIES } from '../store/ledger-entry';
import { balancesOf, historyOf, type BalanceScope } from '../store/ledger-figures';

export const CURRENCY_SCHEMA = { type: 'string', enum: [...LEDGER_CURRENCIES] } as const;

/** Days of history when the query does not say (the contract asks for it; every GET also answers without a query). */
const DEFAULT_HISTORY_DAYS = 30;

const HISTORY_QUERY = objectSchema({ currency: CURRENCY_SCHEMA, days: { type: 'integer', enum: [...BALANCE_HISTORY_DAYS] } });

/** The caller's business in the environment the request asks for (test mode has its own ledgers), its currency and time zone. */
export const balanceScopeOf = (request: FastifyRequest): BalanceScope => {
  const { business } = callerOf(request);
  return {
    businessId: business.id,
    environment: environmentFor(request, business),
    currency: CURRENCY_OF[COUNTRY_CODES[business.country_of_operation]],
    timeZone: businessTimeZone(business.country_of_operation),
  };
};

/** The balance figures (issue 40, docs/money-pages.md "The three figures"): per currency, and over time. */
export function registerBalanceRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(BALANCE_API.balances, async (request): Promise<BalancesAnswer> => ({ data: balancesOf(ctx.db, balanceScopeOf(request), ctx.clock()) }));

  app.get(BALANCE_API.history, { schema: { querystring: HISTORY_QUERY } }, async (request): Promise<BalanceHistoryAnswer> => {
    const scope = balanceScopeOf(request);
    const currency = request.query.currency ?? scope.currency;
    const ledger = { businessId: scope.businessId, environment: scope.environment, currency };
    return { currency, data: historyOf(ctx.db, ledger, request.query.days ?? DEFAULT_HISTORY_DAYS, scope.timeZone, ctx.clock()) };
  });
}
