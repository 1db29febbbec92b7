import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { CARDS_API, type CardPaymentsAnswer, type CardPaymentsQuery } from 'shared-contracts/areas/cards/cards';
import { cardKeys } from './card-keys';

/**
 * GET /api/credit_card_payments: one page of the business's card payments. A newer request for the
 * list cancels the one still on its way (spec 02 §7), so a quick filter change never shows late rows.
 */
export function getCardPayments(gateway: HostApi['gateway'], query: CardPaymentsQuery, signal?: AbortSignal) {
  return gateway.get<CardPaymentsAnswer>(CARDS_API.payments, { query: { ...query }, signal, cancelPrevious: true });
}

export function useCardPayments(hostApi: HostApi, query: CardPaymentsQuery) {
  return useQuery(
    {
      queryKey: cardKeys.paymentList(query),
      queryFn: ({ signal }) => getCardPayments(hostApi.gateway, query, signal),
      // A page or filter change keeps showing the last page until the next one is in.
      placeholderData: (previous) => previous,
      retry: false,
    },
    hostApi.queryClient,
  );
}
