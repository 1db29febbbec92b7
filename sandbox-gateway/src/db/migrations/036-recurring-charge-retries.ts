import type { Migration } from '../migration';

export const migration: Migration = {
  version: 36,
  name: 'recurring plans: the retries of a declined automatic charge (issue 44, decision 0090)',
  // One row per cycle invoice whose automatic charge was declined: when the first decline was (the
  // retries fall 1, 3 and 5 days after it), how many retries were made, when the next one is due
  // (null: none left, the invoice was paid, or the card was removed) and the last declined attempt's
  // card payment (a FAILED row of card_payments). The partial index holds only the retries still to
  // make, so the sweep before each read of the plans reads few rows.
  sql: `
    CREATE TABLE recurring_charge_retries (
      invoice_id TEXT PRIMARY KEY REFERENCES invoices (id) ON DELETE CASCADE,
      plan_id TEXT NOT NULL REFERENCES recurring_plans (id) ON DELETE CASCADE,
      cycle INTEGER NOT NULL CHECK (cycle >= 1),
      declined_at TEXT NOT NULL,
      retries_made INTEGER NOT NULL DEFAULT 0 CHECK (retries_made BETWEEN 0 AND 3),
      next_retry_at TEXT,
      last_payment_id TEXT NOT NULL,
      UNIQUE (plan_id, cycle)
    );
    CREATE INDEX recurring_charge_retries_due ON recurring_charge_retries (next_retry_at) WHERE next_retry_at IS NOT NULL;
  `,
};
