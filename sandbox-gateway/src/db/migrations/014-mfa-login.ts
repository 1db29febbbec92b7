import type { Migration } from '../migration';

export const migration: Migration = {
  // 14: the number this branch was given (11-13 belong to other branches); the runner applies them by number.
  version: 14,
  name: 'second-factor sign-in: who needs it, backup codes, challenges (spec 01 §2 /login_verification)',
  sql: `
    -- Users whose sign-in asks for the second factor (while their business's mfa_login flag is on).
    CREATE TABLE mfa_login_users (
      user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE
    );

    -- Single-use backup codes: only their hashes are kept.
    CREATE TABLE mfa_backup_codes (
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      code_hash TEXT NOT NULL,
      used_at INTEGER,
      PRIMARY KEY (user_id, code_hash)
    );

    -- A password checked, the second factor not yet given: no session exists for it.
    CREATE TABLE mfa_challenges (
      token_hash TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      sms_sent_at INTEGER
    );
    CREATE INDEX mfa_challenges_by_user ON mfa_challenges (user_id);
  `,
};
