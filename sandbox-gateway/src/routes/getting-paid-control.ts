import { RECURRING_CHARGE_FAILURES } from 'shared-contracts/areas/getting-paid/recurring';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { GatewayError, invalid, notFound } from '../http/errors';
import { bringNextReminderForward } from '../store/invoice-reminders';
import { declineNextCharge } from '../store/recurring-cards';
import { bringNextRetryForward } from '../store/recurring-retries';
import { noCardOnFile } from './recurring-plan-card';
import { objectSchema } from '../http/validation';
import { ID_PARAMS } from './getting-paid-query';

/** The decline a control asks for (decision 0092): CARD_DECLINED when the body names none. */
const DECLINE_BODY = objectSchema({ failure_reason: { type: 'string', enum: [...RECURRING_CHARGE_FAILURES] } });

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

  // Decision 0089: the plan's card on file declines its next automatic charge (once), so the failed
  // path (the invoice left open and emailed, the failure on the plan) can be seen without a real card.
  // Decision 0092: the body may name the decline reason (CARD_DECLINED when it names none): a soft one
  // is retried, a hard one is not and takes the card off the plan.
  app.post('/__sandbox/recurring-plans/:id/decline-next-charge', { schema: { params: ID_PARAMS, body: DECLINE_BODY } }, async (request) => {
    const { id } = request.params;
    const reason = request.body.failure_reason ?? 'CARD_DECLINED';
    if (ctx.db.prepare('SELECT 1 FROM recurring_plans WHERE id = ?').get(id) === undefined) throw notFound('No such recurring plan');
    if (!declineNextCharge(ctx.db, id, reason)) throw noCardOnFile();
    return { id, decline_next_charge: true, failure_reason: reason };
  });

  // Decision 0090: the plan's next retry of a declined charge falls due now, so the next read of the
  // plan makes it (through the same sweep as any due retry) without waiting for its day.
  app.post('/__sandbox/recurring-plans/:id/next-charge-retry', { schema: { params: ID_PARAMS } }, async (request) => {
    const { id } = request.params;
    if (ctx.db.prepare('SELECT 1 FROM recurring_plans WHERE id = ?').get(id) === undefined) throw notFound('No such recurring plan');
    if (!bringNextRetryForward(ctx.db, id, ctx.clock())) {
      throw new GatewayError(409, 'API_VALIDATION_ERROR', 'The plan has no retry waiting', { errors: [{ field: 'id', message: 'has no declined charge waiting for a retry' }] });
    }
    return { id, next_charge_retry: 'now' };
  });
}
