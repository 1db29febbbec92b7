import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { ACTIVATION_API, type EntityType, type ParentIndustrySectorsAnswer } from 'shared-contracts/areas/activation/activation';
import { activationKeys } from './activation-keys';

/** GET /api/parent-industry-sectors, optionally ?entity_type= (spec 02 §7). */
export function getParentIndustrySectors(gateway: HostApi['gateway'], entityType: EntityType | undefined, signal?: AbortSignal) {
  return gateway.get<ParentIndustrySectorsAnswer>(ACTIVATION_API.parentIndustrySectors, {
    signal,
    ...(entityType ? { query: { entity_type: entityType } } : {}),
  });
}

export function useParentIndustrySectors(hostApi: HostApi, entityType: EntityType | undefined) {
  return useQuery(
    {
      queryKey: activationKeys.industrySectors(entityType),
      queryFn: ({ signal }) => getParentIndustrySectors(hostApi.gateway, entityType, signal),
      staleTime: Infinity,
      retry: false,
    },
    hostApi.queryClient,
  );
}
