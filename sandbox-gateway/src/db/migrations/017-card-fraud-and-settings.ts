import type { Migration } from '../migration';

export const migration: Migration = {
  // 17: the numbers between 15 and 17 belong to other branches of this session.
  version: 17,
  name: 'card fraud prevention and card settings (issue 18): custom lists, rule sets, predictions, MID settings, change requests and their log',
  sql: `
    CREATE TABLE card_fraud_entries (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL,
      list TEXT NOT NULL,
      value TEXT NOT NULL,
      action TEXT,
      note TEXT,
      bin_data TEXT,
      created TEXT NOT NULL,
      updated TEXT NOT NULL,
      UNIQUE (business_id, environment, list, value)
    );
    CREATE TABLE card_fraud_entry_changes (
      entry_id TEXT NOT NULL REFERENCES card_fraud_entries (id) ON DELETE CASCADE,
      change TEXT NOT NULL,
      actor_email TEXT NOT NULL,
      created TEXT NOT NULL
    );
    CREATE INDEX card_fraud_entry_changes_by_entry ON card_fraud_entry_changes (entry_id, created);
    CREATE TABLE card_fraud_rule_sets (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL,
      key TEXT NOT NULL,
      level TEXT NOT NULL,
      action TEXT NOT NULL,
      updated TEXT NOT NULL,
      UNIQUE (business_id, environment, key)
    );
    CREATE TABLE card_fraud_rule_set_changes (
      rule_set_id TEXT NOT NULL REFERENCES card_fraud_rule_sets (id) ON DELETE CASCADE,
      level TEXT NOT NULL,
      action TEXT NOT NULL,
      actor_email TEXT NOT NULL,
      created TEXT NOT NULL
    );
    CREATE INDEX card_fraud_rule_set_changes_by_rule_set ON card_fraud_rule_set_changes (rule_set_id, created);
    CREATE TABLE card_fraud_predictions (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL,
      payment_id TEXT NOT NULL,
      masked_card_number TEXT NOT NULL,
      amount REAL NOT NULL,
      currency TEXT NOT NULL,
      score INTEGER NOT NULL,
      created TEXT NOT NULL
    );
    CREATE INDEX card_fraud_predictions_by_created ON card_fraud_predictions (business_id, environment, created);
    CREATE TABLE card_mid_settings (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL,
      mid TEXT NOT NULL,
      acquirer TEXT NOT NULL,
      currency TEXT NOT NULL,
      label TEXT NOT NULL,
      settings TEXT NOT NULL,
      updated TEXT NOT NULL
    );
    CREATE TABLE card_settings_change_requests (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL,
      mid_setting_id TEXT NOT NULL REFERENCES card_mid_settings (id) ON DELETE CASCADE,
      setting TEXT NOT NULL,
      value INTEGER NOT NULL,
      reason TEXT NOT NULL,
      status TEXT NOT NULL,
      requested_by TEXT NOT NULL,
      decided_by TEXT,
      created TEXT NOT NULL,
      decided TEXT
    );
    CREATE TABLE card_settings_logs (
      id TEXT PRIMARY KEY,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL,
      change TEXT NOT NULL,
      mid TEXT NOT NULL,
      detail TEXT NOT NULL,
      actor_email TEXT NOT NULL,
      created TEXT NOT NULL
    );
    CREATE INDEX card_settings_logs_by_created ON card_settings_logs (business_id, environment, created);
  `,
};
