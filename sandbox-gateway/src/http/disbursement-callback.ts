import { toMajor } from 'shared-contracts/areas/balance/balance';
import type { Environment } from 'shared-contracts';
import type { GatewayContext } from '../context';
import type { DisbursementRow } from '../store/disbursements';
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
