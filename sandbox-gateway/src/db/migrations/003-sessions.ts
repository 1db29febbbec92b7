import type { Migration } from '../migration';

export const migration: Migration = {
  version: 3,
  name: 'sessions, token families, one-time codes, rate limits and the outbox',
  sql: `
    CREATE TABLE sessions (
      id_hash TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      business_id TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL
    );

    CREATE TABLE token_families (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      business_id TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      revoked_at INTEGER,
      revoked_reason TEXT
    );

    CREATE TABLE refresh_tokens (
      token_hash TEXT PRIMARY KEY,
      family_id TEXT NOT NULL REFERENCES token_families (id) ON DELETE CASCADE,
      created_at INTEGER NOT NULL,
      spent_at INTEGER
    );

    CREATE TABLE one_time_tokens (
      token_hash TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      used_at INTEGER
    );

    CREATE TABLE otp_requests (
      user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      recipient TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );

    CREATE TABLE rate_limit_hits (bucket TEXT NOT NULL, key TEXT NOT NULL, at INTEGER NOT NULL);
    CREATE INDEX rate_limit_hits_by_key ON rate_limit_hits (bucket, key, at);

    CREATE TABLE outbox (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      kind TEXT NOT NULL,
      recipient TEXT NOT NULL,
      subject TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
  `,
};
