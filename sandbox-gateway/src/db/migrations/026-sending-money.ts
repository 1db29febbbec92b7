import type { Migration } from '../migration';

export const migration: Migration = {
  version: 26,
  name: 'sending money (issue 45, decision 0071): disbursements with their idempotency keys, outcomes and failure reasons; batches with their maker and checker; payout links',
  // The CHECK lists are the contract's enums as released (shared-contracts/areas/sending-money/sending-money):
  // a new status is a new migration. Amounts and fees are minor units, as the ledger's.
  sql: `
    -- A batch file's validated rows wait here until a checker approves (then each row becomes a
    -- disbursement) or rejects it (nothing is paid). The maker never decides their own batch.
    CREATE TABLE disbursement_batches (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL CHECK (environment IN ('PRODUCTION', 'DEVELOPMENT')),
      file_name TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('NEEDS_APPROVAL', 'REJECTED', 'COMPLETED')),
      currency TEXT NOT NULL CHECK (currency IN ('IDR', 'PHP', 'USD')),
      row_count INTEGER NOT NULL CHECK (row_count > 0),
      total INTEGER NOT NULL CHECK (total > 0),
      fees INTEGER NOT NULL CHECK (fees >= 0),
      -- The rows as validated (JSON), paid from when approved.
      rows TEXT NOT NULL,
      created_by TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      decided_by TEXT REFERENCES users (id) ON DELETE SET NULL,
      created TEXT NOT NULL,
      decided_at TEXT,
      CHECK (decided_by IS NULL OR decided_by <> created_by)
    );
    CREATE INDEX disbursement_batches_by_created ON disbursement_batches (business_id, environment, created DESC, id DESC);

    CREATE TABLE disbursements (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL CHECK (environment IN ('PRODUCTION', 'DEVELOPMENT')),
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      -- A repeated request with the same key answers the first one's disbursement (decision 0071).
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
      -- The batch it was paid in, if any (created when the batch is approved).
      batch_id TEXT REFERENCES disbursement_batches (id) ON DELETE CASCADE,
      CHECK ((status IN ('FAILED', 'RETURNED')) = (failure_code IS NOT NULL))
    );
    CREATE UNIQUE INDEX disbursements_by_idempotency_key ON disbursements (business_id, environment, idempotency_key);
    -- The list's cursor paging, newest first, and its status and channel filters in the same order.
    CREATE INDEX disbursements_by_created ON disbursements (business_id, environment, created DESC, id DESC);
    CREATE INDEX disbursements_by_status ON disbursements (business_id, environment, status, created DESC, id DESC);
    CREATE INDEX disbursements_by_batch ON disbursements (batch_id, created, id);
    CREATE INDEX disbursements_by_channel ON disbursements (business_id, environment, channel_code, created DESC, id DESC);

    -- A payout link: its amount and fee leave available money when it is made; claimed, the money
    -- goes to the account the recipient gives; voided or expired, it comes back.
    CREATE TABLE payouts (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL CHECK (environment IN ('PRODUCTION', 'DEVELOPMENT')),
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      idempotency_key TEXT NOT NULL,
      request_hash TEXT NOT NULL,
      -- The recipient's page's key: unguessable.
      code TEXT NOT NULL UNIQUE,
      currency TEXT NOT NULL CHECK (currency IN ('IDR', 'PHP', 'USD')),
      amount INTEGER NOT NULL CHECK (amount > 0),
      fee INTEGER NOT NULL CHECK (fee >= 0),
      description TEXT NOT NULL,
      recipient_email TEXT,
      status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'CLAIMED', 'VOIDED', 'EXPIRED')),
      expiry_date TEXT NOT NULL,
      created TEXT NOT NULL,
      updated TEXT NOT NULL,
      claimed_at TEXT,
      claimed_channel TEXT,
      claimed_account TEXT,
      claimed_name TEXT,
      voided_at TEXT,
      expired_at TEXT
    );
    CREATE UNIQUE INDEX payouts_by_idempotency_key ON payouts (business_id, environment, idempotency_key);
    CREATE INDEX payouts_by_created ON payouts (business_id, environment, created DESC, id DESC);
    CREATE INDEX payouts_by_status ON payouts (business_id, environment, status, created DESC, id DESC);
    CREATE INDEX payouts_to_expire ON payouts (status, expiry_date);
  `,
};
