import type { Migration } from '../migration';

export const migration: Migration = {
  version: 20,
  name: 'account recovery (issue 41 §1): single-use links and steps by their hashes; a password expiry per user',
  sql: `
    CREATE TABLE account_tokens (
      -- Only the token's SHA-256: the link (or the sign-in's answer) is the only place the token is.
      token_hash TEXT PRIMARY KEY,
      purpose TEXT NOT NULL CHECK (purpose IN ('PASSWORD_RESET', 'UNLOCK', 'EXPIRED_PASSWORD')),
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      -- Set while a request that spends it hashes the new password; the token is deleted when it is done.
      claimed_at INTEGER
    );
    CREATE INDEX account_tokens_by_user ON account_tokens (user_id, purpose);

    -- When the password stops being accepted for a sign-in (ms since the epoch); NULL: never.
    ALTER TABLE users ADD COLUMN password_expires_at INTEGER;
  `,
};
