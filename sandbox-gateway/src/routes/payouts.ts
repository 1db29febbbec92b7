import {
  PAYOUTS_API,
  PAYOUT_DESCRIPTION_MAX,
  PAYOUT_STATUSES,
  type Payout,
  type PayoutsAnswer,
} from 'shared-contracts/areas/sending-money/payouts';
import { DISBURSEMENTS_LIMIT_MAX, DISBURSEMENTS_PAGE_SIZE, IDEMPOTENCY_KEY_MAX } from 'shared-contracts/areas/sending-money/sending-money';
import { CHANNEL_TERMS, disbursementAmountProblem } from 'shared-contracts/areas/sending-money/sending-money-rules';
import { AMOUNT_MAX } from 'shared-contracts/rules';
import { callerOf } from '../auth/caller';
import type { GatewayContext } from '../context';
import { GatewayError, invalid, notFound } from '../http/errors';
import type { GatewayApp, WithParams } from '../http/gateway-app';
import { EMAIL_SCHEMA, objectSchema } from '../http/validation';
import { createPayout, decodePayoutCursor, expireDue, payoutOf, payoutPage, toPayout, voidPayout } from '../store/payouts';
import { originOf } from './getting-paid-query';
import { scopeOf } from './disbursements';
import { insufficientBalance } from './settings-pin';

const NEW_PAYOUT = objectSchema(
  {
    amount: { type: 'integer', minimum: 1, maximum: AMOUNT_MAX },
    description: { type: 'string', minLength: 1, maxLength: PAYOUT_DESCRIPTION_MAX, pattern: '\\S' },
    recipient_email: EMAIL_SCHEMA,
    idempotency_key: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX, pattern: '^[A-Za-z0-9_-]+$' },
  },
  ['amount', 'description', 'idempotency_key'],
);
const LIST_QUERY = objectSchema({
  status: { type: 'string', enum: [...PAYOUT_STATUSES] },
  after: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' },
  limit: { type: 'integer', minimum: 1, maximum: DISBURSEMENTS_LIMIT_MAX },
});
const ID_PARAMS = { type: 'object', properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } }, required: ['id'], additionalProperties: false } as const;

/**
 * Payouts (issue 45, decision 0071): payout links the recipient claims on their own page
 * (routes/payout-claim.ts). Making one takes amount and fee (a bank disbursement's) from the
 * available balance in the ledger's transaction; voiding or expiry gives them back. Expiry is swept
 * before every read. A refusal changes nothing.
 */
export function registerPayoutRoutes(app: GatewayApp, ctx: GatewayContext): void {
  const found = (request: WithParams<{ id: string }>) => {
    expireDue(ctx.db, ctx.clock());
    const row = payoutOf(ctx.db, scopeOf(request), request.params.id);
    if (!row) throw notFound('No such payout');
    return row;
  };

  app.get(PAYOUTS_API.payouts, { schema: { querystring: LIST_QUERY } }, async (request): Promise<PayoutsAnswer> => {
    const { query } = request;
    const after = query.after === undefined ? undefined : decodePayoutCursor(query.after);
    if (query.after !== undefined && !after) throw invalid([{ field: 'after', message: 'is not a cursor of this list' }]);
    expireDue(ctx.db, ctx.clock());
    const page = payoutPage(ctx.db, scopeOf(request), query.status, { after, limit: query.limit ?? DISBURSEMENTS_PAGE_SIZE });
    const origin = originOf(request);
    return { docs: page.rows.map((row) => toPayout(row, origin)), has_next: page.nextCursor !== null, next_cursor: page.nextCursor };
  });

  app.post(PAYOUTS_API.payouts, { schema: { body: NEW_PAYOUT } }, async (request, reply): Promise<Payout> => {
    const scope = scopeOf(request);
    const terms = CHANNEL_TERMS[scope.currency].BANK;
    const problem = disbursementAmountProblem(request.body.amount, terms);
    if (problem) throw invalid([{ field: 'amount', message: `must be ${problem === 'belowMin' ? `at least ${terms.min}` : `at most ${terms.max}`} (minor units)` }]);
    const order = { ...request.body, description: request.body.description.trim(), userId: callerOf(request).user.id, currency: scope.currency, fee: terms.fee };
    const outcome = createPayout(ctx.db, scope, order, ctx.clock());
    if ('refused' in outcome) throw insufficientBalance();
    if ('conflict' in outcome) {
      throw new GatewayError(409, 'API_VALIDATION_ERROR', 'This idempotency key was used for another payout', { errors: [{ field: 'idempotency_key', message: `was used for ${outcome.conflict.id}` }] });
    }
    if (!outcome.repeated) reply.code(201);
    return toPayout(outcome.made, originOf(request));
  });

  app.get('/api/payouts/:id', { schema: { params: ID_PARAMS } }, async (request): Promise<Payout> => toPayout(found(request), originOf(request)));

  app.post('/api/payouts/:id/void', { schema: { params: ID_PARAMS } }, async (request): Promise<Payout> => {
    const row = found(request);
    if (!voidPayout(ctx.db, row.id, ctx.clock())) {
      throw new GatewayError(409, 'API_VALIDATION_ERROR', 'The payout is no longer active', { errors: [{ field: 'id', message: `is ${row.status}` }] });
    }
    return toPayout(found(request), originOf(request));
  });
}
