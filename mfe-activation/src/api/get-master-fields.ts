import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { ACTIVATION_API, type MasterFieldsAnswer } from 'shared-contracts/areas/activation/activation';
import { activationKeys } from './activation-keys';

/** GET /api/activation-master-fields?country_id= : every section's fields of one country at once. */
export function getMasterFields(gateway: HostApi['gateway'], countryId: string, signal?: AbortSignal) {
  return gateway.get<MasterFieldsAnswer>(ACTIVATION_API.masterFields, { signal, query: { country_id: countryId } });
}

export function useMasterFields(hostApi: HostApi, countryId: string | undefined) {
  return useQuery(
    {
      queryKey: activationKeys.masterFields(countryId ?? ''),
      queryFn: ({ signal }) => getMasterFields(hostApi.gateway, countryId ?? '', signal),
      enabled: Boolean(countryId),
      staleTime: Infinity,
      retry: false,
    },
    hostApi.queryClient,
  );
}
