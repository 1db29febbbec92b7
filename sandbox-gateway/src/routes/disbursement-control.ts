import { PIN_SCHEMA } from '../auth/pin-authorisation';
import { hashSecret } from '../auth/passwords';
import type { GatewayContext } from '../context';
import { sendDisbursementCallback } from '../http/disbursement-callback';
import { invalid, notFound } from '../http/errors';
import type { GatewayApp } from '../http/gateway-app';
import { objectSchema } from '../http/validation';
import { returnCompletedDisbursement, type DisbursementRow } from '../store/disbursements';
import { storePin } from '../store/withdrawal-pin';

const USER_PIN = objectSchema({ email: { type: 'string', minLength: 3, maxLength: 254 }, pin: PIN_SCHEMA }, ['email', 'pin']);
const ID_PARAMS = { type: 'object', properties: { id: { type: 'string', pattern: '^disb_[0-9a-f]{24}$' } }, required: ['id'], additionalProperties: false } as const;

/**
 * The sending-money control API (test mode only; decision 0071): the bank sends a COMPLETED
 * disbursement back (RETURNED, its amount and fee back to available, the callback sent), so browser
 * tests and people can see a returned disbursement; and a persona's withdrawal PIN set at once
 * (decision 0075), for tests of sending money that are not about setting it (settings-pin.spec.ts is).
 */
export function registerDisbursementControlRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.post('/__sandbox/disbursements/:id/return', { schema: { params: ID_PARAMS } }, async (request) => {
    const rowOf = () => ctx.db.prepare('SELECT * FROM disbursements WHERE id = ?').get(request.params.id) as DisbursementRow | undefined;
    if (!rowOf()) throw notFound('No such disbursement');
    if (!returnCompletedDisbursement(ctx.db, request.params.id, ctx.clock())) throw invalid([{ field: 'id', message: 'only a COMPLETED disbursement can be returned' }]);
    const row = rowOf()!;
    await sendDisbursementCallback(ctx, row);
    return { id: row.id, status: row.status };
  });

  app.post('/__sandbox/users/pin', { schema: { body: USER_PIN } }, async (request, reply) => {
    const userId = ctx.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(request.body.email.toLowerCase()) as string | undefined;
    if (!userId) throw notFound('No such user');
    storePin(ctx.db, userId, await hashSecret(request.body.pin));
    reply.code(204);
  });
}
