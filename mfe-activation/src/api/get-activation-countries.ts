import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { ACTIVATION_OPTIONS_API, type ActivationCountryRecord } from 'shared-contracts/areas/activation/activation-options';
import { activationKeys } from './activation-keys';

/** GET /api/activation-countries: the countries of the form's country dropdowns (spec 01 §3, 02 §5). */
export function getActivationCountries(gateway: HostApi['gateway'], signal?: AbortSignal) {
  return gateway.get<ActivationCountryRecord[]>(ACTIVATION_OPTIONS_API.activationCountries, { signal });
}

export function useActivationCountries(hostApi: HostApi, enabled: boolean) {
  return useQuery(
    {
      queryKey: activationKeys.activationCountries(),
      queryFn: ({ signal }) => getActivationCountries(hostApi.gateway, signal),
      enabled,
      staleTime: Infinity,
      retry: false,
    },
    hostApi.queryClient,
  );
}
