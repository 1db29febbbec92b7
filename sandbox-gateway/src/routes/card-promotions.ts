import type { FastifyRequest } from 'fastify';
import { COUNTRY_CODES } from 'shared-contracts';
import {
  INSTALLMENT_TERMS,
  PROMOTIONS_API,
  PROMOTION_BIN_RANGES_MAX,
  PROMOTION_NAME_MAX,
  PROMOTION_STATUSES,
  PROMOTION_TYPES,
  binRangeProblem,
  canEditPromotion,
  canPause,
  canResume,
  type Promotion,
  type PromotionInput,
  type PromotionsAnswer,
} from 'shared-contracts/areas/cards/card-promotions';
import { CURRENCY_OF } from 'shared-contracts/rules';
import type { FieldError } from 'shared-contracts';
import { callerOf } from '../auth/caller';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { invalid, notFound } from '../http/errors';
import { DAY_SCHEMA, ID_SCHEMA, nameSchema, objectSchema } from '../http/validation';
import { createPromotion, dayOf, findPromotion, listPromotions, setPromotionPaused, updatePromotion } from '../store/card-promotions';
import { cardScopeOf } from './card-payments';

const BIN = { type: 'string', pattern: '^\\d{6,8}$' } as const;
const PROMOTION_BODY = objectSchema(
  {
    name: nameSchema(PROMOTION_NAME_MAX),
    type: { type: 'string', enum: [...PROMOTION_TYPES] },
    discount_percent: { type: ['number', 'null'], exclusiveMinimum: 0, maximum: 100 },
    installment_months: { type: ['integer', 'null'], enum: [...INSTALLMENT_TERMS, null] },
    bin_ranges: {
      type: 'array', minItems: 1, maxItems: PROMOTION_BIN_RANGES_MAX,
      items: { type: 'object', properties: { from: BIN, to: BIN }, required: ['from', 'to'], additionalProperties: false },
    },
    start_date: DAY_SCHEMA,
    end_date: DAY_SCHEMA,
  },
  ['name', 'type', 'discount_percent', 'installment_months', 'bin_ranges', 'start_date', 'end_date'],
);
const STATUS_BODY = objectSchema({ status: { type: 'string', enum: ['PAUSED', 'ACTIVE'] } }, ['status']);
const LIST_QUERY = objectSchema({ status: { type: 'string', enum: [...PROMOTION_STATUSES] } });
const ID_PARAMS = { type: 'object', properties: { id: ID_SCHEMA }, required: ['id'], additionalProperties: false } as const;

/** What the schema cannot say: the benefit that goes with the type, days in order, each BIN range in order. */
function problemsOf(input: PromotionInput, today: string, creating: boolean): FieldError[] {
  const problems: FieldError[] = [];
  if (input.type === 'DISCOUNT' && input.discount_percent === null) problems.push({ field: 'discount_percent', message: 'is required for a discount' });
  // Two decimals at most (checked here: JSON Schema's multipleOf 0.01 trips over binary fractions such as 33.33).
  if (input.discount_percent !== null && Math.abs(input.discount_percent * 100 - Math.round(input.discount_percent * 100)) > 1e-6) {
    problems.push({ field: 'discount_percent', message: 'has at most 2 decimals' });
  }
  if (input.type === 'INSTALLMENT' && input.installment_months === null) problems.push({ field: 'installment_months', message: 'is required for installments' });
  if (input.end_date < input.start_date) problems.push({ field: 'end_date', message: 'must not be before start_date' });
  else if (creating && input.end_date < today) problems.push({ field: 'end_date', message: 'must not be in the past' });
  input.bin_ranges.forEach((range, index) => {
    const problem = binRangeProblem(range);
    if (problem) problems.push({ field: `bin_ranges[${index}]`, message: problem === 'binLengths' ? 'from and to must have the same length' : 'from must not be above to' });
  });
  return problems;
}

/** Card promotions (spec 02 §2, §4, §7; issue 18): list, create, edit, pause and resume. */
export function registerCardPromotionRoutes(app: GatewayApp, ctx: GatewayContext): void {
  const promotionOf = (request: FastifyRequest, id: string): Promotion => {
    const found = findPromotion(ctx.db, cardScopeOf(request), id, ctx.clock());
    if (!found) throw notFound('No such promotion');
    return found;
  };

  app.get(PROMOTIONS_API.promotions, { schema: { querystring: LIST_QUERY } }, async (request): Promise<PromotionsAnswer> => ({
    data: listPromotions(ctx.db, cardScopeOf(request), ctx.clock(), request.query.status),
  }));

  app.post(PROMOTIONS_API.promotions, { schema: { body: PROMOTION_BODY } }, async (request, reply): Promise<Promotion> => {
    const input = request.body;
    const problems = problemsOf(input, dayOf(ctx.clock()), true);
    if (problems.length > 0) throw invalid(problems);
    const currency = CURRENCY_OF[COUNTRY_CODES[callerOf(request).business.country_of_operation]];
    reply.code(201);
    return createPromotion(ctx.db, cardScopeOf(request), { ...input, name: input.name.trim() }, currency, ctx.clock());
  });

  app.put('/api/promotions/:id', { schema: { params: ID_PARAMS, body: PROMOTION_BODY } }, async (request): Promise<Promotion> => {
    const current = promotionOf(request, request.params.id);
    if (!canEditPromotion(current.status)) throw invalid([{ field: 'status', message: 'an expired promotion cannot be changed' }]);
    const input = request.body;
    const problems = problemsOf(input, dayOf(ctx.clock()), false);
    if (problems.length > 0) throw invalid(problems);
    return updatePromotion(ctx.db, cardScopeOf(request), current.id, { ...input, name: input.name.trim() }, ctx.clock());
  });

  app.patch('/api/promotions/:id', { schema: { params: ID_PARAMS, body: STATUS_BODY } }, async (request): Promise<Promotion> => {
    const current = promotionOf(request, request.params.id);
    const { status } = request.body;
    const allowed = status === 'PAUSED' ? canPause(current.status) : canResume(current.status);
    if (!allowed) throw invalid([{ field: 'status', message: `a ${current.status} promotion cannot become ${status}` }]);
    return setPromotionPaused(ctx.db, cardScopeOf(request), current.id, status === 'PAUSED', ctx.clock());
  });
}
