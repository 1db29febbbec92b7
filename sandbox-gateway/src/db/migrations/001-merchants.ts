import type { Migration } from '../migration';

export const migration: Migration = {
  version: 1,
  name: 'merchants, users and their settings',
  sql: `
    CREATE TABLE sandbox_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

    CREATE TABLE businesses (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      email TEXT NOT NULL,
      logo TEXT,
      entity TEXT NOT NULL,
      brand_name TEXT NOT NULL,
      country_of_operation TEXT NOT NULL,
      environment TEXT NOT NULL,
      go_live_status TEXT NOT NULL,
      kyc_verification_status TEXT NOT NULL,
      created TEXT NOT NULL,
      type TEXT NOT NULL,
      exclude_dashboard_page TEXT NOT NULL,
      exclude_dashboard_settings TEXT NOT NULL,
      is_xp_sub_account INTEGER NOT NULL,
      xp_sub_account_type TEXT,
      xp_master_account_id TEXT,
      can_view_disbursement INTEGER NOT NULL,
      is_xen_platform INTEGER NOT NULL,
      instant_activation_before_bdd INTEGER NOT NULL,
      segment TEXT,
      get_started_page_enabled INTEGER NOT NULL,
      get_started_page_completed INTEGER NOT NULL,
      submitted_date TEXT,
      business_logo_url TEXT
    );

    CREATE TABLE users (
      id TEXT PRIMARY KEY,
      email TEXT NOT NULL UNIQUE COLLATE NOCASE,
      password_hash TEXT NOT NULL,
      full_name TEXT NOT NULL,
      phone_number TEXT,
      is_phone_number_verified INTEGER NOT NULL,
      mfa_type TEXT NOT NULL,
      email_verification_status TEXT NOT NULL,
      timezone TEXT NOT NULL,
      preferred_language TEXT NOT NULL,
      preferred_timezone TEXT,
      status TEXT NOT NULL,
      entity TEXT NOT NULL,
      created TEXT NOT NULL,
      is_pin_set INTEGER NOT NULL,
      is_locked INTEGER NOT NULL,
      im_consent_accepted INTEGER,
      im_consent_timestamp TEXT,
      default_business_id TEXT NOT NULL REFERENCES businesses (id)
    );

    CREATE TABLE memberships (
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      can_view INTEGER NOT NULL,
      can_edit INTEGER NOT NULL,
      can_approve INTEGER NOT NULL,
      can_manage_tech_settings INTEGER NOT NULL,
      can_administer INTEGER NOT NULL,
      can_withdraw INTEGER NOT NULL,
      operation INTEGER NOT NULL,
      balance_view INTEGER NOT NULL,
      PRIMARY KEY (user_id, business_id)
    );

    CREATE TABLE feature_flags (
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      flag TEXT NOT NULL,
      enabled INTEGER NOT NULL,
      PRIMARY KEY (business_id, flag)
    );

    CREATE TABLE account_notifications (
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      notify TEXT NOT NULL,
      business_id TEXT NOT NULL DEFAULT '',
      status TEXT NOT NULL,
      remind_me TEXT,
      position INTEGER NOT NULL,
      PRIMARY KEY (user_id, notify, business_id)
    );

    CREATE TABLE onboarding_steps (
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      step TEXT NOT NULL,
      percentage INTEGER NOT NULL,
      position INTEGER NOT NULL,
      PRIMARY KEY (business_id, step)
    );

    CREATE TABLE activation_countries (id TEXT PRIMARY KEY, country_name TEXT NOT NULL, position INTEGER NOT NULL);
  `,
};
