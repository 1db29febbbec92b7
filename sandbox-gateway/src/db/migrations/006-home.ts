import type { Migration } from '../migration';

export const migration: Migration = {
  version: 6,
  name: 'the home page: settings, bank accounts, capital offerings and the requests it sends',
  sql: `
    CREATE TABLE home_settings (
      business_id TEXT PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
      should_disable_invoice_creation INTEGER NOT NULL
    );

    CREATE TABLE bank_accounts (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      bank_code TEXT NOT NULL,
      account_holder_name TEXT NOT NULL,
      account_number TEXT NOT NULL,
      created TEXT NOT NULL
    );
    CREATE INDEX bank_accounts_by_business ON bank_accounts (business_id, created);

    CREATE TABLE capital_offerings (
      business_id TEXT PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
      max_amount INTEGER,
      eligible INTEGER NOT NULL,
      submitted_at TEXT,
      submitted_by TEXT
    );

    CREATE TABLE home_requests (
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      body TEXT NOT NULL,
      created TEXT NOT NULL
    );
  `,
};
