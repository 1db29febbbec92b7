import type { FastifyRequest } from 'fastify';
import {
  CARDS_API,
  CARD_BRANDS,
  CARD_LIST_MAX_LIMIT,
  CARD_PAYMENT_SORTS,
  CARD_SEARCH_MAX,
  CARD_SOURCES,
  CHARGE_STATUSES,
  REFUND_REASON_MAX,
  type CardPaymentsAnswer,
} from 'shared-contracts/areas/cards/cards';
import { AMOUNT_MAX } from 'shared-contracts/rules';
import { callerOf } from '../auth/caller';
import type { GatewayContext } from '../context';
import type { GatewayApp, WithParams } from '../http/gateway-app';
import { environmentFor } from '../http/environment';
import type {
  CardAuthentication,
  CardAuthorization,
  CardPaymentDetail,
  CardRefund,
  CardSettlement,
  CardToken,
} from 'shared-contracts/areas/cards/card-payment';
import { invalid, notFound } from '../http/errors';
import { DAY_SCHEMA, ID_SCHEMA, objectSchema } from '../http/validation';
import {
  authenticationOf,
  authorizationOf,
  findPaymentRow,
  findRefund,
  paymentDetail,
  settlementOf,
  tokenOf,
} from '../store/card-payment-detail';
import { captureToken, refundCharge } from '../store/card-payment-changes';
import { listCardPayments, type CardScope } from '../store/card-payments';

/** The card payments list's search (an ID, an external ID, the card's last four digits); the card report takes it too. */
export const CARD_SEARCH_SCHEMA = { type: 'string', maxLength: CARD_SEARCH_MAX, pattern: '^[A-Za-z0-9_. -]*$' } as const;

export const CARD_PAYMENTS_QUERY = objectSchema({
  page: { type: 'integer', minimum: 1, maximum: 100000 },
  limit: { type: 'integer', minimum: 1, maximum: CARD_LIST_MAX_LIMIT },
  status: { type: 'string', enum: [...CHARGE_STATUSES] },
  card_brand: { type: 'string', enum: [...CARD_BRANDS] },
  source: { type: 'string', enum: [...CARD_SOURCES] },
  created_from: DAY_SCHEMA,
  created_to: DAY_SCHEMA,
  search: CARD_SEARCH_SCHEMA,
  sort: { type: 'string', enum: [...CARD_PAYMENT_SORTS] },
});

/** The caller's business, in the environment the request asks for (test payments are separate). */
export const cardScopeOf = (request: FastifyRequest): CardScope => {
  const { business } = callerOf(request);
  return { businessId: business.id, environment: environmentFor(request, business) };
};

/** Card payments (spec 02 §7 "Credit cards"; issue 17): the paged, filtered list. */
export function registerCardPaymentRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(CARDS_API.payments, { schema: { querystring: CARD_PAYMENTS_QUERY } }, async (request): Promise<CardPaymentsAnswer> => {
    const query = request.query;
    if (query.created_from && query.created_to && query.created_to < query.created_from) {
      throw invalid([{ field: 'created_to', message: 'must not be before created_from' }]);
    }
    return listCardPayments(ctx.db, cardScopeOf(request), query);
  });
}

const ID_PARAMS = { type: 'object', properties: { id: ID_SCHEMA }, required: ['id'], additionalProperties: false } as const;

/** The payment and each step of it, by its own id (spec 02 §2's sub-pages), in the caller's scope. */
export function registerCardPaymentDetailRoutes(app: GatewayApp, ctx: GatewayContext): void {
  const idOf = (request: WithParams<{ id: string }>) => request.params.id;
  const found = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw notFound(`No such ${what}`);
    return value;
  };
  const row = (request: WithParams<{ id: string }>, column: Parameters<typeof findPaymentRow>[2], what: string) =>
    found(findPaymentRow(ctx.db, cardScopeOf(request), column, idOf(request)), what);
  const schema = { schema: { params: ID_PARAMS } };

  app.get('/api/credit_card_payment/:id', schema, async (request): Promise<CardPaymentDetail> =>
    paymentDetail(ctx.db, row(request, 'id', 'card payment'), ctx.clock()),
  );
  app.get('/api/credit_card_token/:id', schema, async (request): Promise<CardToken> => tokenOf(row(request, 'token_id', 'card token')));
  app.get('/api/credit_card_authentication/:id', schema, async (request): Promise<CardAuthentication> =>
    found(authenticationOf(row(request, 'authentication_id', 'authentication')), 'authentication'),
  );
  app.get('/api/credit_card_authorization/:id', schema, async (request): Promise<CardAuthorization> =>
    found(authorizationOf(row(request, 'authorization_id', 'authorization')), 'authorization'),
  );
  app.get('/api/credit_card_settlements/:id', schema, async (request): Promise<CardSettlement> =>
    found(settlementOf(row(request, 'settlement_id', 'settlement')), 'settlement'),
  );
  app.get('/api/credit_card_refund/:id', schema, async (request): Promise<CardRefund> =>
    found(findRefund(ctx.db, cardScopeOf(request), idOf(request)), 'refund'),
  );
}

const AMOUNT = { type: 'number', exclusiveMinimum: 0, maximum: AMOUNT_MAX } as const;

/** Refunds and capture (spec 02 §4, §8; issue 17): they move money, so only editors (permissions.ts). */
export function registerCardPaymentChangeRoutes(app: GatewayApp, ctx: GatewayContext): void {
  const idOf = (request: WithParams<{ id: string }>) => request.params.id;

  app.post(
    '/api/credit_card_charges/:id/refunds',
    {
      schema: {
        params: ID_PARAMS,
        body: objectSchema({ amount: AMOUNT, reason: { type: 'string', maxLength: REFUND_REASON_MAX } }, ['amount']),
      },
    },
    async (request): Promise<CardPaymentDetail> => {
      const scope = cardScopeOf(request);
      const row = findPaymentRow(ctx.db, scope, 'id', idOf(request));
      if (!row) throw notFound('No such card charge');
      const body = request.body;
      const outcome = refundCharge(ctx.db, row, body.amount, body.reason?.trim() || null, ctx.clock());
      if ('field' in outcome) throw invalid([outcome], 'This refund is not possible');
      return paymentDetail(ctx.db, findPaymentRow(ctx.db, scope, 'id', row.id)!, ctx.clock());
    },
  );

  app.post(
    '/api/capture_credit_card_token/:id',
    { schema: { params: ID_PARAMS, body: objectSchema({ amount: AMOUNT }) } },
    async (request): Promise<CardPaymentDetail> => {
      const scope = cardScopeOf(request);
      const row = findPaymentRow(ctx.db, scope, 'token_id', idOf(request));
      if (!row) throw notFound('No such card token');
      const refusal = captureToken(ctx.db, row, request.body.amount, ctx.clock());
      if (refusal) throw invalid([refusal], 'This capture is not possible');
      return paymentDetail(ctx.db, findPaymentRow(ctx.db, scope, 'id', row.id)!, ctx.clock());
    },
  );
}
