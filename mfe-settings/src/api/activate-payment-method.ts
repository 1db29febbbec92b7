import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { PAYMENT_METHODS_API, type ProductCard, type TrackedProduct } from 'shared-contracts/areas/settings/payment-methods';
import { settingsKeys } from './settings-keys';

/** POST /api/payment-methods/{product}/activation: asks for the product (DUPLICATE_PRODUCT_APPLICATION_ERROR if asked already). */
export function activatePaymentMethod(gateway: HostApi['gateway'], product: TrackedProduct) {
  return gateway.post<ProductCard>(PAYMENT_METHODS_API.activation(product), undefined, { environment: false });
}

export function useActivatePaymentMethod(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: (product: TrackedProduct) => activatePaymentMethod(hostApi.gateway, product),
      onSettled: () => hostApi.queryClient.invalidateQueries({ queryKey: settingsKeys.paymentMethods() }),
    },
    hostApi.queryClient,
  );
}
