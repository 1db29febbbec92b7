import { useMutation, useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import {
  SENDING_MONEY_API,
  type AccountNameCheck,
  type AccountNameCheckAnswer,
  type DisbursementDetail,
  type NewDisbursement,
} from 'shared-contracts/areas/sending-money/sending-money';
import { sendingMoneyKeys } from './sending-money-keys';

/** GET /api/disbursements/{id}: one disbursement with its timeline and ledger entries. */
export function useDisbursement(hostApi: HostApi, id: string, enabled = true) {
  return useQuery(
    {
      enabled,
      queryKey: sendingMoneyKeys.disbursement(id),
      queryFn: ({ signal }) => hostApi.gateway.get<DisbursementDetail>(SENDING_MONEY_API.disbursement(id), { signal }),
      retry: false,
    },
    hostApi.queryClient,
  );
}

/** POST /api/disbursements: sent once per idempotency key; the lists and the balance are read again after it. */
export function useSendDisbursement(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: (disbursement: NewDisbursement) => hostApi.gateway.post<DisbursementDetail>(SENDING_MONEY_API.disbursements, disbursement),
      onSuccess: (sent) => {
        hostApi.queryClient.setQueryData(sendingMoneyKeys.disbursement(sent.id), sent);
        void hostApi.queryClient.invalidateQueries({ queryKey: [...sendingMoneyKeys.all, 'disbursements'] });
      },
    },
    hostApi.queryClient,
  );
}

/** POST /api/disbursements/account-name-checks: does the account exist, and is it held in this name? */
export function useNameCheck(hostApi: HostApi) {
  return useMutation(
    { mutationFn: (check: AccountNameCheck) => hostApi.gateway.post<AccountNameCheckAnswer>(SENDING_MONEY_API.nameCheck, check) },
    hostApi.queryClient,
  );
}
