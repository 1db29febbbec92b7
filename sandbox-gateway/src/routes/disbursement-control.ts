import type { GatewayContext } from '../context';
import { sendDisbursementCallback } from '../http/disbursement-callback';
import { invalid, notFound } from '../http/errors';
import type { GatewayApp } from '../http/gateway-app';
import { returnCompletedDisbursement, type DisbursementRow } from '../store/disbursements';

const ID_PARAMS = { type: 'object', properties: { id: { type: 'string', pattern: '^disb_[0-9a-f]{24}$' } }, required: ['id'], additionalProperties: false } as const;

/**
 * The sending-money control API (test mode only; decision 0071): the bank sends a COMPLETED
 * disbursement back (RETURNED, its amount and fee back to available, the callback sent), so browser
 * tests and people can see a returned disbursement.
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
}
