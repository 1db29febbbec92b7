import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { SETTINGS_API, type BillingStatement } from 'shared-contracts/areas/settings/settings';
import { settingsKeys } from './settings-keys';

/** GET /api/billing_statements: the business's statements (status, due_date_term, amount). */
export function getBillingStatements(gateway: HostApi['gateway'], signal?: AbortSignal) {
  return gateway.get<BillingStatement[]>(SETTINGS_API.billingStatements, { signal });
}

export function useBillingStatements(hostApi: HostApi) {
  return useQuery(
    { queryKey: settingsKeys.billingStatements(), queryFn: ({ signal }) => getBillingStatements(hostApi.gateway, signal), retry: false },
    hostApi.queryClient,
  );
}
