import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { CARDS_API } from 'shared-contracts/areas/cards/cards';
import type { CardPaymentDetail } from 'shared-contracts/areas/cards/card-payment';
import { cardKeys } from './card-keys';

/** GET /api/credit_card_payment/{id}: the payment, its card, codes, steps and refunds. */
export function getCardPayment(gateway: HostApi['gateway'], id: string, signal?: AbortSignal) {
  return gateway.get<CardPaymentDetail>(CARDS_API.payment(id), { signal });
}

export function useCardPayment(hostApi: HostApi, id: string) {
  return useQuery({ queryKey: cardKeys.payment(id), queryFn: ({ signal }) => getCardPayment(hostApi.gateway, id, signal), retry: false }, hostApi.queryClient);
}
