import type { Migration } from '../migration';

export const migration: Migration = {
  // 15: the branches of this session took 11 to 14.
  version: 15,
  name: 'the activity log (issue 21): who did what, when and from which address, per business',
  sql: `
    CREATE TABLE activity_logs (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      user_id TEXT,
      actor_email TEXT NOT NULL,
      action TEXT NOT NULL,
      target TEXT,
      ip_address TEXT NOT NULL,
      user_agent TEXT,
      created TEXT NOT NULL
    );
    CREATE INDEX activity_logs_by_created ON activity_logs (business_id, created);
    CREATE INDEX activity_logs_by_action ON activity_logs (business_id, action, created);
  `,
};
