import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { SETTINGS_API } from 'shared-contracts/areas/settings/settings';
import { settingsKeys } from './settings-keys';

export interface BankAccountChange {
  id: string;
  change: 'remove' | 'make-default';
}

/** DELETE /api/bank-accounts/{id} (removed from the list and from new withdrawals), or PUT …/{id}/default. */
export function changeBankAccount(gateway: HostApi['gateway'], { id, change }: BankAccountChange): Promise<void> {
  return change === 'remove' ? gateway.delete<void>(SETTINGS_API.bankAccount(id), {}) : gateway.put<void>(SETTINGS_API.bankAccountDefault(id), {});
}

export function useChangeBankAccount(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: (change: BankAccountChange) => changeBankAccount(hostApi.gateway, change),
      onSettled: () => hostApi.queryClient.invalidateQueries({ queryKey: settingsKeys.bankAccounts() }),
    },
    hostApi.queryClient,
  );
}
