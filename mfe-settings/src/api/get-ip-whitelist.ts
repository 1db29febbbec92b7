import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { DEVELOPERS_API, type ApiSettings } from 'shared-contracts/areas/settings/developers';
import { settingsKeys } from './settings-keys';

/** GET /api/api-settings: the cidr_whitelist of the current environment. */
export function getIpWhitelist(gateway: HostApi['gateway'], signal?: AbortSignal) {
  return gateway.get<ApiSettings>(DEVELOPERS_API.apiSettings, { signal });
}

export function useIpWhitelist(hostApi: HostApi) {
  return useQuery(
    { queryKey: settingsKeys.ipWhitelist(hostApi.session.environment), queryFn: ({ signal }) => getIpWhitelist(hostApi.gateway, signal), retry: false },
    hostApi.queryClient,
  );
}
