import type { Migration } from '../migration';

export const migration: Migration = {
  version: 22,
  name: 'activation review (issue 41 §2): what the reviewers asked for when they sent a submitted form back for documents',
  sql: `
    -- One row while a request for documents is open; the next submission deletes it.
    CREATE TABLE activation_documents_requests (
      business_id TEXT PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
      note TEXT NOT NULL,
      requested_at TEXT NOT NULL
    );
  `,
};
