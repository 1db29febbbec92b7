import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { PAYMENT_METHODS_API, type ProductCard, type ProductCardsAnswer } from 'shared-contracts/areas/activation/activation';
import { activationKeys } from './activation-keys';

/**
 * GET /api/payment-methods: the business's product cards (spec 02 §3-§4), which the settings area
 * owns; the activation area re-exports its path and wire types (docs/decisions/0077).
 */
export const PAYMENT_METHODS_PATH = PAYMENT_METHODS_API.products;

/** What /get-started reads of a product card: whether it was asked for, refused or is live. */
export type PaymentMethodFacts = Pick<ProductCard, 'product' | 'isEnabled' | 'isSubmitted' | 'isRejected'>;

export function getPaymentMethods(gateway: HostApi['gateway'], signal?: AbortSignal) {
  return gateway.get<ProductCardsAnswer>(PAYMENT_METHODS_PATH, { signal });
}

/** Asked only when the user may open the payment methods page (the gateway refuses the others). */
export function usePaymentMethods(hostApi: HostApi, enabled: boolean) {
  return useQuery(
    { queryKey: activationKeys.paymentMethods(), queryFn: ({ signal }) => getPaymentMethods(hostApi.gateway, signal), enabled, retry: false },
    hostApi.queryClient,
  );
}
