import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { HOME_API, type CapitalOffering } from 'shared-contracts/areas/home/home';
import { homeKeys } from './home-keys';

/** GET /api/xencap-offering: the capital offering, and whether the business can say it is interested. */
export function getCapitalOffering(gateway: HostApi['gateway'], signal?: AbortSignal) {
  return gateway.get<CapitalOffering>(HOME_API.capitalOffering, { signal });
}

export function useCapitalOffering(hostApi: HostApi) {
  return useQuery(
    { queryKey: homeKeys.capitalOffering(), queryFn: ({ signal }) => getCapitalOffering(hostApi.gateway, signal), retry: false },
    hostApi.queryClient,
  );
}
