import type { Migration } from '../migration';

export const migration: Migration = {
  version: 29,
  name: "payout links in the ledger as PAYOUT and PAYOUT_RETURN of source kind payout, and their PAYOUT_LINK callback row (issue 45, decision 0078)",
  // The CHECK lists are the contract's enums as released now (shared-contracts/areas/balance/balance;
  // store/ledger.test.ts holds the newest table's lists to them). SQLite cannot change a CHECK, so the
  // table is rebuilt as migration 19 made it, with the two types and the source kind added; nothing
  // references it. The links made before (WITHDRAWAL and WITHDRAWAL_RETURN entries of source kind
  // withdrawal whose source is a payout_… id, decision 0071) are written as what they are.
  sql: `
    CREATE TABLE ledger_entries_029 (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL CHECK (environment IN ('PRODUCTION', 'DEVELOPMENT')),
      currency TEXT NOT NULL CHECK (currency IN ('IDR', 'PHP', 'USD')),
      type TEXT NOT NULL CHECK (type IN ('PAYMENT', 'REFUND', 'CHARGEBACK', 'CHARGEBACK_REVERSAL', 'WITHDRAWAL', 'WITHDRAWAL_RETURN', 'PAYOUT', 'PAYOUT_RETURN', 'FEE', 'ADJUSTMENT')),
      status TEXT NOT NULL CHECK (status IN ('PENDING', 'AVAILABLE', 'ON_HOLD')),
      channel TEXT NOT NULL CHECK (channel IN ('CARDS', 'BANK_TRANSFER', 'EWALLET', 'RETAIL_OUTLET', 'QR_CODE', 'OTHER')),
      amount INTEGER NOT NULL,
      fee INTEGER NOT NULL CHECK (fee >= 0),
      running_balance INTEGER NOT NULL,
      reference TEXT,
      description TEXT NOT NULL,
      source_kind TEXT NOT NULL CHECK (source_kind IN ('card_payment', 'refund', 'chargeback', 'withdrawal', 'payout', 'billing_statement', 'adjustment')),
      source_id TEXT NOT NULL,
      available_on TEXT,
      created TEXT NOT NULL,
      updated TEXT NOT NULL,
      available_at TEXT,
      held_at TEXT,
      released_at TEXT,
      CHECK (status <> 'PENDING' OR available_on IS NOT NULL)
    );
    INSERT INTO ledger_entries_029 SELECT
      id, business_id, environment, currency,
      CASE WHEN source_kind = 'withdrawal' AND source_id LIKE 'payout\\_%' ESCAPE '\\'
        THEN (CASE type WHEN 'WITHDRAWAL' THEN 'PAYOUT' WHEN 'WITHDRAWAL_RETURN' THEN 'PAYOUT_RETURN' ELSE type END) ELSE type END,
      status, channel, amount, fee, running_balance, reference, description,
      CASE WHEN source_kind = 'withdrawal' AND source_id LIKE 'payout\\_%' ESCAPE '\\' THEN 'payout' ELSE source_kind END,
      source_id, available_on, created, updated, available_at, held_at, released_at
    FROM ledger_entries;
    DROP TABLE ledger_entries;
    ALTER TABLE ledger_entries_029 RENAME TO ledger_entries;
    CREATE INDEX ledger_entries_by_created ON ledger_entries (business_id, environment, currency, created DESC, id DESC);
    CREATE INDEX ledger_entries_by_type ON ledger_entries (business_id, environment, currency, type, created DESC, id DESC);
    CREATE INDEX ledger_entries_by_status ON ledger_entries (business_id, environment, currency, status, created DESC, id DESC);
    CREATE INDEX ledger_entries_by_channel ON ledger_entries (business_id, environment, currency, channel, created DESC, id DESC);
    CREATE INDEX ledger_entries_by_source ON ledger_entries (source_id, source_kind, type);
    CREATE INDEX ledger_entries_by_reference ON ledger_entries (reference);
    CREATE INDEX ledger_entries_to_settle ON ledger_entries (status, available_on);

    -- Every business with callback rows gets the payout links' row, after the batch disbursements'
    -- (the seed's CALLBACK_ROWS order, seed/developers.ts), in each environment it has rows in.
    UPDATE webhooks SET position = position + 1
      WHERE position > (SELECT b.position FROM webhooks b WHERE b.business_id = webhooks.business_id
        AND b.environment = webhooks.environment AND b.product = 'BATCH_DISBURSEMENT');
    INSERT INTO webhooks (id, business_id, environment, product, name, information, product_api_version,
      default_webhook_format_version, information_links, type, url, verification_token_hash, position)
    SELECT substr(b.id, 1, length(b.id) - length('batch_disbursement')) || 'payout_link', b.business_id, b.environment, 'PAYOUT_LINK',
      'Payout link claimed or ended', 'Sent when a payout link is claimed, voided or expires.', '2020-10-31', 'v1',
      '[{"label":"Documentation","url":"https://docs.sandbox.test/callbacks/payout_link"}]', 'payout_link.updated', NULL, NULL, b.position + 1
    FROM webhooks b
    WHERE b.product = 'BATCH_DISBURSEMENT'
      AND NOT EXISTS (SELECT 1 FROM webhooks p WHERE p.business_id = b.business_id AND p.environment = b.environment AND p.product = 'PAYOUT_LINK');
  `,
};
