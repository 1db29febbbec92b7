import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { PAYMENT_METHODS_API, type ProductCardsAnswer } from 'shared-contracts/areas/settings/payment-methods';
import { settingsKeys } from './settings-keys';

/** GET /api/payment-methods: the product cards of the business's country. */
export function getPaymentMethods(gateway: HostApi['gateway'], signal?: AbortSignal) {
  return gateway.get<ProductCardsAnswer>(PAYMENT_METHODS_API.products, { signal, environment: false });
}

export function usePaymentMethods(hostApi: HostApi) {
  return useQuery(
    { queryKey: settingsKeys.paymentMethods(), queryFn: ({ signal }) => getPaymentMethods(hostApi.gateway, signal), retry: false },
    hostApi.queryClient,
  );
}
