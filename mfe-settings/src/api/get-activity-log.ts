import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { ACTIVITY_LOG_API, type ActivityLogAnswer, type ActivityLogQuery } from 'shared-contracts/areas/settings/activity-log';
import { settingsKeys } from './settings-keys';

/** GET /api/activity-logs: one page of the business's log (administrators); a newer request cancels the one on its way. */
export function getActivityLog(gateway: HostApi['gateway'], query: ActivityLogQuery, signal?: AbortSignal) {
  return gateway.get<ActivityLogAnswer>(ACTIVITY_LOG_API.list, { query: { ...query }, signal, cancelPrevious: true });
}

export function useActivityLog(hostApi: HostApi, query: ActivityLogQuery) {
  return useQuery(
    {
      queryKey: settingsKeys.activityLog(query),
      queryFn: ({ signal }) => getActivityLog(hostApi.gateway, query, signal),
      // A new page or filter keeps the rows on screen until its answer arrives.
      placeholderData: (previous) => previous,
      retry: false,
    },
    hostApi.queryClient,
  );
}
