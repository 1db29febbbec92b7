import { useMutation, useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { CHECKOUT_API, type CheckoutSettings, type CheckoutSettingsAnswer } from 'shared-contracts/areas/getting-paid/checkout';
import { gettingPaidKeys } from './getting-paid-keys';

/** GET /api/checkout-settings: the hosted page's look (the defaults until saved) and the business profile's logo. */
export function useCheckoutSettings(hostApi: HostApi) {
  return useQuery(
    { queryKey: gettingPaidKeys.checkout, queryFn: ({ signal }) => hostApi.gateway.get<CheckoutSettingsAnswer>(CHECKOUT_API.settings, { signal }), retry: false },
    hostApi.queryClient,
  );
}

/** PUT /api/checkout-settings: replaces the look; what the gateway kept becomes the page's data. */
export function useSaveCheckoutSettings(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: (settings: CheckoutSettings) => hostApi.gateway.put<CheckoutSettingsAnswer>(CHECKOUT_API.settings, settings),
      onSuccess: (saved) => hostApi.queryClient.setQueryData(gettingPaidKeys.checkout, saved),
    },
    hostApi.queryClient,
  );
}
