import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { DEVELOPERS_API, type CallbackEvent } from 'shared-contracts/areas/settings/developers';
import { settingsKeys } from './settings-keys';

/** POST /api/webhooks/{id}/test: a test event to the configured URL; answers its delivery. */
export function sendTestEvent(gateway: HostApi['gateway'], webhookId: string) {
  return gateway.post<CallbackEvent>(DEVELOPERS_API.webhookTest(webhookId));
}

export function useSendTestEvent(hostApi: HostApi, webhookId: string) {
  return useMutation(
    {
      mutationFn: () => sendTestEvent(hostApi.gateway, webhookId),
      onSuccess: () =>
        Promise.all([
          hostApi.queryClient.invalidateQueries({ queryKey: settingsKeys.webhookEvents(webhookId) }),
          hostApi.queryClient.invalidateQueries({ queryKey: settingsKeys.allCallbacks() }),
        ]),
    },
    hostApi.queryClient,
  );
}
