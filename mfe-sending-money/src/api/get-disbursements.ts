import { useInfiniteQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { DISBURSEMENTS_PAGE_SIZE, SENDING_MONEY_API, type DisbursementsAnswer, type DisbursementsQuery } from 'shared-contracts/areas/sending-money/sending-money';
import { sendingMoneyKeys } from './sending-money-keys';

/** GET /api/disbursements: ten at a time, newest first; a newer request cancels the one on its way (spec 01 §7). */
export function getDisbursements(gateway: HostApi['gateway'], query: DisbursementsQuery, signal?: AbortSignal) {
  return gateway.get<DisbursementsAnswer>(SENDING_MONEY_API.disbursements, { query: { ...query, limit: DISBURSEMENTS_PAGE_SIZE }, signal, cancelPrevious: true });
}

export function useDisbursements(hostApi: HostApi, query: Omit<DisbursementsQuery, 'after'>) {
  return useInfiniteQuery(
    {
      queryKey: sendingMoneyKeys.disbursements(query),
      queryFn: ({ signal, pageParam }) => getDisbursements(hostApi.gateway, pageParam ? { ...query, after: pageParam } : query, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next_cursor,
      placeholderData: (previous) => previous,
      retry: false,
    },
    hostApi.queryClient,
  );
}
