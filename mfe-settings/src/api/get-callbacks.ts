import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { DEVELOPERS_API, type CallbackProduct, type CallbackRowsAnswer } from 'shared-contracts/areas/settings/developers';
import { settingsKeys } from './settings-keys';

/** GET /api/webhooks: the callback rows of the current environment, of one product or all. */
export function getCallbacks(gateway: HostApi['gateway'], product: CallbackProduct | '', signal?: AbortSignal) {
  return gateway.get<CallbackRowsAnswer>(DEVELOPERS_API.webhooks, { signal, ...(product ? { query: { product } } : {}) });
}

export function useCallbacks(hostApi: HostApi, product: CallbackProduct | '') {
  return useQuery(
    {
      queryKey: settingsKeys.callbacks(hostApi.session.environment, product),
      queryFn: ({ signal }) => getCallbacks(hostApi.gateway, product, signal),
      retry: false,
    },
    hostApi.queryClient,
  );
}
