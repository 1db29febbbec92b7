import type { Migration } from '../migration';

export const migration: Migration = {
  version: 7,
  name: 'settings: the business logo (its bytes, checked by content); team invitations',
  sql: `
    CREATE TABLE invitations (
      id TEXT PRIMARY KEY,
      -- Only the token's SHA-256: the emailed link is the credential, the table never holds it.
      token_hash TEXT NOT NULL UNIQUE,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      email TEXT NOT NULL COLLATE NOCASE,
      full_name TEXT NOT NULL,
      permissions TEXT NOT NULL,
      invited_by TEXT NOT NULL,
      created TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      UNIQUE (business_id, email)
    );

    CREATE TABLE business_logos (
      business_id TEXT PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
      content_type TEXT NOT NULL,
      width INTEGER NOT NULL,
      height INTEGER NOT NULL,
      bytes BLOB NOT NULL,
      updated TEXT NOT NULL
    );
  `,
};
