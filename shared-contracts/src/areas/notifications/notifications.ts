/**
 * The notifications area's gateway calls: paths and wire types, shared by the notifications remote
 * (which bundles this module at the version it was built with) and the sandbox gateway (types only).
 * Imported as `shared-contracts/areas/notifications/notifications`: not the federated `shared-contracts` singleton,
 * so the squad changes it with its remote, without a shell release (docs/decisions/0015).
 */
import type { Language } from '../../contract/entities';

export const NOTIFICATIONS_API = {
  list: '/api/notifications',
  read: (id: string) => `/api/notifications/${encodeURIComponent(id)}/read`,
  readAll: '/api/notifications/read-all',
  feedback: (id: string) => `/api/notifications/${encodeURIComponent(id)}/feedback`,
} as const;

/** The filter tags of the dropdown and the centre (spec 02 §2: products and updates). */
export const NOTIFICATION_TYPES = ['PRODUCT', 'UPDATE'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export type LocalisedText = Partial<Record<Language, string>> & { en: string };

/** Spec 02 §3 "Notification (centre)". Titles and messages are plain text, never HTML. */
export interface NotificationItem {
  id: string;
  type: NotificationType;
  /** ISO date-time. */
  created: string;
  title: LocalisedText;
  message: LocalisedText;
  is_read: boolean;
  media_type: 'IMAGE' | 'VIDEO' | null;
  media_url: string | null;
  /** A same-origin path, an https URL, or anything else (which the dashboard never follows). */
  target_url: string | null;
  /** The notification asks for a rating (spec 02 §4): it leaves the list once the rating is given. */
  asks_feedback: boolean;
}

/** Page size of the notification centre; the dropdown asks for the latest 5 (spec 02 §9). */
export const NOTIFICATION_CENTRE_PAGE_SIZE = 10;
export const NOTIFICATION_DROPDOWN_LIMIT = 5;
/** Largest page the gateway answers. */
export const NOTIFICATIONS_MAX_LIMIT = 100;

export interface NotificationsQuery {
  limit?: number;
  page?: number;
  type?: NotificationType;
  is_read?: boolean;
}

export interface ReadAllNotificationsRequest {
  type?: NotificationType;
}

export interface ReadAllNotificationsAnswer {
  updated: number;
  unread_count: number;
}

export interface NotificationsAnswer {
  notifications: NotificationItem[];
  /** Unread notifications of the type filter (the badge), whatever the is_read filter. */
  unread_count: number;
  /** Notifications the filters match (for paging). */
  total_count: number;
}

/** Rating scale of spec 02 §5: 1 to 5; the comment is optional, up to 500 characters. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_COMMENT_MAX = 500;

export interface NotificationFeedbackRequest {
  rating: number;
  comment?: string;
}

export interface NotificationFeedbackAnswer {
  /** The notification that was answered and removed. */
  id: string;
  unread_count: number;
}
