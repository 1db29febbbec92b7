/**
 * The notifications area's gateway calls: paths and wire types, shared by the notifications remote
 * (which bundles this module at the version it was built with) and the sandbox gateway (types only).
 * Imported as `shared-contracts/areas/notifications`: not the federated `shared-contracts` singleton,
 * so the squad changes it with its remote, without a shell release (docs/decisions/0015).
 */
import type { Language } from '../session/entities';

export const NOTIFICATIONS_API = {
  list: '/api/notifications',
  read: (id: string) => `/api/notifications/${encodeURIComponent(id)}/read`,
  readAll: '/api/notifications/read-all',
} as const;

export type LocalisedText = Partial<Record<Language, string>> & { en: string };

export interface NotificationItem {
  id: string;
  type: 'PRODUCT' | 'UPDATE';
  created: string;
  title: LocalisedText;
  message: LocalisedText;
  is_read: boolean;
  media_type: 'IMAGE' | 'VIDEO' | null;
  media_url: string | null;
  target_url: string | null;
}

export interface NotificationsQuery {
  limit?: number;
  page?: number;
  type?: NotificationItem['type'];
  is_read?: boolean;
}

export interface ReadAllNotificationsRequest {
  type?: NotificationItem['type'];
}

export interface ReadAllNotificationsAnswer {
  updated: number;
  unread_count: number;
}

export interface NotificationsAnswer {
  notifications: NotificationItem[];
  unread_count: number;
  total_count: number;
}
