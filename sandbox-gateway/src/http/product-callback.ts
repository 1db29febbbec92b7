import type { Environment } from 'shared-contracts';
import type { CallbackProduct } from 'shared-contracts/areas/settings/developers';
import { isoAt } from '../clock';
import type { GatewayContext } from '../context';
import { recordEvent, webhookOf } from '../store/callbacks';
import { webhookIdOf } from '../seed/developers';
import { deliverCallback } from './callback-delivery';
import { callbackTarget } from './callback-targets';

const REDELIVERY_MS = 60 * 60 * 1000;

export interface ProductCallback {
  businessId: string;
  environment: Environment;
  product: CallbackProduct;
  sender: string;
  payload: object;
}

/**
 * Sends one of the merchant's product callbacks (a hosted payment's INVOICE or PAYMENT_LINK, a
 * disbursement's, a batch's), as the developers page's own sends do (routes/callbacks.ts): through
 * the target check, recorded in the callback history; no URL
 * records CALLBACK_URL_NOT_SET. Never throws: the money movement stands whatever the callback does.
 */
export async function sendProductCallback(ctx: GatewayContext, callback: ProductCallback): Promise<void> {
  const webhook = webhookOf(ctx.db, callback.businessId, callback.environment, webhookIdOf(callback.businessId, callback.environment, callback.product));
  if (!webhook) return;
  const base = { webhookId: webhook.id, sender: callback.sender, requestPayload: JSON.stringify(callback.payload), isTest: false };
  const createdAt = isoAt(ctx.clock());
  if (webhook.url === null) {
    recordEvent(ctx.db, { ...base, status: 'CALLBACK_URL_NOT_SET', createdAt, nextRedelivery: null, url: '', response: { code: null, payload: null, duration: null, error_code: 'CALLBACK_URL_NOT_SET' } });
    return;
  }
  const target = await callbackTarget(webhook.url, callback.environment, ctx.callbacks);
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

