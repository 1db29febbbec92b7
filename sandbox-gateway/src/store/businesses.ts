import type { Business, BusinessSettings, FeatureFlags, PermissionFlags } from 'shared-contracts';
import type { CommonCompanyDetail } from 'shared-contracts/gateway';
import { PERMISSION_FLAGS } from 'shared-contracts';
import { FEATURE_FLAGS } from 'shared-contracts';
import type { SandboxDatabase } from '../db/connection';

export interface BusinessRow {
  id: string;
  name: string;
  email: string;
  logo: string | null;
  entity: string;
  brand_name: Business['brand_name'];
  country_of_operation: Business['country_of_operation'];
  environment: Business['environment'];
  go_live_status: Business['go_live_status'];
  kyc_verification_status: CommonCompanyDetail['kyc_verification_status'];
  created: string;
  type: Business['type'];
  exclude_dashboard_page: string;
  exclude_dashboard_settings: string;
  is_xp_sub_account: number;
  xp_sub_account_type: Business['xp_sub_account_type'];
  xp_master_account_id: string | null;
  can_view_disbursement: number;
  is_xen_platform: number;
  instant_activation_before_bdd: number;
  segment: string | null;
  get_started_page_enabled: number;
  submitted_date: string | null;
  business_logo_url: string | null;
}

export type MembershipRow = PermissionFlags & { user_id: string; business_id: string; balance_view: boolean };

export function findBusiness(db: SandboxDatabase, id: string): BusinessRow | undefined {
  return db.prepare('SELECT * FROM businesses WHERE id = ?').get(id) as BusinessRow | undefined;
}

export function toBusiness(row: BusinessRow): Business {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    logo: row.logo,
    entity: row.entity,
    brand_name: row.brand_name,
    country_of_operation: row.country_of_operation,
    environment: row.environment,
    go_live_status: row.go_live_status,
    created: row.created,
    type: row.type,
    permission: {
      exclude_dashboard_page: JSON.parse(row.exclude_dashboard_page) as string[],
      exclude_dashboard_settings: JSON.parse(row.exclude_dashboard_settings) as string[],
    },
    is_xp_sub_account: row.is_xp_sub_account === 1,
    xp_sub_account_type: row.xp_sub_account_type,
    xp_master_account_id: row.xp_master_account_id,
  };
}

export function findMembership(db: SandboxDatabase, userId: string, businessId: string): MembershipRow | undefined {
  const row = db.prepare('SELECT * FROM memberships WHERE user_id = ? AND business_id = ?').get(userId, businessId) as
    | Record<string, number | string>
    | undefined;
  if (!row) return undefined;
  const flags = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, row[flag] === 1])) as unknown as PermissionFlags;
  return { ...flags, user_id: userId, business_id: businessId, balance_view: row.balance_view === 1 };
}

export function listUserBusinesses(db: SandboxDatabase, userId: string): Business[] {
  const rows = db
    .prepare(
      `SELECT b.* FROM businesses b JOIN memberships m ON m.business_id = b.id
       WHERE m.user_id = ? ORDER BY m.position`,
    )
    .all(userId) as BusinessRow[];
  return rows.map(toBusiness);
}

export function featureFlags(db: SandboxDatabase, businessId: string): FeatureFlags {
  const rows = db.prepare('SELECT flag, enabled FROM feature_flags WHERE business_id = ?').all(businessId) as {
    flag: string;
    enabled: number;
  }[];
  const enabled = new Map(rows.map((row) => [row.flag, row.enabled === 1]));
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, enabled.get(flag) ?? false])) as FeatureFlags;
}

export const businessSettings = (row: BusinessRow): BusinessSettings => ({
  can_view_disbursement: row.can_view_disbursement === 1,
  is_xen_platform: row.is_xen_platform === 1,
});

/** `completed`: get_started_page_completed, from the onboarding facts (store/onboarding-facts, decision 0077). */
export const commonCompanyDetail = (row: BusinessRow, completed: boolean): CommonCompanyDetail => ({
  id: row.id,
  go_live_status: row.go_live_status,
  kyc_verification_status: row.kyc_verification_status,
  instant_activation_before_bdd: row.instant_activation_before_bdd === 1,
  segment: row.segment,
  get_started_page_enabled: row.get_started_page_enabled === 1,
  get_started_page_completed: completed,
  submitted_date: row.submitted_date,
  business_logo_url: row.business_logo_url,
});

export function setBalanceView(db: SandboxDatabase, userId: string, businessId: string, value: boolean): void {
  db.prepare('UPDATE memberships SET balance_view = ? WHERE user_id = ? AND business_id = ?').run(
    value ? 1 : 0,
    userId,
    businessId,
  );
}
