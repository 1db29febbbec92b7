import type { Migration } from '../migration';

export const migration: Migration = {
  version: 25,
  name: 'getting paid (issue 44, decision 0069): invoices with their items and timeline, payment links, the payments they took, each business\'s invoice settings',
  // The CHECK lists are the contract's enums as released (shared-contracts/areas/getting-paid/getting-paid):
  // a new status is a new migration. Amounts are minor units, as the ledger's.
  sql: `
    CREATE TABLE invoices (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL CHECK (environment IN ('PRODUCTION', 'DEVELOPMENT')),
      external_id TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('PENDING', 'PAID', 'EXPIRED', 'VOIDED')),
      currency TEXT NOT NULL CHECK (currency IN ('IDR', 'PHP', 'USD')),
      amount INTEGER NOT NULL CHECK (amount > 0),
      description TEXT NOT NULL,
      items TEXT NOT NULL,
      customer_name TEXT,
      payer_email TEXT,
      -- Lower-cased, for the customer search: the name's beginning, the email exactly (decision 0069).
      customer_name_lower TEXT,
      payer_email_lower TEXT,
      should_send_email INTEGER NOT NULL,
      -- The hosted page's code (the short URL's last part): unguessable.
      code TEXT NOT NULL UNIQUE,
      due_date TEXT,
      expiry_date TEXT NOT NULL,
      created TEXT NOT NULL,
      updated TEXT NOT NULL,
      -- The timeline: first sent, last sent, first viewed, paid, expired, voided.
      sent_at TEXT,
      last_sent_at TEXT,
      viewed_at TEXT,
      paid_at TEXT,
      expired_at TEXT,
      voided_at TEXT
    );
    -- The list's cursor paging, newest first, and its status filter in the same order.
    CREATE INDEX invoices_by_created ON invoices (business_id, environment, created DESC, id DESC);
    CREATE INDEX invoices_by_status ON invoices (business_id, environment, status, created DESC, id DESC);
    -- The search: each of its terms (id, external id, email, the name's beginning) is an index lookup,
    -- which SQLite unions (MULTI-INDEX OR), so a search never reads the business's every invoice.
    CREATE INDEX invoices_by_external_id ON invoices (business_id, environment, external_id);
    CREATE INDEX invoices_by_payer_email ON invoices (business_id, environment, payer_email_lower);
    CREATE INDEX invoices_by_customer_name ON invoices (business_id, environment, customer_name_lower);
    -- The expiry sweep: PENDING invoices whose time has come.
    CREATE INDEX invoices_to_expire ON invoices (status, expiry_date);

    CREATE TABLE payment_links (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL CHECK (environment IN ('PRODUCTION', 'DEVELOPMENT')),
      title TEXT NOT NULL,
      -- Lower-cased, for the search by the title's beginning.
      title_lower TEXT NOT NULL,
      description TEXT NOT NULL,
      currency TEXT NOT NULL CHECK (currency IN ('IDR', 'PHP', 'USD')),
      amount INTEGER NOT NULL CHECK (amount > 0),
      type TEXT NOT NULL CHECK (type IN ('SINGLE', 'MULTIPLE')),
      status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'INACTIVE')),
      uses INTEGER NOT NULL DEFAULT 0 CHECK (uses >= 0 AND (type = 'MULTIPLE' OR uses <= 1)),
      code TEXT NOT NULL UNIQUE,
      created TEXT NOT NULL,
      updated TEXT NOT NULL,
      deactivated_at TEXT
    );
    CREATE INDEX payment_links_by_created ON payment_links (business_id, environment, created DESC, id DESC);
    CREATE INDEX payment_links_by_status ON payment_links (business_id, environment, status, created DESC, id DESC);
    CREATE INDEX payment_links_by_title ON payment_links (business_id, environment, title_lower);

    -- What an invoice's or link's payment produced: its card payment and ledger entry. An invoice
    -- has at most one (the unique index is the last guard against paying it twice).
    CREATE TABLE getting_paid_payments (
      id TEXT PRIMARY KEY,
      subject_kind TEXT NOT NULL CHECK (subject_kind IN ('invoice', 'payment_link')),
      subject_id TEXT NOT NULL,
      card_payment_id TEXT NOT NULL REFERENCES card_payments (id) ON DELETE CASCADE,
      ledger_entry_id TEXT NOT NULL,
      amount INTEGER NOT NULL,
      payer_email TEXT,
      paid_at TEXT NOT NULL
    );
    CREATE INDEX getting_paid_payments_by_subject ON getting_paid_payments (subject_kind, subject_id, paid_at);
    CREATE UNIQUE INDEX getting_paid_payments_one_per_invoice ON getting_paid_payments (subject_id) WHERE subject_kind = 'invoice';

    -- Spec 01 §3's invoice list state: invoice_ttl (seconds) and allowed_multicurrency, per business.
    CREATE TABLE invoice_settings (
      business_id TEXT PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
      invoice_ttl INTEGER NOT NULL CHECK (invoice_ttl > 0),
      allowed_multicurrency INTEGER NOT NULL
    );
  `,
};
