import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { BALANCE_API, type BalanceHistoryAnswer, type BalanceHistoryQuery } from 'shared-contracts/areas/balance/balance';
import { balanceKeys } from './balance-keys';

/** GET /api/balances/history: a currency's end-of-day figures over the last 7, 30 or 90 days. */
export function getBalanceHistory(gateway: HostApi['gateway'], query: BalanceHistoryQuery, signal?: AbortSignal) {
  return gateway.get<BalanceHistoryAnswer>(BALANCE_API.history, { query: { ...query }, signal });
}

export function useBalanceHistory(hostApi: HostApi, query: BalanceHistoryQuery) {
  return useQuery(
    {
      queryKey: balanceKeys.history(query),
      queryFn: ({ signal }) => getBalanceHistory(hostApi.gateway, query, signal),
      placeholderData: (previous) => (previous?.currency === query.currency ? previous : undefined),
      retry: false,
    },
    hostApi.queryClient,
  );
}
