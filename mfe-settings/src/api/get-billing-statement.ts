import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { SETTINGS_API, type BillingStatementDetail } from 'shared-contracts/areas/settings/settings';
import { settingsKeys } from './settings-keys';

/** GET /api/billing_statements/{id}: one statement with its tax and, while unpaid, how to pay it (issue 42). */
export function getBillingStatement(gateway: HostApi['gateway'], id: string, signal?: AbortSignal) {
  return gateway.get<BillingStatementDetail>(SETTINGS_API.billingStatement(id), { signal });
}

export function useBillingStatement(hostApi: HostApi, id: string) {
  return useQuery(
    { queryKey: settingsKeys.billingStatement(id), queryFn: ({ signal }) => getBillingStatement(hostApi.gateway, id, signal), retry: false },
    hostApi.queryClient,
  );
}
