import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { PAYMENT_METHODS_API, type RetailOutletsAnswer } from 'shared-contracts/areas/settings/payment-methods';
import { settingsKeys } from './settings-keys';

/** GET /api/payment-methods/retail-outlets: the business's outlets with their prefix and onboarding date. */
export function getRetailOutlets(gateway: HostApi['gateway'], signal?: AbortSignal) {
  return gateway.get<RetailOutletsAnswer>(PAYMENT_METHODS_API.retailOutlets, { signal, environment: false });
}

export function useRetailOutlets(hostApi: HostApi) {
  return useQuery(
    { queryKey: settingsKeys.retailOutlets(), queryFn: ({ signal }) => getRetailOutlets(hostApi.gateway, signal), retry: false },
    hostApi.queryClient,
  );
}
