import type { Migration } from '../migration';

export const migration: Migration = {
  version: 37,
  name: 'invoices: the business’s default reminder schedule per environment (issue 44, decision 0091)',
  // reminder_days_before is a JSON array of whole days before the due date (the route checks the
  // rule, reminderScheduleProblems: at most 4, each 0 to 30, each once), latest first; '[]' is "none".
  // One row per business and environment, replaced whole by an upsert: parallel saves never mix.
  // No row: no default reminders.
  sql: `
    CREATE TABLE invoice_reminder_settings (
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL CHECK (environment IN ('PRODUCTION', 'DEVELOPMENT')),
      reminder_days_before TEXT NOT NULL CHECK (json_valid(reminder_days_before) AND json_type(reminder_days_before) = 'array'),
      updated TEXT NOT NULL,
      PRIMARY KEY (business_id, environment)
    );
  `,
};
