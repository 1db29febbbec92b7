import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { NOTIFICATIONS_API, type NotificationsAnswer, type NotificationsQuery } from 'shared-contracts/areas/notifications/notifications';
import { notificationKeys } from './notification-keys';

/** GET /api/notifications: a page of the user's notifications in this business, newest first. */
export function getNotifications(gateway: HostApi['gateway'], query: NotificationsQuery, signal?: AbortSignal) {
  return gateway.get<NotificationsAnswer>(NOTIFICATIONS_API.list, { query: { ...query }, signal });
}

/** How often a visible tab refetches the bell (a hidden tab waits for focus). */
export const BELL_REFETCH_MS = 60_000;

export interface NotificationsOptions {
  /** Keep refetching while the tab is visible (the bell); the centre refetches on focus only. */
  poll?: boolean;
}

export function useNotifications(hostApi: HostApi, query: NotificationsQuery, { poll = false }: NotificationsOptions = {}) {
  return useQuery(
    {
      queryKey: notificationKeys.list(query),
      queryFn: ({ signal }) => getNotifications(hostApi.gateway, query, signal),
      refetchOnWindowFocus: 'always',
      refetchInterval: poll ? BELL_REFETCH_MS : false,
      refetchIntervalInBackground: false,
      // A page or filter change keeps showing the last answer until the next one is in.
      placeholderData: (previous) => previous,
      retry: false,
    },
    hostApi.queryClient,
  );
}
