import type { Migration } from '../migration';

export const migration: Migration = {
  version: 28,
  name: 'what a sign-up said that no other table holds: the business type and when the terms were agreed to (issue 41 §1, decision 0073)',
  // One row per business made by Register (POST /api/register); seeded businesses have none. The
  // owner and the business themselves are ordinary users, memberships and businesses rows.
  sql: `
    CREATE TABLE registrations (
      business_id TEXT PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      business_type TEXT NOT NULL,
      terms_accepted_at TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
  `,
};
