import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { SETTINGS_API, type BankAccountsAnswer } from 'shared-contracts/areas/settings/settings';
import { settingsKeys } from './settings-keys';

/** GET /api/bank-accounts: the business's withdrawal accounts, numbers masked by the gateway. */
export function getBankAccounts(gateway: HostApi['gateway'], signal?: AbortSignal) {
  return gateway.get<BankAccountsAnswer>(SETTINGS_API.bankAccounts, { signal });
}

export function useBankAccounts(hostApi: HostApi) {
  return useQuery(
    { queryKey: settingsKeys.bankAccounts(), queryFn: ({ signal }) => getBankAccounts(hostApi.gateway, signal), retry: false },
    hostApi.queryClient,
  );
}
