import type { Migration } from '../migration';

export const migration: Migration = {
  version: 31,
  name: 'on-demand links, each making an invoice per customer, and the invoices they made (issue 44, decision 0079)',
  // Amounts are minor units: a FIXED link has amount, a CUSTOMER_CHOOSES one its bounds (both
  // included). An invoice's on_demand_link_id is the link that made it (null: the merchant did); the
  // index serves /invoices?on_demand_link= in the list's order.
  sql: `
    CREATE TABLE on_demand_links (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL CHECK (environment IN ('PRODUCTION', 'DEVELOPMENT')),
      title TEXT NOT NULL,
      description TEXT NOT NULL,
      currency TEXT NOT NULL CHECK (currency IN ('IDR', 'PHP', 'USD')),
      amount_type TEXT NOT NULL CHECK (amount_type IN ('FIXED', 'CUSTOMER_CHOOSES')),
      amount INTEGER CHECK (amount > 0),
      min_amount INTEGER CHECK (min_amount > 0),
      max_amount INTEGER CHECK (max_amount >= min_amount),
      status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'INACTIVE')),
      code TEXT NOT NULL UNIQUE,
      created TEXT NOT NULL,
      updated TEXT NOT NULL,
      deactivated_at TEXT,
      CHECK ((amount_type = 'FIXED' AND amount IS NOT NULL AND min_amount IS NULL AND max_amount IS NULL)
          OR (amount_type = 'CUSTOMER_CHOOSES' AND amount IS NULL AND min_amount IS NOT NULL AND max_amount IS NOT NULL))
    );
    CREATE INDEX on_demand_links_by_created ON on_demand_links (business_id, environment, created DESC, id DESC);

    ALTER TABLE invoices ADD COLUMN on_demand_link_id TEXT REFERENCES on_demand_links (id);
    CREATE INDEX invoices_by_on_demand_link ON invoices (business_id, environment, on_demand_link_id, created DESC, id DESC);
  `,
};
