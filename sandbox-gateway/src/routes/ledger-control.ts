import type { LedgerEntry } from 'shared-contracts/areas/balance/balance';
import { AMOUNT_MAX } from 'shared-contracts/rules';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { invalid, notFound } from '../http/errors';
import { ENVIRONMENT_SCHEMA, ID_SCHEMA } from '../http/validation';
import { decideChargeback } from '../store/card-chargebacks';
import { recordAdjustment } from '../store/ledger';
import { toLedgerEntry } from '../store/ledger-entry';
import { WITHDRAWAL_OUTCOMES, finishWithdrawal } from '../store/withdrawals';
import { CURRENCY_SCHEMA } from './balances';

const ADJUSTMENT_SCHEMA = {
  type: 'object',
  properties: {
    business_id: ID_SCHEMA,
    environment: ENVIRONMENT_SCHEMA,
    currency: CURRENCY_SCHEMA,
    // Minor units, either sign (a correction may take money away), never zero.
    amount: { type: 'integer', minimum: -AMOUNT_MAX, maximum: AMOUNT_MAX, not: { const: 0 } },
    description: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
    reference: { type: 'string', minLength: 1, maxLength: 64 },
  },
  required: ['business_id', 'environment', 'currency', 'amount'],
  additionalProperties: false,
} as const;

const ID_PARAMS = { type: 'object', properties: { id: ID_SCHEMA }, required: ['id'], additionalProperties: false } as const;
const outcomeSchema = <const T extends readonly string[]>(outcomes: T) =>
  ({ type: 'object', properties: { outcome: { type: 'string', enum: outcomes } }, required: ['outcome'], additionalProperties: false }) as const;

/**
 * The ledger's control API (test mode only; issue 40): set a balance with a provider adjustment,
 * decide a chargeback, and finish a withdrawal, so browser tests can put money where they need it.
 */
export function registerLedgerControlRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.post('/__sandbox/ledger/adjustments', { schema: { body: ADJUSTMENT_SCHEMA } }, async (request, reply): Promise<LedgerEntry> => {
    const body = request.body;
    if (ctx.db.prepare('SELECT 1 FROM businesses WHERE id = ?').get(body.business_id) === undefined) {
      throw invalid([{ field: 'business_id', message: 'no such business' }]);
    }
    const ledger = { businessId: body.business_id, environment: body.environment, currency: body.currency };
    const entry = recordAdjustment(ctx.db, ledger, { amount: body.amount, description: body.description ?? 'Sandbox adjustment', reference: body.reference }, ctx.clock());
    reply.code(201);
    return toLedgerEntry(entry);
  });

  app.post('/__sandbox/chargebacks/:id/outcome', { schema: { params: ID_PARAMS, body: outcomeSchema(['WON', 'LOST'] as const) } }, async (request) => {
    const exists = ctx.db.prepare('SELECT 1 FROM card_chargebacks WHERE id = ?').get(request.params.id) !== undefined;
    if (!exists) throw notFound('No such chargeback');
    if (!decideChargeback(ctx.db, request.params.id, request.body.outcome, ctx.clock())) {
      throw invalid([{ field: 'id', message: 'the chargeback is decided already' }]);
    }
    return { id: request.params.id, status: request.body.outcome };
  });

  app.post('/__sandbox/withdrawals/:id/outcome', { schema: { params: ID_PARAMS, body: outcomeSchema(WITHDRAWAL_OUTCOMES) } }, async (request) => {
    const exists = ctx.db.prepare('SELECT 1 FROM withdrawals WHERE id = ?').get(request.params.id) !== undefined;
    if (!exists) throw notFound('No such withdrawal');
    if (!finishWithdrawal(ctx.db, request.params.id, request.body.outcome, ctx.clock())) {
      throw invalid([{ field: 'outcome', message: 'the withdrawal cannot take this outcome any more' }]);
    }
    return { id: request.params.id, status: request.body.outcome };
  });
}
