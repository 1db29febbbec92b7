import type { QueryClient } from '@tanstack/react-query';
import type { NotificationsQuery } from 'shared-contracts/areas/notifications/notifications';

/**
 * react-query keys of this remote. Everything under `notifications` is refetched after a read, a
 * rating, or a change in another tab; the shell clears all of it on a business or environment switch.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (query: NotificationsQuery) => [...notificationKeys.lists(), query] as const,
};

/** Refetches every notifications query of this tab: the badge, the dropdown and the centre. */
export function refetchAllNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}
