import type { Migration } from '../migration';

export const migration: Migration = {
  version: 35,
  name: 'recurring plans: the card on file their later cycles are charged to, and the last failed charge (issue 44, decision 0089)',
  // One card per plan (its primary key): saved when the customer pays a cycle's hosted page with the
  // consent box checked, replaced by a newer consent, deleted when the merchant removes it (or with
  // the plan). Only what a dashboard shows is kept (brand, last four, expiry) and the token the
  // charges use; decline_next is the sandbox's test control (its next charge is declined, once).
  // The plan keeps its last failed automatic charge (when, why, which cycle) until a later one succeeds.
  sql: `
    CREATE TABLE recurring_plan_cards (
      plan_id TEXT PRIMARY KEY REFERENCES recurring_plans (id) ON DELETE CASCADE,
      token_id TEXT NOT NULL,
      brand TEXT NOT NULL,
      last_four TEXT NOT NULL CHECK (length(last_four) = 4),
      expiry TEXT NOT NULL,
      consented_at TEXT NOT NULL,
      payer_email TEXT,
      decline_next INTEGER NOT NULL DEFAULT 0 CHECK (decline_next IN (0, 1))
    );
    ALTER TABLE recurring_plans ADD COLUMN charge_failed_at TEXT;
    ALTER TABLE recurring_plans ADD COLUMN charge_failure_reason TEXT;
    ALTER TABLE recurring_plans ADD COLUMN charge_failed_cycle INTEGER;
  `,
};
