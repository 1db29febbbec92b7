import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { HOME_API, type BusinessUsersAnswer } from 'shared-contracts/areas/home/home';
import { homeKeys } from './home-keys';

/** GET /api/businesses/users: the business's team (teamMemberData, spec 02 §3). */
export function getBusinessUsers(gateway: HostApi['gateway'], signal?: AbortSignal) {
  return gateway.get<BusinessUsersAnswer>(HOME_API.businessUsers, { signal });
}

/** Asked only when the team card may show (`enabled`). */
export function useBusinessUsers(hostApi: HostApi, enabled: boolean) {
  return useQuery(
    { queryKey: homeKeys.businessUsers(), queryFn: ({ signal }) => getBusinessUsers(hostApi.gateway, signal), enabled, retry: false },
    hostApi.queryClient,
  );
}
