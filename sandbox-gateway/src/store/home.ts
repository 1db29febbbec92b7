import { randomUUID } from 'node:crypto';
import type {
  BankAccount,
  BusinessUser,
  CapitalOffering,
  EarlySettlementRequest,
  HomeRequestAnswer,
  HomeSettings,
  IncorporationServiceRequest,
} from 'shared-contracts/areas/home/home';
import type { SandboxDatabase } from '../db/connection';
import { INTERNAL_STAFF_DOMAINS } from '../seed/personas';

/** Home data of one business (migration 6). */
export function homeSettings(db: SandboxDatabase, businessId: string): HomeSettings {
  const value = db
    .prepare('SELECT should_disable_invoice_creation FROM home_settings WHERE business_id = ?')
    .pluck()
    .get(businessId) as number | undefined;
  return { should_disable_invoice_creation: value === 1 };
}

/** Only the last 4 digits of an account number leave the gateway. */
export const mask = (number: string): string => `${'•'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;

/** The business's accounts (not the removed ones), oldest first; the default one says so (migration 24). */
export function bankAccounts(db: SandboxDatabase, businessId: string): BankAccount[] {
  const rows = db
    .prepare(
      `SELECT id, bank_code, account_holder_name, account_number, created FROM bank_accounts
       WHERE business_id = ? AND removed_at IS NULL ORDER BY created, id`,
    )
    .all(businessId) as (Omit<BankAccount, 'masked_account_number'> & { account_number: string })[];
  const chosen = db.prepare('SELECT bank_account_id FROM bank_account_defaults WHERE business_id = ?').pluck().get(businessId) as string | undefined;
  const defaultId = rows.some((row) => row.id === chosen) ? chosen : rows[0]?.id;
  return rows.map(({ account_number, ...row }) => ({ ...row, masked_account_number: mask(account_number), is_default: row.id === defaultId }));
}

export const isInternalStaff = (email: string): boolean =>
  INTERNAL_STAFF_DOMAINS.some((domain) => email.toLowerCase().endsWith(`@${domain}`));

/**
 * The business's team: its members, without internal staff (who reach every business through
 * internal access and are nobody's team member).
 */
export function businessUsers(db: SandboxDatabase, businessId: string): BusinessUser[] {
  const rows = db
    .prepare(
      `SELECT u.id, u.email, u.full_name FROM memberships m JOIN users u ON u.id = m.user_id
       WHERE m.business_id = ? ORDER BY m.position, u.email`,
    )
    .all(businessId) as BusinessUser[];
  return rows.filter((user) => !isInternalStaff(user.email));
}

interface OfferingRow {
  max_amount: number | null;
  eligible: number;
  submitted_at: string | null;
}

export function capitalOffering(db: SandboxDatabase, businessId: string): CapitalOffering {
  const row = db
    .prepare('SELECT max_amount, eligible, submitted_at FROM capital_offerings WHERE business_id = ?')
    .get(businessId) as OfferingRow | undefined;
  if (!row) return { max_amount: null, currency: 'IDR', can_submit: false, submitted_at: null };
  return { max_amount: row.max_amount, currency: 'IDR', can_submit: row.eligible === 1 && row.submitted_at === null, submitted_at: row.submitted_at };
}

/** Records that the business is interested; false when it cannot submit (not eligible, or already did). */
export function submitCapitalInterest(db: SandboxDatabase, businessId: string, userId: string, now: string): boolean {
  return (
    db
      .prepare(
        `UPDATE capital_offerings SET submitted_at = ?, submitted_by = ?
         WHERE business_id = ? AND eligible = 1 AND submitted_at IS NULL`,
      )
      .run(now, userId, businessId).changes === 1
  );
}

export type HomeRequestKind = 'INCORPORATION_SERVICE' | 'EARLY_SETTLEMENT';

export function recordHomeRequest(
  db: SandboxDatabase,
  kind: HomeRequestKind,
  who: { businessId: string; userId: string },
  body: IncorporationServiceRequest | EarlySettlementRequest,
  now: string,
): HomeRequestAnswer {
  const id = `req_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  db.prepare('INSERT INTO home_requests VALUES (?, ?, ?, ?, ?, ?)').run(id, kind, who.businessId, who.userId, JSON.stringify(body), now);
  return { id, status: 'SUBMITTED', created: now };
}

export function homeRequests(db: SandboxDatabase, businessId: string, kind: HomeRequestKind): unknown[] {
  return (db.prepare('SELECT body FROM home_requests WHERE business_id = ? AND kind = ? ORDER BY created').pluck().all(businessId, kind) as string[]).map(
    (body) => JSON.parse(body) as unknown,
  );
}
