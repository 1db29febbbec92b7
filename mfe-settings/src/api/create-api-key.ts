import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { DEVELOPERS_API, type CreateApiKeyRequest, type CreatedApiKey } from 'shared-contracts/areas/settings/developers';
import { CONFIRMATION_PASSWORD_HEADER } from 'shared-contracts/areas/settings/settings';
import { settingsKeys } from './settings-keys';

/**
 * POST /api/api-keys: the answer carries the secret, the only time it is ever given. A live key that
 * can write is confirmed by the user's password, in a header (never in a URL or a log).
 */
export function createApiKey(gateway: HostApi['gateway'], request: CreateApiKeyRequest, password?: string) {
  return gateway.post<CreatedApiKey>(DEVELOPERS_API.apiKeys, request, password ? { headers: { [CONFIRMATION_PASSWORD_HEADER]: password } } : undefined);
}

export function useCreateApiKey(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: ({ request, password }: { request: CreateApiKeyRequest; password?: string }) => createApiKey(hostApi.gateway, request, password),
      onSuccess: () => hostApi.queryClient.invalidateQueries({ queryKey: settingsKeys.apiKeys(hostApi.session.environment) }),
    },
    hostApi.queryClient,
  );
}
