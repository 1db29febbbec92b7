import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { ACTIVATION_API, type LeadQualificationAnswer } from 'shared-contracts/areas/activation/activation';
import { activationKeys } from './activation-keys';

/** GET /api/lead-qualification: the answer records of the lead qualification questions. */
export function getLeadQualification(gateway: HostApi['gateway'], signal?: AbortSignal) {
  return gateway.get<LeadQualificationAnswer>(ACTIVATION_API.leadQualification, { signal });
}

export function useLeadQualification(hostApi: HostApi, enabled = true) {
  return useQuery(
    {
      queryKey: activationKeys.leadQualification(),
      queryFn: ({ signal }) => getLeadQualification(hostApi.gateway, signal),
      enabled,
      staleTime: Infinity,
      retry: false,
    },
    hostApi.queryClient,
  );
}
