import type { Migration } from '../migration';

export const migration: Migration = {
  version: 34,
  name: 'invoice reminders, each an email some days before the due date (issue 44, decision 0085)',
  // One row per reminder the merchant chose: due_at is 09:00 in the business's time zone,
  // days_before days before the invoice's due date; sent_at is null until the sweep sends it (in a
  // guarded UPDATE, so it is sent once). The partial index is the sweep's: only unsent rows.
  sql: `
    CREATE TABLE invoice_reminders (
      invoice_id TEXT NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
      days_before INTEGER NOT NULL CHECK (days_before BETWEEN 0 AND 30),
      due_at TEXT NOT NULL,
      sent_at TEXT,
      PRIMARY KEY (invoice_id, days_before)
    );
    CREATE INDEX invoice_reminders_unsent ON invoice_reminders (due_at) WHERE sent_at IS NULL;
  `,
};
