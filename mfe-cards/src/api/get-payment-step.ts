import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { CARDS_API } from 'shared-contracts/areas/cards/cards';
import type { CardAuthentication, CardAuthorization, CardRefund, CardSettlement, CardToken } from 'shared-contracts/areas/cards/card-payment';
import { cardKeys } from './card-keys';

/** The steps of a payment that have a page of their own (spec 02 §2), as their URL segment names them. */
export interface PaymentSteps {
  tokenizations: CardToken;
  authentications: CardAuthentication;
  authorizations: CardAuthorization;
  settlements: CardSettlement;
  refunds: CardRefund;
}
export type PaymentStepKind = keyof PaymentSteps;
export const PAYMENT_STEP_KINDS: readonly PaymentStepKind[] = ['tokenizations', 'authentications', 'authorizations', 'settlements', 'refunds'];

const PATHS: Record<PaymentStepKind, (id: string) => string> = {
  tokenizations: CARDS_API.token,
  authentications: CARDS_API.authentication,
  authorizations: CARDS_API.authorization,
  settlements: CARDS_API.settlement,
  refunds: CARDS_API.refund,
};

/** GET /api/credit_card_token/{id}, …_authentication/{id}, …_authorization/{id}, …_settlements/{id}, …_refund/{id}. */
export function getPaymentStep<K extends PaymentStepKind>(gateway: HostApi['gateway'], kind: K, id: string, signal?: AbortSignal) {
  return gateway.get<PaymentSteps[K]>(PATHS[kind](id), { signal });
}

export function usePaymentStep<K extends PaymentStepKind>(hostApi: HostApi, kind: K, id: string) {
  return useQuery(
    { queryKey: cardKeys.step(kind, id), queryFn: ({ signal }) => getPaymentStep(hostApi.gateway, kind, id, signal), retry: false },
    hostApi.queryClient,
  );
}
