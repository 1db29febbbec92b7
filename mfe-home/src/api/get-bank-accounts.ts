import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { HOME_API, type BankAccountsAnswer } from 'shared-contracts/areas/home/home';
import { homeKeys } from './home-keys';

/** GET /api/bank-accounts: the business's bank accounts (bankAccountData, spec 02 §3). */
export function getBankAccounts(gateway: HostApi['gateway'], signal?: AbortSignal) {
  return gateway.get<BankAccountsAnswer>(HOME_API.bankAccounts, { signal });
}

/** Asked only when the bank-account card may show (`enabled`). */
export function useBankAccounts(hostApi: HostApi, enabled: boolean) {
  return useQuery(
    { queryKey: homeKeys.bankAccounts(), queryFn: ({ signal }) => getBankAccounts(hostApi.gateway, signal), enabled, retry: false },
    hostApi.queryClient,
  );
}
