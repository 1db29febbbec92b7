import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { activationKeys } from './activation-keys';

/**
 * GET /api/payment-methods: the business's product cards (spec 02 §3-§4), which the settings area
 * owns (shared-contracts/areas/settings/payment-methods). A remote imports only its own area, and
 * this change was kept to the activation remote, so the path and the three facts /get-started reads
 * are written here; the one-source form is a re-export from areas/activation (docs/decisions/0077).
 */
export const PAYMENT_METHODS_PATH = '/api/payment-methods';

/** What /get-started reads of a product card: whether it was asked for, refused or is live. */
export interface PaymentMethodFacts {
  product: string;
  isEnabled: boolean;
  isSubmitted: boolean;
  isRejected: boolean;
}

export interface PaymentMethodsAnswer {
  data: PaymentMethodFacts[];
}

export function getPaymentMethods(gateway: HostApi['gateway'], signal?: AbortSignal) {
  return gateway.get<PaymentMethodsAnswer>(PAYMENT_METHODS_PATH, { signal });
}

/** Asked only when the user may open the payment methods page (the gateway refuses the others). */
export function usePaymentMethods(hostApi: HostApi, enabled: boolean) {
  return useQuery(
    { queryKey: activationKeys.paymentMethods(), queryFn: ({ signal }) => getPaymentMethods(hostApi.gateway, signal), enabled, retry: false },
    hostApi.queryClient,
  );
}
