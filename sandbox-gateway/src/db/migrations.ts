/**
 * The database schema as ordered, versioned migrations. A migration, once released, never changes:
 * a schema change is a new entry at the end. Each is applied once, in a transaction, and recorded in
 * `schema_migrations`.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
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
  },
  {
    version: 2,
    name: 'data that differs per environment, billing and notifications',
    sql: `
      CREATE TABLE api_settings (
        business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        environment TEXT NOT NULL,
        cidr_whitelist TEXT NOT NULL,
        PRIMARY KEY (business_id, environment)
      );

      CREATE TABLE secret_api_keys (
        id TEXT PRIMARY KEY,
        business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        environment TEXT NOT NULL,
        name TEXT NOT NULL,
        created TEXT NOT NULL
      );

      CREATE TABLE ereceipts_merchants (
        business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        environment TEXT NOT NULL,
        is_activated INTEGER NOT NULL,
        PRIMARY KEY (business_id, environment)
      );

      CREATE TABLE billing_statements (
        id TEXT PRIMARY KEY,
        business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        status TEXT NOT NULL,
        due_date_term TEXT NOT NULL,
        amount INTEGER NOT NULL,
        currency TEXT NOT NULL,
        period TEXT NOT NULL
      );

      CREATE TABLE notifications (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        created TEXT NOT NULL,
        title_en TEXT NOT NULL,
        title_id TEXT,
        message_en TEXT NOT NULL,
        message_id TEXT,
        is_read INTEGER NOT NULL,
        media_type TEXT,
        media_url TEXT,
        target_url TEXT
      );
      CREATE INDEX notifications_by_user ON notifications (user_id, created DESC);
    `,
  },
  {
    version: 3,
    name: 'sessions, token families, one-time codes, rate limits and the outbox',
    sql: `
      CREATE TABLE sessions (
        id_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        business_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );

      CREATE TABLE token_families (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        business_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER,
        revoked_reason TEXT
      );

      CREATE TABLE refresh_tokens (
        token_hash TEXT PRIMARY KEY,
        family_id TEXT NOT NULL REFERENCES token_families (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        spent_at INTEGER
      );

      CREATE TABLE one_time_tokens (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        used_at INTEGER
      );

      CREATE TABLE otp_requests (
        user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        recipient TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );

      CREATE TABLE rate_limit_hits (bucket TEXT NOT NULL, key TEXT NOT NULL, at INTEGER NOT NULL);
      CREATE INDEX rate_limit_hits_by_key ON rate_limit_hits (bucket, key, at);

      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL,
        recipient TEXT NOT NULL,
        subject TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 4,
    name: 'refresh-token reuse grace, revocable access tokens',
    sql: `
      ALTER TABLE refresh_tokens ADD COLUMN sealed TEXT;
      ALTER TABLE refresh_tokens ADD COLUMN grace_used INTEGER NOT NULL DEFAULT 0;
      CREATE INDEX refresh_tokens_by_family ON refresh_tokens (family_id, spent_at);

      CREATE TABLE revoked_access_tokens (jti TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
    `,
  },
  {
    version: 5,
    name: 'notifications per business, and the ratings they ask for',
    sql: `
      ALTER TABLE notifications ADD COLUMN business_id TEXT NOT NULL DEFAULT '';
      ALTER TABLE notifications ADD COLUMN asks_feedback INTEGER NOT NULL DEFAULT 0;
      -- A database seeded before this migration: each notification belongs to the user's first business.
      UPDATE notifications SET business_id = COALESCE(
        (SELECT m.business_id FROM memberships m WHERE m.user_id = notifications.user_id ORDER BY m.position LIMIT 1), '');
      CREATE INDEX notifications_by_business ON notifications (user_id, business_id, created DESC);

      CREATE TABLE notification_feedback (
        notification_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        business_id TEXT NOT NULL,
        rating INTEGER NOT NULL,
        comment TEXT,
        created TEXT NOT NULL
      );
    `,
  },
  {
    version: 6,
    name: 'the home page: settings, bank accounts, capital offerings and the requests it sends',
    sql: `
      CREATE TABLE home_settings (
        business_id TEXT PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
        should_disable_invoice_creation INTEGER NOT NULL
      );

      CREATE TABLE bank_accounts (
        id TEXT PRIMARY KEY,
        business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        bank_code TEXT NOT NULL,
        account_holder_name TEXT NOT NULL,
        account_number TEXT NOT NULL,
        created TEXT NOT NULL
      );
      CREATE INDEX bank_accounts_by_business ON bank_accounts (business_id, created);

      CREATE TABLE capital_offerings (
        business_id TEXT PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
        max_amount INTEGER,
        eligible INTEGER NOT NULL,
        submitted_at TEXT,
        submitted_by TEXT
      );

      CREATE TABLE home_requests (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        body TEXT NOT NULL,
        created TEXT NOT NULL
      );
    `,
  },
  {
    version: 7,
    name: 'settings: the business logo (its bytes, checked by content); team invitations',
    sql: `
      CREATE TABLE invitations (
        id TEXT PRIMARY KEY,
        -- Only the token's SHA-256: the emailed link is the credential, the table never holds it.
        token_hash TEXT NOT NULL UNIQUE,
        business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        email TEXT NOT NULL COLLATE NOCASE,
        full_name TEXT NOT NULL,
        permissions TEXT NOT NULL,
        invited_by TEXT NOT NULL,
        created TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        UNIQUE (business_id, email)
      );

      CREATE TABLE business_logos (
        business_id TEXT PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
        content_type TEXT NOT NULL,
        width INTEGER NOT NULL,
        height INTEGER NOT NULL,
        bytes BLOB NOT NULL,
        updated TEXT NOT NULL
      );
    `,
  },
  {
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
  },
  {
    version: 9,
    name: 'activation (issue 19): lead qualification answers, company types, industry sectors, master fields, the saved form, uploaded files',
    sql: `
      CREATE TABLE activation_lead_answers (
        id TEXT PRIMARY KEY,
        key TEXT NOT NULL,
        answer TEXT NOT NULL,
        country_id TEXT,
        position INTEGER NOT NULL
      );

      CREATE TABLE activation_company_types (
        id TEXT PRIMARY KEY,
        company_type TEXT NOT NULL,
        lead_qualification_id TEXT NOT NULL REFERENCES activation_lead_answers (id) ON DELETE CASCADE,
        position INTEGER NOT NULL
      );

      CREATE TABLE activation_industry_sectors (
        id TEXT PRIMARY KEY,
        parent_id TEXT REFERENCES activation_industry_sectors (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        entity_types TEXT NOT NULL,
        position INTEGER NOT NULL
      );

      CREATE TABLE activation_master_fields (
        id TEXT PRIMARY KEY,
        field_name TEXT NOT NULL,
        country_id TEXT NOT NULL,
        category TEXT NOT NULL,
        label_en TEXT NOT NULL,
        label_id TEXT NOT NULL,
        input TEXT NOT NULL,
        required INTEGER NOT NULL,
        position INTEGER NOT NULL
      );
      CREATE INDEX activation_master_fields_by_section ON activation_master_fields (country_id, category, position);

      CREATE TABLE activation_details (
        business_id TEXT PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
        facts TEXT NOT NULL,
        extra TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        updated_by TEXT NOT NULL
      );

      CREATE TABLE activation_files (
        id TEXT PRIMARY KEY,
        business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        doc_type TEXT NOT NULL,
        file_name TEXT NOT NULL,
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        stored_as TEXT NOT NULL,
        created TEXT NOT NULL,
        created_by TEXT NOT NULL
      );
      CREATE INDEX activation_files_by_business ON activation_files (business_id, created);
    `,
  },
  {
    // 10, not 7: the branches of issues 17-19 took 7, 8 and 9; the runner applies them by number.
    version: 10,
    name: 'feedback and ratings (spec 02 §3), email confirmation links (spec 01 §2)',
    sql: `
      CREATE TABLE feedback (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('FEEDBACK', 'RATING')),
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        email TEXT NOT NULL,
        business_id TEXT NOT NULL,
        business_name TEXT NOT NULL,
        entity TEXT NOT NULL,
        feedback_type TEXT,
        feedback TEXT,
        agree_to_be_contacted INTEGER,
        scale TEXT,
        rating INTEGER,
        comment TEXT,
        source TEXT,
        created TEXT NOT NULL
      );
      CREATE INDEX feedback_by_created ON feedback (created);

      -- Email confirmation links (spec 01 §2): only the token's hash is kept.
      CREATE TABLE email_verifications (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
    `,
  },
];
