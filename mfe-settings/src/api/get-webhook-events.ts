import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { DEVELOPERS_API, type CallbackEventsAnswer } from 'shared-contracts/areas/settings/developers';
import { settingsKeys } from './settings-keys';

/** GET /api/webhooks/{id}/events: the webhook's FAILED and COMPLETED events, newest first. */
export function getWebhookEvents(gateway: HostApi['gateway'], webhookId: string, signal?: AbortSignal) {
  return gateway.get<CallbackEventsAnswer>(DEVELOPERS_API.webhookEvents(webhookId), { signal });
}

export function useWebhookEvents(hostApi: HostApi, webhookId: string) {
  return useQuery(
    { queryKey: settingsKeys.webhookEvents(webhookId), queryFn: ({ signal }) => getWebhookEvents(hostApi.gateway, webhookId, signal), retry: false },
    hostApi.queryClient,
  );
}
