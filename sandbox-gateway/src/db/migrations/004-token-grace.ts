import type { Migration } from '../migration';

export const migration: Migration = {
  version: 4,
  name: 'refresh-token reuse grace, revocable access tokens',
  sql: `
    ALTER TABLE refresh_tokens ADD COLUMN sealed TEXT;
    ALTER TABLE refresh_tokens ADD COLUMN grace_used INTEGER NOT NULL DEFAULT 0;
    CREATE INDEX refresh_tokens_by_family ON refresh_tokens (family_id, spent_at);

    CREATE TABLE revoked_access_tokens (jti TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
  `,
};
