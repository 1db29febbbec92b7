import type { Migration } from '../migration';

export const migration: Migration = {
  version: 19,
  name: 'the ledger every money movement writes (issue 40, docs/money-pages.md); withdrawals get an environment and their outcomes',
  // The CHECK lists are the contract's enums as they were when this migration was released
  // (shared-contracts/areas/balance/balance; a test holds them together): a new type is a new migration.
  sql: `
    CREATE TABLE ledger_entries (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL CHECK (environment IN ('PRODUCTION', 'DEVELOPMENT')),
      currency TEXT NOT NULL CHECK (currency IN ('IDR', 'PHP', 'USD')),
      type TEXT NOT NULL CHECK (type IN ('PAYMENT', 'REFUND', 'CHARGEBACK', 'CHARGEBACK_REVERSAL', 'WITHDRAWAL', 'WITHDRAWAL_RETURN', 'FEE', 'ADJUSTMENT')),
      status TEXT NOT NULL CHECK (status IN ('PENDING', 'AVAILABLE', 'ON_HOLD')),
      channel TEXT NOT NULL CHECK (channel IN ('CARDS', 'BANK_TRANSFER', 'EWALLET', 'RETAIL_OUTLET', 'QR_CODE', 'OTHER')),
      -- Minor units of the currency (IDR has none), signed, net of the fee; never changed once written.
      amount INTEGER NOT NULL,
      fee INTEGER NOT NULL CHECK (fee >= 0),
      -- The ledger's sum after this entry, in (created, id) order: written at insert, since amounts never change.
      running_balance INTEGER NOT NULL,
      reference TEXT,
      description TEXT NOT NULL,
      source_kind TEXT NOT NULL CHECK (source_kind IN ('card_payment', 'refund', 'chargeback', 'withdrawal', 'billing_statement', 'adjustment')),
      source_id TEXT NOT NULL,
      available_on TEXT,
      created TEXT NOT NULL,
      updated TEXT NOT NULL,
      -- The timeline: when a PENDING entry became available, when it was put on hold, when the hold ended.
      available_at TEXT,
      held_at TEXT,
      released_at TEXT,
      CHECK (status <> 'PENDING' OR available_on IS NOT NULL)
    );
    -- The list's cursor paging, newest first (and each ledger's last entry, for the running balance).
    CREATE INDEX ledger_entries_by_created ON ledger_entries (business_id, environment, currency, created DESC, id DESC);
    -- A type, status or channel filter walks only its own entries, still in the list's order.
    CREATE INDEX ledger_entries_by_type ON ledger_entries (business_id, environment, currency, type, created DESC, id DESC);
    CREATE INDEX ledger_entries_by_status ON ledger_entries (business_id, environment, currency, status, created DESC, id DESC);
    CREATE INDEX ledger_entries_by_channel ON ledger_entries (business_id, environment, currency, channel, created DESC, id DESC);
    -- The entries of a payment, refund, chargeback or withdrawal; the search by source id and by reference.
    CREATE INDEX ledger_entries_by_source ON ledger_entries (source_id, source_kind, type);
    CREATE INDEX ledger_entries_by_reference ON ledger_entries (reference);
    -- The settlement sweep: PENDING entries whose day has come.
    CREATE INDEX ledger_entries_to_settle ON ledger_entries (status, available_on);

    -- Large exports are prepared in the background and mailed, as the card reports are (migration 12).
    CREATE TABLE ledger_export_requests (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL,
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at_ms INTEGER NOT NULL,
      request TEXT NOT NULL,
      row_count INTEGER NOT NULL,
      mailed_at_ms INTEGER
    );
    CREATE INDEX ledger_export_requests_to_mail ON ledger_export_requests (mailed_at_ms, created_at_ms);

    -- Withdrawals were PENDING only and had no environment: a test-mode withdrawal takes test money.
    -- SQLite cannot change a CHECK, so the table is rebuilt; nothing references it.
    CREATE TABLE withdrawals_019 (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL CHECK (environment IN ('PRODUCTION', 'DEVELOPMENT')),
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      bank_account_id TEXT NOT NULL,
      amount REAL NOT NULL,
      currency TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('PENDING', 'COMPLETED', 'FAILED', 'RETURNED')),
      created TEXT NOT NULL,
      updated TEXT NOT NULL
    );
    INSERT INTO withdrawals_019 (id, business_id, environment, user_id, bank_account_id, amount, currency, status, created, updated)
      SELECT w.id, w.business_id, CASE WHEN b.go_live_status IN ('LIVE', 'TIER_1') THEN 'PRODUCTION' ELSE 'DEVELOPMENT' END,
        w.user_id, w.bank_account_id, w.amount, w.currency, w.status, w.created, w.created
      FROM withdrawals w JOIN businesses b ON b.id = w.business_id;
    DROP TABLE withdrawals;
    ALTER TABLE withdrawals_019 RENAME TO withdrawals;
    CREATE INDEX withdrawals_by_business ON withdrawals (business_id, environment, created);
  `,
};
