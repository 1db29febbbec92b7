import type { Migration } from '../migration';

export const migration: Migration = {
  version: 23,
  name: 'the profile (issue 41 §5): which browser each sign-in is, from where, and when it was last used',
  sql: `
    ALTER TABLE sessions ADD COLUMN user_agent TEXT;
    ALTER TABLE sessions ADD COLUMN ip_address TEXT;
    ALTER TABLE sessions ADD COLUMN last_used_at INTEGER;
    ALTER TABLE token_families ADD COLUMN user_agent TEXT;
    ALTER TABLE token_families ADD COLUMN ip_address TEXT;
    ALTER TABLE token_families ADD COLUMN last_used_at INTEGER;
    CREATE INDEX sessions_by_user ON sessions (user_id);
    CREATE INDEX token_families_by_user ON token_families (user_id, revoked_at);
  `,
};
