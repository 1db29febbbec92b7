import type { Migration } from '../migration';

export const migration: Migration = {
  version: 24,
  name: 'bank accounts (issue 42): removed ones kept for the history that names them; the default per business',
  sql: `
    -- Set when the business removed the account: gone from its list and from new withdrawals, still
    -- the account its past withdrawals went to.
    ALTER TABLE bank_accounts ADD COLUMN removed_at TEXT;

    -- The account withdrawals offer first; without a row, the business's oldest account.
    CREATE TABLE bank_account_defaults (
      business_id TEXT PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
      bank_account_id TEXT NOT NULL REFERENCES bank_accounts (id) ON DELETE CASCADE
    );
  `,
};
