import { useQuery } from '@tanstack/react-query';
import type { Environment, HostApi } from 'shared-contracts';
import { PAYMENT_METHODS_API, type VirtualAccountBanksAnswer } from 'shared-contracts/areas/settings/payment-methods';
import { settingsKeys } from './settings-keys';

/** GET /api/payment-methods/virtual-accounts in the environment the detail modal's toggle names. */
export function getVirtualAccountBanks(gateway: HostApi['gateway'], environment: Environment, signal?: AbortSignal) {
  return gateway.get<VirtualAccountBanksAnswer>(PAYMENT_METHODS_API.virtualAccounts, { signal, environment: false, query: { environment } });
}

export function useVirtualAccountBanks(hostApi: HostApi, environment: Environment) {
  return useQuery(
    {
      queryKey: settingsKeys.virtualAccountBanks(environment),
      queryFn: ({ signal }) => getVirtualAccountBanks(hostApi.gateway, environment, signal),
      retry: false,
    },
    hostApi.queryClient,
  );
}
