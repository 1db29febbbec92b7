import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { DEVELOPERS_API } from 'shared-contracts/areas/settings/developers';
import { CONFIRMATION_PASSWORD_HEADER } from 'shared-contracts/areas/settings/settings';
import { settingsKeys } from './settings-keys';

/** DELETE /api/api-keys/{id}, confirmed by the user's password in a header (never in a URL or a log). */
export function revokeApiKey(gateway: HostApi['gateway'], id: string, password: string) {
  return gateway.delete<void>(DEVELOPERS_API.apiKey(id), undefined, { headers: { [CONFIRMATION_PASSWORD_HEADER]: password } });
}

export function useRevokeApiKey(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: ({ id, password }: { id: string; password: string }) => revokeApiKey(hostApi.gateway, id, password),
      onSuccess: () => hostApi.queryClient.invalidateQueries({ queryKey: settingsKeys.apiKeys(hostApi.session.environment) }),
    },
    hostApi.queryClient,
  );
}
