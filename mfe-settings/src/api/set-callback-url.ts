import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { DEVELOPERS_API, type SetCallbackUrlAnswer } from 'shared-contracts/areas/settings/developers';
import { settingsKeys } from './settings-keys';

/** PUT /api/webhooks/{id}/url: answers the verification token, the only time it is given. */
export function setCallbackUrl(gateway: HostApi['gateway'], webhookId: string, url: string) {
  return gateway.put<SetCallbackUrlAnswer>(DEVELOPERS_API.webhookUrl(webhookId), { url });
}

export function useSetCallbackUrl(hostApi: HostApi, webhookId: string) {
  return useMutation(
    {
      mutationFn: (url: string) => setCallbackUrl(hostApi.gateway, webhookId, url),
      onSuccess: () => hostApi.queryClient.invalidateQueries({ queryKey: settingsKeys.allCallbacks() }),
    },
    hostApi.queryClient,
  );
}
