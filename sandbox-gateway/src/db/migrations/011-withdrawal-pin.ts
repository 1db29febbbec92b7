import type { Migration } from '../migration';

export const migration: Migration = {
  version: 11,
  name: 'the withdrawal PIN (spec 02 §4, §5), hashed; withdrawals it authorises',
  sql: `
    -- scrypt with a salt, as the password (auth/passwords.ts); never the PIN itself. is_pin_set stays
    -- the flag the dashboard reads.
    ALTER TABLE users ADD COLUMN pin_hash TEXT;

    CREATE TABLE withdrawals (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      bank_account_id TEXT NOT NULL,
      amount REAL NOT NULL,
      currency TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('PENDING')),
      created TEXT NOT NULL
    );
    CREATE INDEX withdrawals_by_business ON withdrawals (business_id, created);
  `,
};
