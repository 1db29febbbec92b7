import type { QueryClient } from '@tanstack/react-query';
import type { NotificationsAnswer } from 'shared-contracts/areas/notifications/notifications';
import { notificationKeys, refetchAllNotifications } from './notification-keys';
import { tellOtherTabs } from './other-tabs';

/**
 * After a successful read, rating or read-all: show it at once in every cached list of this tab,
 * refetch them, and tell the other tabs. Nothing changes before the gateway has said yes (a read
 * failure changes nothing on screen but its message).
 */
export function applyToCachedLists(queryClient: QueryClient, change: (answer: NotificationsAnswer) => NotificationsAnswer): void {
  queryClient.setQueriesData<NotificationsAnswer>({ queryKey: notificationKeys.lists() }, (answer) => answer && change(answer));
  void refetchAllNotifications(queryClient);
  tellOtherTabs();
}
