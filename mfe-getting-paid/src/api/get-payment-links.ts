import { useInfiniteQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { GETTING_PAID_API, type GettingPaidQuery, type PaymentLinksAnswer } from 'shared-contracts/areas/getting-paid/getting-paid';
import { gettingPaidKeys } from './getting-paid-keys';

/** GET /api/payment-links: a page of links, newest first; a newer request cancels the one on its way. */
export function getPaymentLinks(gateway: HostApi['gateway'], query: GettingPaidQuery, signal?: AbortSignal) {
  return gateway.get<PaymentLinksAnswer>(GETTING_PAID_API.paymentLinks, { query: { ...query }, signal, cancelPrevious: true });
}

/** The links of a query, page by page; `enabled` false (a user who may not read them) asks nothing. */
export function usePaymentLinks(hostApi: HostApi, query: Omit<GettingPaidQuery, 'after'>, enabled = true) {
  return useInfiniteQuery(
    {
      enabled,
      queryKey: gettingPaidKeys.links(query),
      queryFn: ({ signal, pageParam }) => getPaymentLinks(hostApi.gateway, pageParam ? { ...query, after: pageParam } : query, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next_cursor,
      placeholderData: (previous) => previous,
      retry: false,
    },
    hostApi.queryClient,
  );
}
