import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { invalid, notFound } from '../http/errors';
import { bringNextReminderForward } from '../store/invoice-reminders';
import { ID_PARAMS } from './getting-paid-query';

/**
 * Getting paid's control API (test mode only; decision 0085): an invoice's next reminder falls due
 * now, so a browser test or a tester sees it sent (by the next read of the invoices, as any due
 * reminder is) without waiting for its day. The gateway's clock is the machine's: this moves the
 * reminder, not the time.
 */
export function registerGettingPaidControlRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.post('/__sandbox/invoices/:id/next-reminder', { schema: { params: ID_PARAMS } }, async (request) => {
    const { id } = request.params;
    if (ctx.db.prepare('SELECT 1 FROM invoices WHERE id = ?').get(id) === undefined) throw notFound('No such invoice');
    if (!bringNextReminderForward(ctx.db, id, ctx.clock())) throw invalid([{ field: 'id', message: 'the invoice has no reminder left to send' }]);
    return { id };
  });
}
