import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { SENDING_MONEY_API, type DisbursementExportAnswer, type DisbursementExportRequest } from 'shared-contracts/areas/sending-money/sending-money';

/** POST /api/disbursements/exports: the list's filters over a range, as one CSV file. */
export function exportDisbursements(gateway: HostApi['gateway'], request: DisbursementExportRequest) {
  return gateway.post<DisbursementExportAnswer>(SENDING_MONEY_API.exports, request);
}

export function useExportDisbursements(hostApi: HostApi) {
  return useMutation({ mutationFn: (request: DisbursementExportRequest) => exportDisbursements(hostApi.gateway, request) }, hostApi.queryClient);
}
