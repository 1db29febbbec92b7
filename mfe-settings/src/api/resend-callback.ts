import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { DEVELOPERS_API, type CallbackEvent } from 'shared-contracts/areas/settings/developers';
import { settingsKeys } from './settings-keys';

/** POST /api/callback_requests/{id}: delivers the request again; answers the new event. */
export function resendCallback(gateway: HostApi['gateway'], callbackRequestId: string) {
  return gateway.post<CallbackEvent>(DEVELOPERS_API.callbackRequest(callbackRequestId));
}

export function useResendCallback(hostApi: HostApi, webhookId: string) {
  return useMutation(
    {
      mutationFn: (callbackRequestId: string) => resendCallback(hostApi.gateway, callbackRequestId),
      onSuccess: () =>
        Promise.all([
          hostApi.queryClient.invalidateQueries({ queryKey: settingsKeys.webhookEvents(webhookId) }),
          hostApi.queryClient.invalidateQueries({ queryKey: settingsKeys.allCallbacks() }),
        ]),
    },
    hostApi.queryClient,
  );
}
