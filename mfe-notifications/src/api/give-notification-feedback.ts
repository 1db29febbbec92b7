import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import {
  NOTIFICATIONS_API,
  type NotificationFeedbackAnswer,
  type NotificationFeedbackRequest,
} from 'shared-contracts/areas/notifications/notifications';
import { applyToCachedLists } from './cached-lists';

/** POST /api/notifications/{id}/feedback: the rating a notification asked for; the gateway removes it. */
export function giveNotificationFeedback(gateway: HostApi['gateway'], id: string, feedback: NotificationFeedbackRequest) {
  return gateway.post<NotificationFeedbackAnswer>(NOTIFICATIONS_API.feedback(id), feedback);
}

export function useGiveNotificationFeedback(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: ({ id, feedback }: { id: string; feedback: NotificationFeedbackRequest }) =>
        giveNotificationFeedback(hostApi.gateway, id, feedback),
      // Spec 02 §4: the notification is removed from the list once the feedback is given.
      onSuccess: (_answer, { id }) =>
        applyToCachedLists(hostApi.queryClient, (list) => ({
          notifications: list.notifications.filter((item) => item.id !== id),
          total_count: Math.max(0, list.total_count - 1),
          unread_count: list.notifications.some((item) => item.id === id && !item.is_read)
            ? Math.max(0, list.unread_count - 1)
            : list.unread_count,
        })),
    },
    hostApi.queryClient,
  );
}
