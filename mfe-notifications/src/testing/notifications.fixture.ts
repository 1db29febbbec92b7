import type { NotificationItem, NotificationsAnswer } from 'shared-contracts/areas/notifications/notifications';

/** A notification for unit tests; every field can be overridden. */
export function notification(index: number, overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: `ntf_${index}`,
    type: index % 2 === 0 ? 'PRODUCT' : 'UPDATE',
    created: new Date(Date.UTC(2026, 2, 4, 5, 6) - index * 3_600_000).toISOString(),
    title: { en: `Notification ${index}`, id: `Notifikasi ${index}` },
    message: { en: `Message ${index}`, id: `Pesan ${index}` },
    is_read: false,
    media_type: null,
    media_url: null,
    target_url: null,
    asks_feedback: false,
    ...overrides,
  };
}

export function answerOf(items: NotificationItem[], unread = items.filter((item) => !item.is_read).length, total = items.length): NotificationsAnswer {
  return { notifications: items, unread_count: unread, total_count: total };
}
