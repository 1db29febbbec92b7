import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { DEVELOPERS_API, type ApiKeysAnswer } from 'shared-contracts/areas/settings/developers';
import { settingsKeys } from './settings-keys';

/** GET /api/api-keys: the keys of the current environment, each with its prefix only. */
export function getApiKeys(gateway: HostApi['gateway'], signal?: AbortSignal) {
  return gateway.get<ApiKeysAnswer>(DEVELOPERS_API.apiKeys, { signal });
}

export function useApiKeys(hostApi: HostApi) {
  return useQuery(
    { queryKey: settingsKeys.apiKeys(hostApi.session.environment), queryFn: ({ signal }) => getApiKeys(hostApi.gateway, signal), retry: false },
    hostApi.queryClient,
  );
}
