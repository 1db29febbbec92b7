import type { Migration } from '../migration';

export const migration: Migration = {
  version: 5,
  name: 'notifications per business, and the ratings they ask for',
  sql: `
    ALTER TABLE notifications ADD COLUMN business_id TEXT NOT NULL DEFAULT '';
    ALTER TABLE notifications ADD COLUMN asks_feedback INTEGER NOT NULL DEFAULT 0;
    -- A database seeded before this migration: each notification belongs to the user's first business.
    UPDATE notifications SET business_id = COALESCE(
      (SELECT m.business_id FROM memberships m WHERE m.user_id = notifications.user_id ORDER BY m.position LIMIT 1), '');
    CREATE INDEX notifications_by_business ON notifications (user_id, business_id, created DESC);

    CREATE TABLE notification_feedback (
      notification_id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      business_id TEXT NOT NULL,
      rating INTEGER NOT NULL,
      comment TEXT,
      created TEXT NOT NULL
    );
  `,
};
