import type { PayoutsQuery } from 'shared-contracts/areas/sending-money/payouts';
import type { BatchesQuery, DisbursementsQuery } from 'shared-contracts/areas/sending-money/sending-money';

/** The area's query keys: under one root, so a new disbursement refreshes the lists and details it shows in. */
export const sendingMoneyKeys = {
  all: ['sending-money'] as const,
  channels: ['sending-money', 'channels'] as const,
  disbursements: (query: Omit<DisbursementsQuery, 'after'>) => ['sending-money', 'disbursements', query] as const,
  disbursement: (id: string) => ['sending-money', 'disbursement', id] as const,
  batches: (query: Omit<BatchesQuery, 'after'>) => ['sending-money', 'batches', query] as const,
  batch: (id: string) => ['sending-money', 'batch', id] as const,
  payouts: (query: Omit<PayoutsQuery, 'after'>) => ['sending-money', 'payouts', query] as const,
  payout: (id: string) => ['sending-money', 'payout', id] as const,
};
