import { toMajor } from 'shared-contracts/areas/balance/balance';
import type { GatewayContext } from '../context';
import type { HostedPayment } from '../store/hosted-payments';
import { sendProductCallback } from './product-callback';

/** The callback's body, as the provider's invoice and payment-link callbacks carry it (amounts in major units). */
function payloadOf(payment: HostedPayment): object {
  const { subject } = payment;
  return {
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
  };
}

/**
 * Sends the merchant's INVOICE or PAYMENT_LINK callback for a hosted payment, as the developers
 * page's own sends do (routes/callbacks.ts): to the webhook's URL through the target check, and
 * recorded in its history; a webhook without a URL records CALLBACK_URL_NOT_SET, a refused target a
 * FAILED event (nothing is sent to it). Never throws: the payment stands whatever the callback does.
 */
export function sendPaidCallback(ctx: GatewayContext, payment: HostedPayment): Promise<void> {
  const product = payment.subject.kind === 'invoice' ? 'INVOICE' : 'PAYMENT_LINK';
  const sender = product === 'INVOICE' ? 'invoice-service' : 'payment-link-service';
  return sendProductCallback(ctx, { businessId: payment.businessId, environment: payment.environment, product, sender, payload: payloadOf(payment) });
}

/** Sends each payment's callback in turn (a sweep's automatic charges, decision 0089). */
export async function sendPaidCallbacks(ctx: GatewayContext, payments: readonly HostedPayment[]): Promise<void> {
  for (const payment of payments) await sendPaidCallback(ctx, payment);
}
