import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { BALANCE_API, type LedgerEntryDetail } from 'shared-contracts/areas/balance/balance';
import { balanceKeys } from './balance-keys';

/** GET /api/transactions/{id}: one entry with its source and timeline. */
export function getTransaction(gateway: HostApi['gateway'], id: string, signal?: AbortSignal) {
  return gateway.get<LedgerEntryDetail>(BALANCE_API.transaction(id), { signal });
}

export function useTransaction(hostApi: HostApi, id: string) {
  return useQuery({ queryKey: balanceKeys.transaction(id), queryFn: ({ signal }) => getTransaction(hostApi.gateway, id, signal), retry: false }, hostApi.queryClient);
}
