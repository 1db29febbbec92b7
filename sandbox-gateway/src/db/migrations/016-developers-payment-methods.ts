import type { Migration } from '../migration';

export const migration: Migration = {
  version: 16,
  name: 'developers and payment methods (issue 16): API keys with a hashed secret, callbacks and their events, product submissions',
  sql: `
    -- A key's secret is kept only as its SHA-256 hash; the list shows its first characters.
    ALTER TABLE secret_api_keys ADD COLUMN prefix TEXT NOT NULL DEFAULT '';
    ALTER TABLE secret_api_keys ADD COLUMN secret_hash TEXT;
    ALTER TABLE secret_api_keys ADD COLUMN permissions TEXT NOT NULL
      DEFAULT '{"money_in":"WRITE","money_out":"WRITE","balance":"READ"}';

    CREATE TABLE webhooks (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL,
      product TEXT NOT NULL,
      name TEXT NOT NULL,
      information TEXT NOT NULL,
      product_api_version TEXT NOT NULL,
      default_webhook_format_version TEXT NOT NULL,
      information_links TEXT NOT NULL,
      type TEXT NOT NULL,
      url TEXT,
      verification_token_hash TEXT,
      position INTEGER NOT NULL
    );
    CREATE INDEX webhooks_by_business ON webhooks (business_id, environment, position);

    CREATE TABLE webhook_events (
      id TEXT PRIMARY KEY,
      webhook_id TEXT NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
      callback_request_id TEXT NOT NULL,
      status TEXT NOT NULL,
      created_at TEXT NOT NULL,
      next_redelivery_schedule TEXT,
      sender TEXT NOT NULL,
      url TEXT NOT NULL,
      request_payload TEXT NOT NULL,
      response_code INTEGER,
      response_payload TEXT,
      response_duration INTEGER,
      response_error_code TEXT,
      is_test INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX webhook_events_by_webhook ON webhook_events (webhook_id, created_at);
    CREATE INDEX webhook_events_by_request ON webhook_events (callback_request_id, created_at);

    CREATE TABLE product_submissions (
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      product TEXT NOT NULL,
      is_enabled INTEGER NOT NULL,
      is_submitted INTEGER NOT NULL,
      is_rejected INTEGER NOT NULL,
      sub_status TEXT,
      estimated_activation_timestamp TEXT,
      submitted_at TEXT,
      activated_at TEXT,
      rejected_at TEXT,
      deactivated_at TEXT,
      cards_disabled INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (business_id, product)
    );
  `,
};
