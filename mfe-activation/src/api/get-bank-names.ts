import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { ACTIVATION_OPTIONS_API, type AvailableBanksAnswer } from 'shared-contracts/areas/activation/activation-options';
import { activationKeys } from './activation-keys';

/** GET /api/available_disbursements_bank_names?country_id=: the banks of the country the business registers in. */
export function getBankNames(gateway: HostApi['gateway'], countryId: string, signal?: AbortSignal) {
  return gateway.get<AvailableBanksAnswer>(ACTIVATION_OPTIONS_API.bankNames, { signal, query: { country_id: countryId } });
}

export function useBankNames(hostApi: HostApi, countryId: string, enabled: boolean) {
  return useQuery(
    {
      queryKey: activationKeys.bankNames(countryId),
      queryFn: ({ signal }) => getBankNames(hostApi.gateway, countryId, signal),
      enabled: enabled && countryId !== '',
      staleTime: Infinity,
      retry: false,
    },
    hostApi.queryClient,
  );
}
