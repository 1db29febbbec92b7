import {
  GETTING_PAID_API,
  GETTING_PAID_CURRENCIES,
  GETTING_PAID_LIMIT_DEFAULT,
  INVOICE_DESCRIPTION_MAX,
  INVOICE_ITEM_NAME_MAX,
  PAYMENT_LINK_STATUSES,
  PAYMENT_LINK_TYPES,
  type PaymentLinkDetail,
  type PaymentLinksAnswer,
} from 'shared-contracts/areas/getting-paid/getting-paid';
import { amountProblem } from 'shared-contracts/areas/getting-paid/getting-paid-rules';
import { AMOUNT_MAX } from 'shared-contracts/rules';
import type { GatewayContext } from '../context';
import type { GatewayApp, WithParams } from '../http/gateway-app';
import { GatewayError, invalid, notFound } from '../http/errors';
import { objectSchema } from '../http/validation';
import { listPage } from '../store/getting-paid-lists';
import { invoiceSettingsOf } from '../store/invoices';
import { PAYMENT_LINK_TABLE, deactivateLink, insertPaymentLink, paymentLinkOf, toPaymentLink, toPaymentLinkDetail, type PaymentLinkRow } from '../store/payment-links';
import { ID_PARAMS, LIST_QUERY, listFiltersOf, originOf, scopeOf } from './getting-paid-query';

const NEW_LINK = objectSchema(
  {
    title: { type: 'string', minLength: 1, maxLength: INVOICE_ITEM_NAME_MAX, pattern: '\\S', format: 'name' },
    description: { type: 'string', maxLength: INVOICE_DESCRIPTION_MAX },
    currency: { type: 'string', enum: [...GETTING_PAID_CURRENCIES] },
    amount: { type: 'integer', minimum: 1, maximum: AMOUNT_MAX },
    type: { type: 'string', enum: [...PAYMENT_LINK_TYPES] },
  },
  ['title', 'currency', 'amount', 'type'],
);

/**
 * Payment links (issue 44; spec 02 §4, §9; decision 0069): ACTIVE or INACTIVE, for one payment
 * (SINGLE: INACTIVE once paid) or many (MULTIPLE: uses counted); created before 2022-01-24 they are
 * legacy. The list with its filters and cursor paging, create, detail with the payments it took,
 * and deactivate. A refusal changes nothing.
 */
export function registerPaymentLinkRoutes(app: GatewayApp, ctx: GatewayContext): void {
  const found = (request: WithParams<{ id: string }>): PaymentLinkRow => {
    const row = paymentLinkOf(ctx.db, scopeOf(request), request.params.id);
    if (!row) throw notFound('No such payment link');
    return row;
  };

  app.get(GETTING_PAID_API.paymentLinks, { schema: { querystring: LIST_QUERY } }, async (request): Promise<PaymentLinksAnswer> => {
    const scope = scopeOf(request);
    const { filters, after } = listFiltersOf(request.query, PAYMENT_LINK_STATUSES, scope.timeZone);
    const page = listPage<PaymentLinkRow>(ctx.db, PAYMENT_LINK_TABLE, scope, filters, { after, limit: request.query.limit ?? GETTING_PAID_LIMIT_DEFAULT });
    const origin = originOf(request);
    return { docs: page.rows.map((row) => toPaymentLink(row, origin)), has_next: page.nextCursor !== null, next_cursor: page.nextCursor };
  });

  app.post(GETTING_PAID_API.paymentLinks, { schema: { body: NEW_LINK } }, async (request, reply): Promise<PaymentLinkDetail> => {
    const scope = scopeOf(request);
    const { body } = request;
    const errors = [];
    if (body.currency !== scope.currency && !invoiceSettingsOf(ctx.db, scope.businessId).allowed_multicurrency) {
      errors.push({ field: 'currency', message: `must be ${scope.currency}: this business does not bill in other currencies` });
    }
    const problem = amountProblem(body.amount, body.currency);
    if (problem) errors.push({ field: 'amount', message: problem === 'belowMin' ? 'is below the smallest amount of its currency' : 'is above the largest amount' });
    if (errors.length > 0) throw invalid(errors);
    const row = insertPaymentLink(ctx.db, scope, { title: body.title.trim(), description: body.description?.trim() ?? '', currency: body.currency, amount: body.amount, type: body.type }, ctx.clock());
    reply.code(201);
    return toPaymentLinkDetail(ctx.db, row, originOf(request));
  });

  app.get('/api/payment-links/:id', { schema: { params: ID_PARAMS } }, async (request): Promise<PaymentLinkDetail> =>
    toPaymentLinkDetail(ctx.db, found(request), originOf(request)),
  );

  app.post('/api/payment-links/:id/deactivate', { schema: { params: ID_PARAMS } }, async (request): Promise<PaymentLinkDetail> => {
    const row = found(request);
    if (!deactivateLink(ctx.db, row.id, ctx.clock())) {
      throw new GatewayError(409, 'API_VALIDATION_ERROR', 'The payment link is already inactive', { errors: [{ field: 'id', message: 'is INACTIVE' }] });
    }
    return toPaymentLinkDetail(ctx.db, found(request), originOf(request));
  });
}
