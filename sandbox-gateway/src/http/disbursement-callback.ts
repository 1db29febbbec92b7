import { toMajor } from 'shared-contracts/areas/balance/balance';
import type { Environment } from 'shared-contracts';
import type { GatewayContext } from '../context';
import type { DisbursementRow } from '../store/disbursements';
import type { PayoutRow } from '../store/payouts';
import { sendProductCallback } from './product-callback';

/** DIRECT_DISBURSEMENT, when a disbursement completes, fails or comes back (amounts in major units, as the providers' callbacks carry them). */
export const sendDisbursementCallback = (ctx: GatewayContext, row: DisbursementRow): Promise<void> =>
  sendProductCallback(ctx, {
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
  sendProductCallback(ctx, {
    businessId: batch.businessId, environment: batch.environment, product: 'BATCH_DISBURSEMENT', sender: 'batch-disbursement-service',
    payload: {
      id: batch.id, event: 'batch_disbursement.sent', reference: batch.fileName, status: 'COMPLETED', total_uploaded_amount: toMajor(batch.total, batch.currency),
      currency: batch.currency, total_disbursed_count: batch.completed, total_error_count: batch.failed,
    },
  });

const PAYOUT_EVENTS = { CLAIMED: 'payout_link.claimed', VOIDED: 'payout_link.voided', EXPIRED: 'payout_link.expired' } as const;

/**
 * PAYOUT_LINK (decision 0078), when a payout link ends: claimed (where the money went), voided or
 * expired (its money is back in the balance). Not when it is made: the merchant's own request has
 * the answer then, as a disbursement's callback reports its outcome and not its creation.
 */
export async function sendPayoutCallback(ctx: GatewayContext, row: PayoutRow): Promise<void> {
  if (row.status === 'ACTIVE') return;
  await sendProductCallback(ctx, {
    businessId: row.business_id, environment: row.environment, product: 'PAYOUT_LINK', sender: 'payout-link-service',
    payload: {
      id: row.id, event: PAYOUT_EVENTS[row.status], external_id: row.idempotency_key, status: row.status, amount: toMajor(row.amount, row.currency),
      fee: toMajor(row.fee, row.currency), currency: row.currency, description: row.description, bank_code: row.claimed_channel,
      account_holder_name: row.claimed_name, updated: row.updated,
    },
  });
}
