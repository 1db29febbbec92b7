import type { Migration } from '../migration';

export const migration: Migration = {
  version: 26,
  name: 'sending money (issue 45, decision 0070): single disbursements with their idempotency keys, outcomes and failure reasons',
  // The CHECK lists are the contract's enums as released (shared-contracts/areas/sending-money/sending-money):
  // a new status is a new migration. Amounts and fees are minor units, as the ledger's.
  sql: `
    CREATE TABLE disbursements (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL CHECK (environment IN ('PRODUCTION', 'DEVELOPMENT')),
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      -- A repeated request with the same key answers the first one's disbursement (decision 0070).
      idempotency_key TEXT NOT NULL,
      -- What was asked, to refuse the same key with another request.
      request_hash TEXT NOT NULL,
      channel_code TEXT NOT NULL,
      channel_category TEXT NOT NULL CHECK (channel_category IN ('BANK', 'EWALLET')),
      account_number TEXT NOT NULL,
      account_holder_name TEXT NOT NULL,
      currency TEXT NOT NULL CHECK (currency IN ('IDR', 'PHP', 'USD')),
      amount INTEGER NOT NULL CHECK (amount > 0),
      fee INTEGER NOT NULL CHECK (fee >= 0),
      description TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('PENDING', 'COMPLETED', 'FAILED', 'RETURNED')),
      failure_code TEXT CHECK (failure_code IN ('INVALID_DESTINATION', 'RECIPIENT_ACCOUNT_CLOSED', 'REJECTED_BY_BANK', 'RETURNED_BY_BANK')),
      created TEXT NOT NULL,
      updated TEXT NOT NULL,
      -- The timeline.
      completed_at TEXT,
      failed_at TEXT,
      returned_at TEXT,
      CHECK ((status IN ('FAILED', 'RETURNED')) = (failure_code IS NOT NULL))
    );
    CREATE UNIQUE INDEX disbursements_by_idempotency_key ON disbursements (business_id, environment, idempotency_key);
    -- The list's cursor paging, newest first, and its status and channel filters in the same order.
    CREATE INDEX disbursements_by_created ON disbursements (business_id, environment, created DESC, id DESC);
    CREATE INDEX disbursements_by_status ON disbursements (business_id, environment, status, created DESC, id DESC);
    CREATE INDEX disbursements_by_channel ON disbursements (business_id, environment, channel_code, created DESC, id DESC);
  `,
};
