import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { ACTIVATION_API, type ActivationCompanyDetail } from 'shared-contracts/areas/activation/activation';
import { activationKeys } from './activation-keys';

/** GET /api/common-company-detail: the business's facts and the form as saved (by anyone of the team). */
export function getCompanyDetail(gateway: HostApi['gateway'], signal?: AbortSignal) {
  return gateway.get<ActivationCompanyDetail>(ACTIVATION_API.companyDetail, { signal });
}

export function useCompanyDetail(hostApi: HostApi) {
  return useQuery(
    { queryKey: activationKeys.companyDetail(), queryFn: ({ signal }) => getCompanyDetail(hostApi.gateway, signal), retry: false },
    hostApi.queryClient,
  );
}
