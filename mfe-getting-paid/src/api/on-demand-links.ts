import { useMutation, useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { ON_DEMAND_API, type NewOnDemandLink, type OnDemandLink, type OnDemandLinksAnswer } from 'shared-contracts/areas/getting-paid/on-demand';
import { gettingPaidKeys } from './getting-paid-keys';

/** GET /api/on-demand-links: the business's links with the invoices each made. */
export function useOnDemandLinks(hostApi: HostApi, enabled = true) {
  return useQuery(
    { queryKey: gettingPaidKeys.onDemand, queryFn: ({ signal }) => hostApi.gateway.get<OnDemandLinksAnswer>(ON_DEMAND_API.links, { signal }), retry: false, enabled },
    hostApi.queryClient,
  );
}

const refresh = (hostApi: HostApi) => () => void hostApi.queryClient.invalidateQueries({ queryKey: gettingPaidKeys.onDemand });

/** POST /api/on-demand-links. */
export function useCreateOnDemandLink(hostApi: HostApi) {
  return useMutation(
    { mutationFn: (link: NewOnDemandLink) => hostApi.gateway.post<OnDemandLink>(ON_DEMAND_API.links, link), onSuccess: refresh(hostApi) },
    hostApi.queryClient,
  );
}

/** POST /api/on-demand-links/{id}/deactivate. */
export function useDeactivateOnDemandLink(hostApi: HostApi) {
  return useMutation(
    { mutationFn: (id: string) => hostApi.gateway.post<OnDemandLink>(ON_DEMAND_API.deactivate(id), {}), onSuccess: refresh(hostApi) },
    hostApi.queryClient,
  );
}
