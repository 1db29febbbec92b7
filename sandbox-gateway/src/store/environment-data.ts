import type { Environment } from 'shared-contracts';
import type { ApiSettings, BillingStatement, EreceiptsMerchant, SecretApiCredential } from 'shared-contracts/gateway';
import type { SandboxDatabase } from '../db/connection';

/** Data that differs between test (DEVELOPMENT) and live (PRODUCTION) mode. */
export function apiSettings(db: SandboxDatabase, businessId: string, environment: Environment): ApiSettings {
  const value = db
    .prepare('SELECT cidr_whitelist FROM api_settings WHERE business_id = ? AND environment = ?')
    .pluck()
    .get(businessId, environment) as string | undefined;
  return { cidr_whitelist: value ? (JSON.parse(value) as string[]) : [] };
}

/** The secret keys' metadata; the key material itself is never answered. */
export function secretApiCredentials(db: SandboxDatabase, businessId: string, environment: Environment): SecretApiCredential[] {
  return db
    .prepare(
      'SELECT id, name, environment, created FROM secret_api_keys WHERE business_id = ? AND environment = ? ORDER BY created',
    )
    .all(businessId, environment) as SecretApiCredential[];
}

export function ereceiptsMerchant(db: SandboxDatabase, businessId: string, environment: Environment): EreceiptsMerchant {
  const value = db
    .prepare('SELECT is_activated FROM ereceipts_merchants WHERE business_id = ? AND environment = ?')
    .pluck()
    .get(businessId, environment) as number | undefined;
  return { is_activated: value === 1 };
}

export function billingStatements(db: SandboxDatabase, businessId: string): BillingStatement[] {
  return db
    .prepare(
      `SELECT id, status, due_date_term, amount, currency, period FROM billing_statements
       WHERE business_id = ? ORDER BY due_date_term DESC`,
    )
    .all(businessId) as BillingStatement[];
}

/** What the sandbox's outbox holds, standing for SMS and email (QA reads it: GET /__sandbox/outbox). */
export type OutboxKind =
  | 'OTP_SMS'
  | 'IP_WHITELIST_REMINDER_EMAIL'
  | 'TEAM_INVITATION_EMAIL'
  | 'EMAIL_VERIFICATION'
  | 'CARD_REPORT_EMAIL'
  | 'TRANSACTION_EXPORT_EMAIL'
  | 'PASSWORD_RESET_EMAIL'
  | 'ACCOUNT_UNLOCK_EMAIL'
  | 'ACCOUNT_EXISTS_EMAIL'
  | 'INVOICE_EMAIL'
  | 'INVOICE_REMINDER_EMAIL'
  | 'INVOICE_RECEIPT_EMAIL';

export function recordOutboxMessage(
  db: SandboxDatabase,
  message: { kind: OutboxKind; recipient: string; subject: string },
  now: number,
): void {
  db.prepare('INSERT INTO outbox (kind, recipient, subject, created_at) VALUES (?, ?, ?, ?)').run(
    message.kind,
    message.recipient,
    message.subject,
    now,
  );
}
