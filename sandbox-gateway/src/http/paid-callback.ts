import { toMajor } from 'shared-contracts/areas/balance/balance';
import { isoAt } from '../clock';
import type { GatewayContext } from '../context';
import { recordEvent, webhookOf } from '../store/callbacks';
import type { HostedPayment } from '../store/hosted-payments';
import { webhookIdOf } from '../seed/developers';
import { deliverCallback } from './callback-delivery';
import { callbackTarget } from './callback-targets';

const REDELIVERY_MS = 60 * 60 * 1000;

/** The callback's body, as the provider's invoice and payment-link callbacks carry it (amounts in major units). */
function payloadOf(payment: HostedPayment): string {
  const { subject } = payment;
  return JSON.stringify({
    id: subject.row.id,
    event: subject.kind === 'invoice' ? 'invoice.paid' : 'payment_link.paid',
    external_id: subject.kind === 'invoice' ? subject.row.external_id : subject.row.id,
    status: 'PAID',
    amount: toMajor(payment.amount, payment.currency),
    paid_amount: toMajor(payment.amount, payment.currency),
    currency: payment.currency,
    payment_method: 'CREDIT_CARD',
    payer_email: payment.payer_email,
    paid_at: payment.paid_at,
  });
}

/**
 * Sends the merchant's INVOICE or PAYMENT_LINK callback for a hosted payment, as the developers
 * page's own sends do (routes/callbacks.ts): to the webhook's URL through the target check, and
 * recorded in its history; a webhook without a URL records CALLBACK_URL_NOT_SET, a refused target a
 * FAILED event (nothing is sent to it). Never throws: the payment stands whatever the callback does.
 */
export async function sendPaidCallback(ctx: GatewayContext, payment: HostedPayment): Promise<void> {
  const product = payment.subject.kind === 'invoice' ? 'INVOICE' : 'PAYMENT_LINK';
  const webhook = webhookOf(ctx.db, payment.businessId, payment.environment, webhookIdOf(payment.businessId, payment.environment, product));
  if (!webhook) return;
  const base = { webhookId: webhook.id, sender: product === 'INVOICE' ? 'invoice-service' : 'payment-link-service', requestPayload: payloadOf(payment), isTest: false };
  const createdAt = isoAt(ctx.clock());
  if (webhook.url === null) {
    recordEvent(ctx.db, { ...base, status: 'CALLBACK_URL_NOT_SET', createdAt, nextRedelivery: null, url: '', response: { code: null, payload: null, duration: null, error_code: 'CALLBACK_URL_NOT_SET' } });
    return;
  }
  const target = await callbackTarget(webhook.url, payment.environment, ctx.callbacks);
  const delivery =
    target.kind === 'refused'
      ? { status: 'FAILED' as const, response: { code: null, payload: null, duration: null, error_code: 'TARGET_REFUSED' } }
      : await deliverCallback(target, base.requestPayload, null, ctx.clock, ctx.callbacks.send);
  if (!ctx.db.open) return;
  recordEvent(ctx.db, {
    ...base, status: delivery.status, createdAt, url: webhook.url, response: delivery.response,
    nextRedelivery: delivery.status === 'FAILED' ? isoAt(ctx.clock() + REDELIVERY_MS) : null,
  });
}
