import { useInfiniteQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { BALANCE_API, type TransactionsAnswer, type TransactionsQuery } from 'shared-contracts/areas/balance/balance';
import { balanceKeys } from './balance-keys';

/**
 * GET /api/transactions: a page of ledger entries, newest first. A newer request for the list cancels
 * the one still on its way (spec 01 §7, transaction lists), so a quick filter change never shows late rows.
 */
export function getTransactions(gateway: HostApi['gateway'], query: TransactionsQuery, signal?: AbortSignal) {
  return gateway.get<TransactionsAnswer>(BALANCE_API.transactions, { query: { ...query }, signal, cancelPrevious: true });
}

/** The list by cursor: the first page, then each "Show more" asks for the page after the last one. */
export function useTransactions(hostApi: HostApi, query: Omit<TransactionsQuery, 'after'>) {
  return useInfiniteQuery(
    {
      queryKey: balanceKeys.transactionList(query),
      queryFn: ({ signal, pageParam }) => getTransactions(hostApi.gateway, pageParam ? { ...query, after: pageParam } : query, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next_cursor,
      placeholderData: (previous) => previous,
      retry: false,
    },
    hostApi.queryClient,
  );
}
