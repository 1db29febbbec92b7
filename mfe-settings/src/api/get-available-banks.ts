import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { SETTINGS_API, type AvailableBanksAnswer } from 'shared-contracts/areas/settings/settings';
import { settingsKeys } from './settings-keys';

/** GET /api/available_disbursements_bank_names: the banks of the business's country. */
export function getAvailableBanks(gateway: HostApi['gateway'], signal?: AbortSignal) {
  return gateway.get<AvailableBanksAnswer>(SETTINGS_API.availableBanks, { signal });
}

/** Reference data: it does not change while the page is open. */
export function useAvailableBanks(hostApi: HostApi) {
  return useQuery(
    {
      queryKey: settingsKeys.availableBanks(),
      queryFn: ({ signal }) => getAvailableBanks(hostApi.gateway, signal),
      staleTime: 60 * 60_000,
      retry: false,
    },
    hostApi.queryClient,
  );
}
