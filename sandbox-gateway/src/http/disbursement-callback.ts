import { toMajor } from 'shared-contracts/areas/balance/balance';
import type { Environment } from 'shared-contracts';
import type { CallbackProduct } from 'shared-contracts/areas/settings/developers';
import { isoAt } from '../clock';
import type { GatewayContext } from '../context';
import { recordEvent, webhookOf } from '../store/callbacks';
import type { DisbursementRow } from '../store/disbursements';
import { webhookIdOf } from '../seed/developers';
import { deliverCallback } from './callback-delivery';
import { callbackTarget } from './callback-targets';

const REDELIVERY_MS = 60 * 60 * 1000;

interface Callback {
  businessId: string;
  environment: Environment;
  product: CallbackProduct;
  sender: string;
  payload: object;
}

/**
 * Sends one of the merchant's money-out callbacks, as the hosted page's paid callback does
 * (http/paid-callback.ts): through the target check, recorded in the callback history; no URL
 * records CALLBACK_URL_NOT_SET. Never throws: the money movement stands whatever the callback does.
 */
async function sendCallback(ctx: GatewayContext, callback: Callback): Promise<void> {
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

/** DIRECT_DISBURSEMENT, when a disbursement completes, fails or comes back (amounts in major units, as the providers' callbacks carry them). */
export const sendDisbursementCallback = (ctx: GatewayContext, row: DisbursementRow): Promise<void> =>
  sendCallback(ctx, {
    businessId: row.business_id, environment: row.environment, product: 'DIRECT_DISBURSEMENT', sender: 'disbursement-service',
    payload: {
      id: row.id, event: 'disbursement.sent', external_id: row.idempotency_key, status: row.status, amount: toMajor(row.amount, row.currency),
      currency: row.currency, bank_code: row.channel_code, account_holder_name: row.account_holder_name, failure_code: row.failure_code, updated: row.updated,
    },
  });

export interface BatchOutcome {
  id: string;
  businessId: string;
  environment: Environment;
  fileName: string;
  currency: DisbursementRow['currency'];
  total: number;
  completed: number;
  failed: number;
}

/** BATCH_DISBURSEMENT, once every row of an approved batch is processed. */
export const sendBatchCallback = (ctx: GatewayContext, batch: BatchOutcome): Promise<void> =>
  sendCallback(ctx, {
    businessId: batch.businessId, environment: batch.environment, product: 'BATCH_DISBURSEMENT', sender: 'batch-disbursement-service',
    payload: {
      id: batch.id, event: 'batch_disbursement.sent', reference: batch.fileName, status: 'COMPLETED', total_uploaded_amount: toMajor(batch.total, batch.currency),
      currency: batch.currency, total_disbursed_count: batch.completed, total_error_count: batch.failed,
    },
  });
