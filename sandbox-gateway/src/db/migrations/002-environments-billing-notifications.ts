import type { Migration } from '../migration';

export const migration: Migration = {
  version: 2,
  name: 'data that differs per environment, billing and notifications',
  sql: `
    CREATE TABLE api_settings (
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL,
      cidr_whitelist TEXT NOT NULL,
      PRIMARY KEY (business_id, environment)
    );

    CREATE TABLE secret_api_keys (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL,
      name TEXT NOT NULL,
      created TEXT NOT NULL
    );

    CREATE TABLE ereceipts_merchants (
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL,
      is_activated INTEGER NOT NULL,
      PRIMARY KEY (business_id, environment)
    );

    CREATE TABLE billing_statements (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      status TEXT NOT NULL,
      due_date_term TEXT NOT NULL,
      amount INTEGER NOT NULL,
      currency TEXT NOT NULL,
      period TEXT NOT NULL
    );

    CREATE TABLE notifications (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      type TEXT NOT NULL,
      created TEXT NOT NULL,
      title_en TEXT NOT NULL,
      title_id TEXT,
      message_en TEXT NOT NULL,
      message_id TEXT,
      is_read INTEGER NOT NULL,
      media_type TEXT,
      media_url TEXT,
      target_url TEXT
    );
    CREATE INDEX notifications_by_user ON notifications (user_id, created DESC);
  `,
};
