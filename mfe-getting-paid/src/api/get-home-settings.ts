import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { HOME_API, type HomeSettings } from 'shared-contracts/areas/getting-paid/getting-paid';
import { gettingPaidKeys } from './getting-paid-keys';

/** GET /api/home-settings: shouldDisableInvoiceCreation (spec 02 §3), the one home fact the invoice gates need. */
export function useHomeSettings(hostApi: HostApi) {
  return useQuery(
    { queryKey: gettingPaidKeys.homeSettings, queryFn: ({ signal }) => hostApi.gateway.get<HomeSettings>(HOME_API.homeSettings, { signal }), retry: false },
    hostApi.queryClient,
  );
}
