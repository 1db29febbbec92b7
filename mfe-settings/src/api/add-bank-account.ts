import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { SETTINGS_API, type AddBankAccountRequest, type BankAccount } from 'shared-contracts/areas/settings/settings';
import { settingsKeys } from './settings-keys';

/** POST /api/bank-accounts: adds a withdrawal account (administrators). */
export function addBankAccount(gateway: HostApi['gateway'], request: AddBankAccountRequest) {
  return gateway.post<BankAccount>(SETTINGS_API.bankAccounts, request);
}

/** The list is read again after an account is added. */
export function useAddBankAccount(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: (request: AddBankAccountRequest) => addBankAccount(hostApi.gateway, request),
      onSuccess: () => hostApi.queryClient.invalidateQueries({ queryKey: settingsKeys.bankAccounts() }),
    },
    hostApi.queryClient,
  );
}
