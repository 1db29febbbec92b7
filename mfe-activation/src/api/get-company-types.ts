import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { ACTIVATION_API, type CompanyTypesAnswer } from 'shared-contracts/areas/activation/activation';
import { activationKeys } from './activation-keys';

/** GET /api/company-types: each tied to the entity-type answer it belongs to. */
export function getCompanyTypes(gateway: HostApi['gateway'], signal?: AbortSignal) {
  return gateway.get<CompanyTypesAnswer>(ACTIVATION_API.companyTypes, { signal });
}

export function useCompanyTypes(hostApi: HostApi) {
  return useQuery(
    { queryKey: activationKeys.companyTypes(), queryFn: ({ signal }) => getCompanyTypes(hostApi.gateway, signal), staleTime: Infinity, retry: false },
    hostApi.queryClient,
  );
}
