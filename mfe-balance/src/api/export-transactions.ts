import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { BALANCE_API, type TransactionExportAnswer, type TransactionExportRequest } from 'shared-contracts/areas/balance/balance';

/** POST /api/transactions/exports: the CSV at once, or emailed when it holds many rows. */
export function exportTransactions(gateway: HostApi['gateway'], request: TransactionExportRequest) {
  return gateway.post<TransactionExportAnswer>(BALANCE_API.exports, request);
}

export function useExportTransactions(hostApi: HostApi) {
  return useMutation({ mutationFn: (request: TransactionExportRequest) => exportTransactions(hostApi.gateway, request) }, hostApi.queryClient);
}
