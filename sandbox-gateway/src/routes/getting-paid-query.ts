import type { FastifyRequest } from 'fastify';
import { COUNTRY_CODES, type FieldError } from 'shared-contracts';
import {
  GETTING_PAID_LIMIT_MAX,
  GETTING_PAID_LIMIT_MIN,
  GETTING_PAID_SEARCH_MAX,
  GETTING_PAID_SEARCH_MIN,
  type GettingPaidFilters,
} from 'shared-contracts/areas/getting-paid/getting-paid';
import { AMOUNT_MAX, CURRENCY_OF, type Currency } from 'shared-contracts/rules';
import { callerOf } from '../auth/caller';
import { isoAt } from '../clock';
import { environmentFor } from '../http/environment';
import { invalid } from '../http/errors';
import { DAY_SCHEMA, objectSchema } from '../http/validation';
import { addDays, businessTimeZone, startOfDay } from '../store/business-calendar';
import { decodeCursor, type Cursor, type ListFilters, type ListScope } from '../store/getting-paid-lists';
import { rangeProblem } from './card-reports';

/** The lists' query (shared-contracts `GettingPaidQuery`). */
export const LIST_QUERY = objectSchema({
  status: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Z_]+(,[A-Z_]+)*$' },
  created_from: DAY_SCHEMA,
  created_to: DAY_SCHEMA,
  amount_min: { type: 'integer', minimum: 0, maximum: AMOUNT_MAX },
  amount_max: { type: 'integer', minimum: 0, maximum: AMOUNT_MAX },
  search: { type: 'string', minLength: GETTING_PAID_SEARCH_MIN, maxLength: GETTING_PAID_SEARCH_MAX },
  after: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' },
  limit: { type: 'integer', minimum: GETTING_PAID_LIMIT_MIN, maximum: GETTING_PAID_LIMIT_MAX },
});
/** The invoices list's query: the lists' filters and the on-demand link that made them (decision 0079). */
export const INVOICE_LIST_QUERY = {
  ...LIST_QUERY,
  properties: { ...LIST_QUERY.properties, on_demand_link: { type: 'string', pattern: '^odl_[A-Za-z0-9]{1,60}$' } },
} as const;
export const ID_PARAMS = { type: 'object', properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } }, required: ['id'], additionalProperties: false } as const;

export interface GettingPaidScope extends ListScope {
  timeZone: string;
  currency: Currency;
}

export const scopeOf = (request: FastifyRequest): GettingPaidScope => {
  const { business } = callerOf(request);
  return {
    businessId: business.id,
    environment: environmentFor(request, business),
    timeZone: businessTimeZone(business.country_of_operation),
    currency: CURRENCY_OF[COUNTRY_CODES[business.country_of_operation]],
  };
};

/** Where the caller reached the gateway (the shell's origin when it proxies /api): the hosted pages' URLs start with it. */
export const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/** What is wrong with the filters together: statuses of the list's enum, a range in order, a maximum not below the minimum. */
function filterProblems(input: GettingPaidFilters, statuses: readonly string[]): FieldError[] {
  const errors: FieldError[] = [];
  const named = input.status?.split(',');
  if (named && !named.every((status) => statuses.includes(status))) errors.push({ field: 'status', message: `must be a comma-separated list of: ${statuses.join(', ')}` });
  const range = rangeProblem(input, Number.POSITIVE_INFINITY);
  if (range) errors.push(range);
  if (input.amount_min !== undefined && input.amount_max !== undefined && input.amount_max < input.amount_min) {
    errors.push({ field: 'amount_max', message: 'must not be less than amount_min' });
  }
  return errors;
}

/** The filters, checked together (every wrong field named at once), with a cursor of ours, made concrete in the business's days. */
export function listFiltersOf(
  input: GettingPaidFilters & { after?: string },
  statuses: readonly string[],
  timeZone: string,
): { filters: ListFilters; after: Cursor | undefined } {
  const errors = filterProblems(input, statuses);
  const after = input.after === undefined ? undefined : decodeCursor(input.after);
  if (input.after !== undefined && !after) errors.push({ field: 'after', message: 'is not a cursor of this list' });
  if (errors.length > 0) throw invalid(errors);
  return {
    after,
    filters: {
      statuses: input.status ? [...new Set(input.status.split(','))] : undefined,
      createdFrom: input.created_from ? isoAt(startOfDay(timeZone, input.created_from)) : undefined,
      createdTo: input.created_to ? isoAt(startOfDay(timeZone, addDays(input.created_to, 1)) - 1) : undefined,
      amountMin: input.amount_min,
      amountMax: input.amount_max,
      search: input.search?.trim() || undefined,
    },
  };
}
