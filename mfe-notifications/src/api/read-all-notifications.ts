import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { NOTIFICATIONS_API, type ReadAllNotificationsAnswer } from 'shared-contracts/areas/notifications/notifications';
import { applyToCachedLists } from './cached-lists';

/** POST /api/notifications/read-all: marks every notification of this business read. */
export function readAllNotifications(gateway: HostApi['gateway']) {
  return gateway.post<ReadAllNotificationsAnswer>(NOTIFICATIONS_API.readAll, {});
}

export function useReadAllNotifications(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: () => readAllNotifications(hostApi.gateway),
      onSuccess: () =>
        applyToCachedLists(hostApi.queryClient, (answer) => ({
          ...answer,
          notifications: answer.notifications.map((item) => ({ ...item, is_read: true })),
          unread_count: 0,
        })),
    },
    hostApi.queryClient,
  );
}
