import type { Migration } from '../migration';

export const migration: Migration = {
  // 12: the number the cards branch was given (issue 17's report mail, issue 18).
  version: 12,
  name: 'card reports mailed to their recipients (spec 02 §5 export); card chargebacks and their evidence, card promotions (spec 02 §4, §7; issue 18)',
  sql: `
    ALTER TABLE card_report_requests ADD COLUMN mailed_at_ms INTEGER;
    CREATE INDEX card_report_requests_to_mail ON card_report_requests (mailed_at_ms, created_at_ms);

    CREATE TABLE card_chargebacks (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL,
      payment_id TEXT NOT NULL REFERENCES card_payments (id) ON DELETE CASCADE,
      created TEXT NOT NULL,
      status TEXT NOT NULL,
      reason TEXT NOT NULL,
      reason_code TEXT NOT NULL,
      amount REAL NOT NULL,
      currency TEXT NOT NULL,
      respond_by TEXT NOT NULL,
      response_text TEXT,
      responded_at TEXT,
      responded_by TEXT
    );
    CREATE INDEX card_chargebacks_by_created ON card_chargebacks (business_id, environment, created);
    CREATE INDEX card_chargebacks_by_status ON card_chargebacks (business_id, environment, status, created);

    -- Evidence kept in the database (at most 5 of 8 MB each per chargeback), so a reset removes it too.
    CREATE TABLE card_chargeback_documents (
      id TEXT PRIMARY KEY,
      chargeback_id TEXT NOT NULL REFERENCES card_chargebacks (id) ON DELETE CASCADE,
      file_name TEXT NOT NULL,
      content_type TEXT NOT NULL,
      size INTEGER NOT NULL,
      data BLOB NOT NULL,
      created TEXT NOT NULL,
      created_by TEXT NOT NULL
    );
    CREATE INDEX card_chargeback_documents_by_chargeback ON card_chargeback_documents (chargeback_id, created);

    -- A promotion's status is not stored: it follows from its dates, today, and whether it is paused.
    CREATE TABLE card_promotions (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL,
      name TEXT NOT NULL,
      type TEXT NOT NULL CHECK (type IN ('DISCOUNT', 'INSTALLMENT')),
      discount_percent REAL,
      installment_months INTEGER,
      bin_ranges TEXT NOT NULL,
      start_date TEXT NOT NULL,
      end_date TEXT NOT NULL,
      paused INTEGER NOT NULL DEFAULT 0,
      currency TEXT NOT NULL,
      created TEXT NOT NULL,
      updated TEXT NOT NULL
    );
    CREATE INDEX card_promotions_by_business ON card_promotions (business_id, environment, created);
  `,
};
