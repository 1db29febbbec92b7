import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { DEVELOPERS_API, type CreateApiKeyRequest, type CreatedApiKey } from 'shared-contracts/areas/settings/developers';
import { settingsKeys } from './settings-keys';

/** POST /api/api-keys: the answer carries the secret, the only time it is ever given. */
export function createApiKey(gateway: HostApi['gateway'], request: CreateApiKeyRequest) {
  return gateway.post<CreatedApiKey>(DEVELOPERS_API.apiKeys, request);
}

export function useCreateApiKey(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: (request: CreateApiKeyRequest) => createApiKey(hostApi.gateway, request),
      onSuccess: () => hostApi.queryClient.invalidateQueries({ queryKey: settingsKeys.apiKeys(hostApi.session.environment) }),
    },
    hostApi.queryClient,
  );
}
