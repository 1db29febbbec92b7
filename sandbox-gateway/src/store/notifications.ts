import type {
  NotificationFeedbackRequest,
  NotificationItem,
  NotificationType,
  NotificationsAnswer,
  NotificationsQuery,
} from 'shared-contracts/areas/notifications/notifications';
import type { SandboxDatabase } from '../db/connection';

interface NotificationRow {
  id: string;
  type: NotificationType;
  created: string;
  title_en: string;
  title_id: string | null;
  message_en: string;
  message_id: string | null;
  is_read: number;
  media_type: NotificationItem['media_type'];
  media_url: string | null;
  target_url: string | null;
  asks_feedback: number;
}

const toItem = (row: NotificationRow): NotificationItem => ({
  id: row.id,
  type: row.type,
  created: row.created,
  title: { en: row.title_en, ...(row.title_id === null ? {} : { id: row.title_id }) },
  message: { en: row.message_en, ...(row.message_id === null ? {} : { id: row.message_id }) },
  is_read: row.is_read === 1,
  media_type: row.media_type,
  media_url: row.media_url,
  target_url: row.target_url,
  asks_feedback: row.asks_feedback === 1,
});

export const DEFAULT_PAGE_SIZE = 20;

/** Whose notifications: a user's, in the business they act in (each business has its own). */
export interface Recipient {
  userId: string;
  businessId: string;
}

interface Where {
  sql: string;
  params: (string | number)[];
}

function where(recipient: Recipient, filters: { type?: NotificationType; isRead?: boolean }): Where {
  const clauses = ['user_id = ?', 'business_id = ?'];
  const params: (string | number)[] = [recipient.userId, recipient.businessId];
  if (filters.type) {
    clauses.push('type = ?');
    params.push(filters.type);
  }
  if (filters.isRead !== undefined) {
    clauses.push('is_read = ?');
    params.push(filters.isRead ? 1 : 0);
  }
  return { sql: clauses.join(' AND '), params };
}

const count = (db: SandboxDatabase, clause: Where): number =>
  db.prepare(`SELECT COUNT(*) FROM notifications WHERE ${clause.sql}`).pluck().get(...clause.params) as number;

/** The recipient's unread notifications (the bell's badge). */
export const unreadCount = (db: SandboxDatabase, recipient: Recipient): number => count(db, where(recipient, { isRead: false }));

/**
 * One page of the recipient's notifications, newest first. total_count counts what the filters match;
 * unread_count counts the unread ones of the type filter (the badge), whatever the is_read filter.
 */
export function listNotifications(db: SandboxDatabase, recipient: Recipient, query: NotificationsQuery): NotificationsAnswer {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const offset = ((query.page ?? 1) - 1) * limit;
  const matching = where(recipient, { type: query.type, isRead: query.is_read });
  const rows = db
    .prepare(`SELECT * FROM notifications WHERE ${matching.sql} ORDER BY created DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...matching.params, limit, offset) as NotificationRow[];
  const unread = where(recipient, { type: query.type, isRead: false });
  return { notifications: rows.map(toItem), unread_count: count(db, unread), total_count: count(db, matching) };
}

function findRow(db: SandboxDatabase, recipient: Recipient, id: string): NotificationRow | undefined {
  return db
    .prepare('SELECT * FROM notifications WHERE id = ? AND user_id = ? AND business_id = ?')
    .get(id, recipient.userId, recipient.businessId) as NotificationRow | undefined;
}

/** Marks one of the recipient's notifications read; undefined when they have no such notification. */
export function markNotificationRead(db: SandboxDatabase, recipient: Recipient, id: string): NotificationItem | undefined {
  db.prepare('UPDATE notifications SET is_read = 1 WHERE id = ? AND user_id = ? AND business_id = ?').run(
    id,
    recipient.userId,
    recipient.businessId,
  );
  const row = findRow(db, recipient, id);
  return row && toItem(row);
}

export function markAllNotificationsRead(db: SandboxDatabase, recipient: Recipient, type?: NotificationType): number {
  const unread = where(recipient, { type, isRead: false });
  return db.prepare(`UPDATE notifications SET is_read = 1 WHERE ${unread.sql}`).run(...unread.params).changes;
}

export type FeedbackOutcome = 'recorded' | 'not-found' | 'not-asked';

/**
 * Records the rating a notification asked for and removes the notification from the list (spec 02
 * §4). A notification that asks for nothing takes no rating.
 */
export function giveNotificationFeedback(
  db: SandboxDatabase,
  recipient: Recipient,
  id: string,
  feedback: NotificationFeedbackRequest,
  now: string,
): FeedbackOutcome {
  const row = findRow(db, recipient, id);
  if (!row) return 'not-found';
  if (row.asks_feedback !== 1) return 'not-asked';
  db.transaction(() => {
    db.prepare('INSERT INTO notification_feedback VALUES (?, ?, ?, ?, ?, ?)').run(
      id,
      recipient.userId,
      recipient.businessId,
      feedback.rating,
      feedback.comment ?? null,
      now,
    );
    db.prepare('DELETE FROM notifications WHERE id = ?').run(id);
  })();
  return 'recorded';
}
