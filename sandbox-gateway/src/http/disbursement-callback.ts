import { toMajor } from 'shared-contracts/areas/balance/balance';
import { isoAt } from '../clock';
import type { GatewayContext } from '../context';
import { recordEvent, webhookOf } from '../store/callbacks';
import type { DisbursementRow } from '../store/disbursements';
import { webhookIdOf } from '../seed/developers';
import { deliverCallback } from './callback-delivery';
import { callbackTarget } from './callback-targets';

const REDELIVERY_MS = 60 * 60 * 1000;

/** The callback's body, as the providers' disbursement callbacks carry it (amounts in major units). */
const payloadOf = (row: DisbursementRow): string =>
  JSON.stringify({
    id: row.id,
    event: 'disbursement.sent',
    external_id: row.idempotency_key,
    status: row.status,
    amount: toMajor(row.amount, row.currency),
    currency: row.currency,
    bank_code: row.channel_code,
    account_holder_name: row.account_holder_name,
    failure_code: row.failure_code,
    updated: row.updated,
  });

/**
 * Sends the merchant's DIRECT_DISBURSEMENT callback when a disbursement completes, fails or comes
 * back, as the hosted page's paid callback does (http/paid-callback.ts): through the target check,
 * recorded in the callback history; no URL records CALLBACK_URL_NOT_SET. Never throws: the
 * disbursement stands whatever the callback does.
 */
export async function sendDisbursementCallback(ctx: GatewayContext, row: DisbursementRow): Promise<void> {
  const webhook = webhookOf(ctx.db, row.business_id, row.environment, webhookIdOf(row.business_id, row.environment, 'DIRECT_DISBURSEMENT'));
  if (!webhook) return;
  const base = { webhookId: webhook.id, sender: 'disbursement-service', requestPayload: payloadOf(row), isTest: false };
  const createdAt = isoAt(ctx.clock());
  if (webhook.url === null) {
    recordEvent(ctx.db, { ...base, status: 'CALLBACK_URL_NOT_SET', createdAt, nextRedelivery: null, url: '', response: { code: null, payload: null, duration: null, error_code: 'CALLBACK_URL_NOT_SET' } });
    return;
  }
  const target = await callbackTarget(webhook.url, row.environment, ctx.callbacks);
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
