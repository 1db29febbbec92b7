import type { Migration } from '../migration';

export const migration: Migration = {
  version: 40,
  name: 'invoice drafts: a DRAFT status, no expiry until issued, and when a draft was issued (issue 44, decision 0069)',
  // The CHECK list is the contract's enum as released now (shared-contracts/areas/getting-paid/getting-paid).
  // SQLite cannot change a CHECK or a NOT NULL, so the table is rebuilt as migrations 25 and 31 made it
  // (foreign keys off meanwhile: the reminders, retries and cycles that reference invoices keep their
  // rows), with DRAFT added, expiry_date null exactly while a DRAFT (its expiry is counted from its
  // issue), and issued_at, when a draft became PENDING (null for an invoice created PENDING).
  rebuilds: 'invoices',
  sql: `
    CREATE TABLE invoices_040 (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL CHECK (environment IN ('PRODUCTION', 'DEVELOPMENT')),
      external_id TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('DRAFT', 'PENDING', 'PAID', 'EXPIRED', 'VOIDED')),
      currency TEXT NOT NULL CHECK (currency IN ('IDR', 'PHP', 'USD')),
      amount INTEGER NOT NULL CHECK (amount > 0),
      description TEXT NOT NULL,
      items TEXT NOT NULL,
      customer_name TEXT,
      payer_email TEXT,
      customer_name_lower TEXT,
      payer_email_lower TEXT,
      should_send_email INTEGER NOT NULL,
      code TEXT NOT NULL UNIQUE,
      due_date TEXT,
      expiry_date TEXT,
      created TEXT NOT NULL,
      updated TEXT NOT NULL,
      sent_at TEXT,
      last_sent_at TEXT,
      viewed_at TEXT,
      paid_at TEXT,
      expired_at TEXT,
      voided_at TEXT,
      on_demand_link_id TEXT REFERENCES on_demand_links (id),
      issued_at TEXT,
      CHECK ((status = 'DRAFT') = (expiry_date IS NULL))
    );
    INSERT INTO invoices_040 SELECT
      id, business_id, environment, external_id, status, currency, amount, description, items, customer_name, payer_email,
      customer_name_lower, payer_email_lower, should_send_email, code, due_date, expiry_date, created, updated,
      sent_at, last_sent_at, viewed_at, paid_at, expired_at, voided_at, on_demand_link_id, NULL
    FROM invoices;
    DROP TABLE invoices;
    ALTER TABLE invoices_040 RENAME TO invoices;
    CREATE INDEX invoices_by_created ON invoices (business_id, environment, created DESC, id DESC);
    CREATE INDEX invoices_by_status ON invoices (business_id, environment, status, created DESC, id DESC);
    CREATE INDEX invoices_by_external_id ON invoices (business_id, environment, external_id);
    CREATE INDEX invoices_by_payer_email ON invoices (business_id, environment, payer_email_lower);
    CREATE INDEX invoices_by_customer_name ON invoices (business_id, environment, customer_name_lower);
    CREATE INDEX invoices_to_expire ON invoices (status, expiry_date);
    CREATE INDEX invoices_by_amount ON invoices (business_id, environment, amount);
    CREATE INDEX invoices_by_on_demand_link ON invoices (business_id, environment, on_demand_link_id, created DESC, id DESC);
  `,
};
