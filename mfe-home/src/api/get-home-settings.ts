import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { HOME_API, type HomeSettings } from 'shared-contracts/areas/home/home';
import { homeKeys } from './home-keys';

/** GET /api/home-settings: shouldDisableInvoiceCreation (spec 02 §3). */
export function getHomeSettings(gateway: HostApi['gateway'], signal?: AbortSignal) {
  return gateway.get<HomeSettings>(HOME_API.homeSettings, { signal });
}

export function useHomeSettings(hostApi: HostApi) {
  return useQuery({ queryKey: homeKeys.settings(), queryFn: ({ signal }) => getHomeSettings(hostApi.gateway, signal), retry: false }, hostApi.queryClient);
}
