import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { BALANCE_API, type BalancesAnswer } from 'shared-contracts/areas/balance/balance';
import { balanceKeys } from './balance-keys';

/** GET /api/balances: the three figures of each of the business's ledgers in this environment. */
export function getBalances(gateway: HostApi['gateway'], signal?: AbortSignal) {
  return gateway.get<BalancesAnswer>(BALANCE_API.balances, { signal });
}

export function useBalances(hostApi: HostApi) {
  return useQuery({ queryKey: balanceKeys.balances(), queryFn: ({ signal }) => getBalances(hostApi.gateway, signal), retry: false }, hostApi.queryClient);
}
