import type { Migration } from '../migration';

export const migration: Migration = {
  version: 8,
  name: 'card payments, their refunds and export requests (spec 02 §3, §4, §7; issue 17)',
  sql: `
    -- One row per card payment (its charge): the token, authentication, authorization, capture and
    -- settlement of the payment are columns, since each belongs to exactly one payment.
    CREATE TABLE card_payments (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL,
      external_id TEXT NOT NULL,
      created TEXT NOT NULL,
      status TEXT NOT NULL,
      amount REAL NOT NULL,
      currency TEXT NOT NULL,
      capture_amount REAL NOT NULL,
      description TEXT NOT NULL,
      bank_reference_number TEXT NOT NULL,
      card_brand TEXT NOT NULL,
      masked_card_number TEXT NOT NULL,
      last_four TEXT NOT NULL,
      card_bank TEXT NOT NULL,
      card_country TEXT NOT NULL,
      card_type TEXT NOT NULL,
      card_expiry TEXT NOT NULL,
      card_list TEXT,
      source TEXT NOT NULL,
      token_id TEXT NOT NULL,
      token_type TEXT NOT NULL,
      authentication_id TEXT,
      authentication_status TEXT,
      authenticated_at TEXT,
      eci TEXT,
      authorization_id TEXT,
      authorization_status TEXT,
      authorized_at TEXT,
      reversed_at TEXT,
      cvn_code TEXT,
      avs_code TEXT,
      failure_reason TEXT,
      captured_at TEXT,
      settlement_id TEXT,
      settlement_status TEXT,
      settled_at TEXT,
      expected_settlement_at TEXT
    );
    -- The list's filters each have an index ending in the sort column (issue 17: no scans).
    CREATE INDEX card_payments_by_created ON card_payments (business_id, environment, created);
    CREATE INDEX card_payments_by_status ON card_payments (business_id, environment, status, created);
    CREATE INDEX card_payments_by_brand ON card_payments (business_id, environment, card_brand, created);
    CREATE INDEX card_payments_by_source ON card_payments (business_id, environment, source, created);
    CREATE INDEX card_payments_by_external_id ON card_payments (business_id, environment, external_id);
    CREATE INDEX card_payments_by_last_four ON card_payments (business_id, environment, last_four, created);
    CREATE INDEX card_payments_by_token ON card_payments (token_id);
    CREATE INDEX card_payments_by_authentication ON card_payments (authentication_id);
    CREATE INDEX card_payments_by_authorization ON card_payments (authorization_id);
    CREATE INDEX card_payments_by_settlement ON card_payments (settlement_id);

    CREATE TABLE card_refunds (
      id TEXT PRIMARY KEY,
      payment_id TEXT NOT NULL REFERENCES card_payments (id) ON DELETE CASCADE,
      amount REAL NOT NULL,
      status TEXT NOT NULL,
      reason TEXT,
      created TEXT NOT NULL,
      updated TEXT NOT NULL
    );
    CREATE INDEX card_refunds_by_payment ON card_refunds (payment_id, created);

    -- Export requests: prepared in the background (their progress is computed from created_at_ms).
    CREATE TABLE card_report_requests (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL,
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created TEXT NOT NULL,
      created_at_ms INTEGER NOT NULL,
      request TEXT NOT NULL
    );
    CREATE INDEX card_report_requests_by_user ON card_report_requests (business_id, environment, user_id, created_at_ms);
  `,
};
