import { type NotificationItem, type NotificationsAnswer, type NotificationsQuery } from 'shared-contracts/areas/notifications';
import type { SandboxDatabase } from '../db/connection';

interface NotificationRow {
  id: string;
  type: NotificationItem['type'];
  created: string;
  title_en: string;
  title_id: string | null;
  message_en: string;
  message_id: string | null;
  is_read: number;
  media_type: NotificationItem['media_type'];
  media_url: string | null;
  target_url: string | null;
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
});

export const DEFAULT_PAGE_SIZE = 20;

/**
 * One page of a user's notifications, newest first. total_count counts what the filters match;
 * unread_count counts the unread ones of the type filter (the badge), whatever the is_read filter.
 */
export function listNotifications(db: SandboxDatabase, userId: string, query: NotificationsQuery): NotificationsAnswer {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const offset = ((query.page ?? 1) - 1) * limit;
  const matching = where(userId, { type: query.type, isRead: query.is_read });
  const rows = db
    .prepare(`SELECT * FROM notifications WHERE ${matching.sql} ORDER BY created DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...matching.params, limit, offset) as NotificationRow[];
  const count = (clause: Where): number =>
    db.prepare(`SELECT COUNT(*) FROM notifications WHERE ${clause.sql}`).pluck().get(...clause.params) as number;
  const unread = where(userId, { type: query.type, isRead: false });
  return { notifications: rows.map(toItem), unread_count: count(unread), total_count: count(matching) };
}

interface Where {
  sql: string;
  params: (string | number)[];
}

function where(userId: string, filters: { type?: NotificationItem['type']; isRead?: boolean }): Where {
  const clauses = ['user_id = ?'];
  const params: (string | number)[] = [userId];
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

/** Marks one of the user's notifications read; undefined when the user has no such notification. */
export function markNotificationRead(db: SandboxDatabase, userId: string, id: string): NotificationItem | undefined {
  db.prepare('UPDATE notifications SET is_read = 1 WHERE id = ? AND user_id = ?').run(id, userId);
  const row = db.prepare('SELECT * FROM notifications WHERE id = ? AND user_id = ?').get(id, userId) as
    | NotificationRow
    | undefined;
  return row && toItem(row);
}

export function markAllNotificationsRead(db: SandboxDatabase, userId: string, type?: NotificationItem['type']): number {
  const unread = where(userId, { type, isRead: false });
  return db.prepare(`UPDATE notifications SET is_read = 1 WHERE ${unread.sql}`).run(...unread.params).changes;
}
