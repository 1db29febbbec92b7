import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { PAYOUTS_API, type NewPayout, type Payout, type PayoutsAnswer, type PayoutsQuery } from 'shared-contracts/areas/sending-money/payouts';
import { DISBURSEMENTS_PAGE_SIZE } from 'shared-contracts/areas/sending-money/sending-money';
import { sendingMoneyKeys } from './sending-money-keys';

/** GET /api/payouts: ten at a time (spec 01 §3's payouts list state), newest first. */
export function usePayouts(hostApi: HostApi, query: Omit<PayoutsQuery, 'after'>) {
  return useInfiniteQuery(
    {
      queryKey: sendingMoneyKeys.payouts(query),
      queryFn: ({ signal, pageParam }) =>
        hostApi.gateway.get<PayoutsAnswer>(PAYOUTS_API.payouts, { query: { ...query, limit: DISBURSEMENTS_PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) }, signal, cancelPrevious: true }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next_cursor,
      placeholderData: (previous) => previous,
      retry: false,
    },
    hostApi.queryClient,
  );
}

/** GET /api/payouts/{id}. */
export function usePayout(hostApi: HostApi, id: string) {
  return useQuery(
    { queryKey: sendingMoneyKeys.payout(id), queryFn: ({ signal }) => hostApi.gateway.get<Payout>(PAYOUTS_API.payout(id), { signal }), retry: false },
    hostApi.queryClient,
  );
}

const refreshed = (hostApi: HostApi) => (payout: Payout) => {
  hostApi.queryClient.setQueryData(sendingMoneyKeys.payout(payout.id), payout);
  void hostApi.queryClient.invalidateQueries({ queryKey: [...sendingMoneyKeys.all, 'payouts'] });
};

/** POST /api/payouts: one payout per idempotency key. */
export function useCreatePayout(hostApi: HostApi) {
  return useMutation({ mutationFn: (payout: NewPayout) => hostApi.gateway.post<Payout>(PAYOUTS_API.payouts, payout), onSuccess: refreshed(hostApi) }, hostApi.queryClient);
}

/** POST /api/payouts/{id}/void: its money comes back. */
export function useVoidPayout(hostApi: HostApi) {
  return useMutation({ mutationFn: (id: string) => hostApi.gateway.post<Payout>(PAYOUTS_API.voidPayout(id), {}), onSuccess: refreshed(hostApi) }, hostApi.queryClient);
}
