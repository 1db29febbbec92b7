import {
  PAYOUTS_API,
  PAYOUT_DESCRIPTION_MAX,
  PAYOUT_STATUSES,
  type PayoutDetail,
  type PayoutsAnswer,
} from 'shared-contracts/areas/sending-money/payouts';
import { DISBURSEMENTS_LIMIT_MAX, DISBURSEMENTS_PAGE_SIZE, IDEMPOTENCY_KEY_MAX } from 'shared-contracts/areas/sending-money/sending-money';
import { CHANNEL_TERMS, disbursementAmountProblem } from 'shared-contracts/areas/sending-money/sending-money-rules';
import { AMOUNT_MAX } from 'shared-contracts/rules';
import { callerOf } from '../auth/caller';
import { PIN_SCHEMA, authorisePin } from '../auth/pin-authorisation';
import type { GatewayContext } from '../context';
import { sendPayoutCallback } from '../http/disbursement-callback';
import { GatewayError, invalid, notFound } from '../http/errors';
import type { GatewayApp, WithParams } from '../http/gateway-app';
import { EMAIL_SCHEMA, objectSchema } from '../http/validation';
import { createPayout, decodePayoutCursor, expireDue, payoutOf, payoutPage, toPayout, toPayoutDetail, voidPayout } from '../store/payouts';
import { originOf } from './getting-paid-query';
import { scopeOf } from './disbursements';
import { insufficientBalance } from './settings-pin';

const NEW_PAYOUT = objectSchema(
  {
    amount: { type: 'integer', minimum: 1, maximum: AMOUNT_MAX },
    description: { type: 'string', minLength: 1, maxLength: PAYOUT_DESCRIPTION_MAX, pattern: '\\S' },
    recipient_email: EMAIL_SCHEMA,
    idempotency_key: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX, pattern: '^[A-Za-z0-9_-]+$' },
    pin: PIN_SCHEMA,
  },
  ['amount', 'description', 'idempotency_key', 'pin'],
);
const LIST_QUERY = objectSchema({
  status: { type: 'string', enum: [...PAYOUT_STATUSES] },
  after: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' },
  limit: { type: 'integer', minimum: 1, maximum: DISBURSEMENTS_LIMIT_MAX },
});
const ID_PARAMS = { type: 'object', properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } }, required: ['id'], additionalProperties: false } as const;

/**
 * Expires the links whose time has passed (their money back, decision 0071) and sends each one's
 * PAYOUT_LINK callback (decision 0078); before every read of payouts, here and on the claim page.
 */
export async function sweepExpiredPayouts(ctx: GatewayContext): Promise<void> {
  for (const expired of expireDue(ctx.db, ctx.clock())) await sendPayoutCallback(ctx, expired);
}

/**
 * Payouts (issue 45, decision 0071): payout links the recipient claims on their own page
 * (routes/payout-claim.ts). Making one is authorised by the withdrawal PIN (decision 0078) and
 * takes amount and fee (a bank disbursement's) from the available balance in the ledger's
 * transaction, a PAYOUT entry; voiding or expiry gives them back, a PAYOUT_RETURN, and sends the
 * PAYOUT_LINK callback. Expiry is swept before every read. A refusal changes nothing.
 */
export function registerPayoutRoutes(app: GatewayApp, ctx: GatewayContext): void {
  const found = async (request: WithParams<{ id: string }>) => {
    await sweepExpiredPayouts(ctx);
    const row = payoutOf(ctx.db, scopeOf(request), request.params.id);
    if (!row) throw notFound('No such payout');
    return row;
  };

  app.get(PAYOUTS_API.payouts, { schema: { querystring: LIST_QUERY } }, async (request): Promise<PayoutsAnswer> => {
    const { query } = request;
    const after = query.after === undefined ? undefined : decodePayoutCursor(query.after);
    if (query.after !== undefined && !after) throw invalid([{ field: 'after', message: 'is not a cursor of this list' }]);
    await sweepExpiredPayouts(ctx);
    const page = payoutPage(ctx.db, scopeOf(request), query.status, { after, limit: query.limit ?? DISBURSEMENTS_PAGE_SIZE });
    const origin = originOf(request);
    return { docs: page.rows.map((row) => toPayout(row, origin)), has_next: page.nextCursor !== null, next_cursor: page.nextCursor };
  });

  app.post(PAYOUTS_API.payouts, { schema: { body: NEW_PAYOUT } }, async (request, reply): Promise<PayoutDetail> => {
    const scope = scopeOf(request);
    const terms = CHANNEL_TERMS[scope.currency].BANK;
    const problem = disbursementAmountProblem(request.body.amount, terms);
    if (problem) throw invalid([{ field: 'amount', message: `must be ${problem === 'belowMin' ? `at least ${terms.min}` : `at most ${terms.max}`} (minor units)` }]);
    const userId = callerOf(request).user.id;
    // The maker's withdrawal PIN authorises the money leaving, as a disbursement's (decision 0078):
    // after the fields (a bad one costs no try), before any money is touched; a refusal changes nothing.
    await authorisePin(ctx, userId, request.body.pin);
    const { pin: _pin, ...made } = request.body;
    const order = { ...made, description: made.description.trim(), userId, currency: scope.currency, fee: terms.fee };
    const outcome = createPayout(ctx.db, scope, order, ctx.clock());
    if ('refused' in outcome) throw insufficientBalance();
    if ('conflict' in outcome) {
      throw new GatewayError(409, 'API_VALIDATION_ERROR', 'This idempotency key was used for another payout', { errors: [{ field: 'idempotency_key', message: `was used for ${outcome.conflict.id}` }] });
    }
    if (!outcome.repeated) reply.code(201);
    return toPayoutDetail(ctx.db, outcome.made, originOf(request));
  });

  app.get('/api/payouts/:id', { schema: { params: ID_PARAMS } }, async (request): Promise<PayoutDetail> => toPayoutDetail(ctx.db, await found(request), originOf(request)));

  app.post('/api/payouts/:id/void', { schema: { params: ID_PARAMS } }, async (request): Promise<PayoutDetail> => {
    const row = await found(request);
    if (!voidPayout(ctx.db, row.id, ctx.clock())) {
      const now = payoutOf(ctx.db, scopeOf(request), row.id) ?? row;
      throw new GatewayError(409, 'API_VALIDATION_ERROR', 'The payout is no longer active', { errors: [{ field: 'id', message: `is ${now.status}` }] });
    }
    const voided = payoutOf(ctx.db, scopeOf(request), row.id)!;
    await sendPayoutCallback(ctx, voided);
    return toPayoutDetail(ctx.db, voided, originOf(request));
  });
}
