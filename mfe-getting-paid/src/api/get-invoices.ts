import { useInfiniteQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { GETTING_PAID_API, type GettingPaidQuery, type InvoicesAnswer } from 'shared-contracts/areas/getting-paid/getting-paid';
import { gettingPaidKeys } from './getting-paid-keys';

/** GET /api/invoices: a page of invoices, newest first; a newer request cancels the one on its way. */
export function getInvoices(gateway: HostApi['gateway'], query: GettingPaidQuery, signal?: AbortSignal) {
  return gateway.get<InvoicesAnswer>(GETTING_PAID_API.invoices, { query: { ...query }, signal, cancelPrevious: true });
}

/** The list by cursor ("Show more" asks for the page after the last one); `enabled` false asks nothing. */
export function useInvoices(hostApi: HostApi, query: Omit<GettingPaidQuery, 'after'>, enabled = true) {
  return useInfiniteQuery(
    {
      enabled,
      queryKey: gettingPaidKeys.invoices(query),
      queryFn: ({ signal, pageParam }) => getInvoices(hostApi.gateway, pageParam ? { ...query, after: pageParam } : query, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next_cursor,
      placeholderData: (previous) => previous,
      retry: false,
    },
    hostApi.queryClient,
  );
}
