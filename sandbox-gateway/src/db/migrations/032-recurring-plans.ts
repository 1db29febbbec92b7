import type { Migration } from '../migration';

export const migration: Migration = {
  version: 32,
  name: 'recurring plans, each issuing an invoice per cycle, and the cycles they issued (issue 44, decision 0082)',
  // Amounts are minor units. A plan ends after total_cycles invoices, or with its last cycle on or
  // before end_date, or never (both null: until stopped). next_index is the schedule's next step
  // (start_date plus next_index intervals; a monthly day past a month's end is its last day), and
  // next_charge_date that step's day while the plan is ACTIVE or PAUSED. A cycle's invoice is an
  // ordinary invoice (its hosted page, expiry and payment); recurring_cycles says which plan issued it.
  sql: `
    CREATE TABLE recurring_plans (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL CHECK (environment IN ('PRODUCTION', 'DEVELOPMENT')),
      name TEXT NOT NULL,
      description TEXT NOT NULL,
      currency TEXT NOT NULL CHECK (currency IN ('IDR', 'PHP', 'USD')),
      amount INTEGER NOT NULL CHECK (amount > 0),
      interval TEXT NOT NULL CHECK (interval IN ('DAILY', 'WEEKLY', 'MONTHLY')),
      total_cycles INTEGER CHECK (total_cycles > 0),
      end_date TEXT,
      start_date TEXT NOT NULL,
      customer_name TEXT NOT NULL,
      customer_email TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'PAUSED', 'STOPPED', 'COMPLETED')),
      next_index INTEGER NOT NULL CHECK (next_index >= 0),
      next_charge_date TEXT,
      cycles_issued INTEGER NOT NULL CHECK (cycles_issued >= 0),
      created TEXT NOT NULL,
      updated TEXT NOT NULL,
      paused_at TEXT,
      stopped_at TEXT,
      completed_at TEXT,
      CHECK (total_cycles IS NULL OR end_date IS NULL),
      CHECK ((status IN ('ACTIVE', 'PAUSED')) = (next_charge_date IS NOT NULL))
    );
    CREATE INDEX recurring_plans_by_created ON recurring_plans (business_id, environment, created DESC, id DESC);
    CREATE INDEX recurring_plans_by_status ON recurring_plans (business_id, environment, status, created DESC, id DESC);
    CREATE INDEX recurring_plans_due ON recurring_plans (business_id, environment, status, next_charge_date);

    CREATE TABLE recurring_cycles (
      plan_id TEXT NOT NULL REFERENCES recurring_plans (id) ON DELETE CASCADE,
      cycle INTEGER NOT NULL CHECK (cycle > 0),
      scheduled_date TEXT NOT NULL,
      invoice_id TEXT NOT NULL UNIQUE REFERENCES invoices (id),
      issued_at TEXT NOT NULL,
      PRIMARY KEY (plan_id, cycle)
    );
  `,
};
