import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { PIN_API, type Withdrawal, type WithdrawalRequest } from 'shared-contracts/areas/settings/settings';

/** POST /api/withdrawals: a withdrawal to one of the business's bank accounts, authorised by the PIN. */
export function createWithdrawal(gateway: HostApi['gateway'], request: WithdrawalRequest) {
  return gateway.post<Withdrawal>(PIN_API.withdrawals, request);
}

export function useCreateWithdrawal(hostApi: HostApi) {
  return useMutation({ mutationFn: (request: WithdrawalRequest) => createWithdrawal(hostApi.gateway, request) }, hostApi.queryClient);
}
