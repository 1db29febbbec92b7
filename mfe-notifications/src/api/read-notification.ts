import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { NOTIFICATIONS_API, type NotificationItem } from 'shared-contracts/areas/notifications/notifications';
import { applyToCachedLists } from './cached-lists';

/** POST /api/notifications/{id}/read: marks one notification read. */
export function readNotification(gateway: HostApi['gateway'], id: string) {
  return gateway.post<NotificationItem>(NOTIFICATIONS_API.read(id));
}

export function useReadNotification(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: (id: string) => readNotification(hostApi.gateway, id),
      onSuccess: (_item, id) =>
        applyToCachedLists(hostApi.queryClient, (answer) => {
          const wasUnread = answer.notifications.some((item) => item.id === id && !item.is_read);
          return {
            ...answer,
            notifications: answer.notifications.map((item) => (item.id === id ? { ...item, is_read: true } : item)),
            unread_count: wasUnread ? Math.max(0, answer.unread_count - 1) : answer.unread_count,
          };
        }),
    },
    hostApi.queryClient,
  );
}
