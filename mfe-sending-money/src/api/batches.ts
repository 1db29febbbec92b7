import { useMutation, useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { SENDING_MONEY_API, type DisbursementBatchDetail, type DisbursementBatchesAnswer } from 'shared-contracts/areas/sending-money/sending-money';
import { sendingMoneyKeys } from './sending-money-keys';

/** GET /api/batch-disbursements: the latest batches, newest first. */
export function useBatches(hostApi: HostApi) {
  return useQuery(
    {
      queryKey: sendingMoneyKeys.batches,
      queryFn: ({ signal }) => hostApi.gateway.get<DisbursementBatchesAnswer>(SENDING_MONEY_API.batches, { signal }),
      select: (answer) => answer.docs,
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
  void hostApi.queryClient.invalidateQueries({ queryKey: sendingMoneyKeys.batches });
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

/** POST …/approve or …/reject: a checker who is not the maker decides. */
export function useDecideBatch(hostApi: HostApi, id: string) {
  return useMutation(
    {
      mutationFn: (decision: 'approve' | 'reject') =>
        hostApi.gateway.post<DisbursementBatchDetail>(decision === 'approve' ? SENDING_MONEY_API.approveBatch(id) : SENDING_MONEY_API.rejectBatch(id), {}),
      onSuccess: refreshed(hostApi),
    },
    hostApi.queryClient,
  );
}
