import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { PAYMENT_METHODS_API, type TopUpBanksAnswer } from 'shared-contracts/areas/settings/payment-methods';
import { settingsKeys } from './settings-keys';

/** GET /api/payment-methods/top-up-banks: the Philippine top-up banks and the business's reference. */
export function getTopUpBanks(gateway: HostApi['gateway'], signal?: AbortSignal) {
  return gateway.get<TopUpBanksAnswer>(PAYMENT_METHODS_API.topUpBanks, { signal, environment: false });
}

export function useTopUpBanks(hostApi: HostApi) {
  return useQuery(
    { queryKey: settingsKeys.topUpBanks(), queryFn: ({ signal }) => getTopUpBanks(hostApi.gateway, signal), retry: false },
    hostApi.queryClient,
  );
}
