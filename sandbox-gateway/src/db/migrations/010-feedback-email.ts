import type { Migration } from '../migration';

export const migration: Migration = {
  // 10, not 7: the branches of issues 17-19 took 7, 8 and 9; the runner applies them by number.
  version: 10,
  name: 'feedback and ratings (spec 02 §3), email confirmation links (spec 01 §2)',
  sql: `
    CREATE TABLE feedback (
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('FEEDBACK', 'RATING')),
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      email TEXT NOT NULL,
      business_id TEXT NOT NULL,
      business_name TEXT NOT NULL,
      entity TEXT NOT NULL,
      feedback_type TEXT,
      feedback TEXT,
      agree_to_be_contacted INTEGER,
      scale TEXT,
      rating INTEGER,
      comment TEXT,
      source TEXT,
      created TEXT NOT NULL
    );
    CREATE INDEX feedback_by_created ON feedback (created);

    -- Email confirmation links (spec 01 §2): only the token's hash is kept.
    CREATE TABLE email_verifications (
      token_hash TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL
    );
  `,
};
