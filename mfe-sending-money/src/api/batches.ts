import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import {
  DISBURSEMENTS_PAGE_SIZE,
  SENDING_MONEY_API,
  type BatchApproval,
  type BatchesQuery,
  type DisbursementBatchDetail,
  type DisbursementBatchesAnswer,
} from 'shared-contracts/areas/sending-money/sending-money';
import { sendingMoneyKeys } from './sending-money-keys';

/** GET /api/batch-disbursements: ten at a time, newest first, like the other lists (decision 0075). */
export function useBatches(hostApi: HostApi, query: Omit<BatchesQuery, 'after'>) {
  return useInfiniteQuery(
    {
      queryKey: sendingMoneyKeys.batches(query),
      queryFn: ({ signal, pageParam }) =>
        hostApi.gateway.get<DisbursementBatchesAnswer>(SENDING_MONEY_API.batches, {
          query: { ...query, limit: DISBURSEMENTS_PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) },
          signal,
          cancelPrevious: true,
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next_cursor,
      placeholderData: (previous) => previous,
      retry: false,
    },
    hostApi.queryClient,
  );
}

/** GET /api/batch-disbursements/{id}: one batch with its first rows. */
export function useBatch(hostApi: HostApi, id: string) {
  return useQuery(
    { queryKey: sendingMoneyKeys.batch(id), queryFn: ({ signal }) => hostApi.gateway.get<DisbursementBatchDetail>(SENDING_MONEY_API.batch(id), { signal }), retry: false },
    hostApi.queryClient,
  );
}

const refreshed = (hostApi: HostApi) => (batch: DisbursementBatchDetail) => {
  hostApi.queryClient.setQueryData(sendingMoneyKeys.batch(batch.id), batch);
  void hostApi.queryClient.invalidateQueries({ queryKey: [...sendingMoneyKeys.all, 'batches'] });
  void hostApi.queryClient.invalidateQueries({ queryKey: [...sendingMoneyKeys.all, 'disbursements'] });
};

/** POST /api/batch-disbursements (multipart, file_content): the gateway checks every row again; a valid file waits for approval. */
export function useUploadBatch(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: (file: File) => {
        const form = new FormData();
        form.append('file_content', file, file.name);
        return hostApi.gateway.post<DisbursementBatchDetail>(SENDING_MONEY_API.batches, form);
      },
      onSuccess: refreshed(hostApi),
    },
    hostApi.queryClient,
  );
}

/** A checker's decision: an approval carries their withdrawal PIN (decision 0075); a rejection pays nothing and needs none. */
export type BatchDecision = { decision: 'approve'; pin: string } | { decision: 'reject' };

/** POST …/approve or …/reject: a checker who is not the maker decides. */
export function useDecideBatch(hostApi: HostApi, id: string) {
  return useMutation(
    {
      mutationFn: (decided: BatchDecision) =>
        decided.decision === 'approve'
          ? hostApi.gateway.post<DisbursementBatchDetail>(SENDING_MONEY_API.approveBatch(id), { pin: decided.pin } satisfies BatchApproval)
          : hostApi.gateway.post<DisbursementBatchDetail>(SENDING_MONEY_API.rejectBatch(id), {}),
      onSuccess: refreshed(hostApi),
    },
    hostApi.queryClient,
  );
}
