import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { PAYOUTS_API, type NewPayout, type PayoutDetail, type PayoutsAnswer, type PayoutsQuery } from 'shared-contracts/areas/sending-money/payouts';
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

/** GET /api/payouts/{id}: with the balance entries it wrote. */
export function usePayout(hostApi: HostApi, id: string) {
  return useQuery(
    { queryKey: sendingMoneyKeys.payout(id), queryFn: ({ signal }) => hostApi.gateway.get<PayoutDetail>(PAYOUTS_API.payout(id), { signal }), retry: false },
    hostApi.queryClient,
  );
}

const refreshed = (hostApi: HostApi) => (payout: PayoutDetail) => {
  hostApi.queryClient.setQueryData(sendingMoneyKeys.payout(payout.id), payout);
  void hostApi.queryClient.invalidateQueries({ queryKey: [...sendingMoneyKeys.all, 'payouts'] });
};

/** POST /api/payouts: one payout per idempotency key, authorised by the withdrawal PIN (decision 0078). */
export function useCreatePayout(hostApi: HostApi) {
  return useMutation({ mutationFn: (payout: NewPayout) => hostApi.gateway.post<PayoutDetail>(PAYOUTS_API.payouts, payout), onSuccess: refreshed(hostApi) }, hostApi.queryClient);
}

/** POST /api/payouts/{id}/void: its money comes back. */
export function useVoidPayout(hostApi: HostApi) {
  return useMutation({ mutationFn: (id: string) => hostApi.gateway.post<PayoutDetail>(PAYOUTS_API.voidPayout(id), {}), onSuccess: refreshed(hostApi) }, hostApi.queryClient);
}
