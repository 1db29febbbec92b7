/**
 * The session facts the navigation gates decide from (spec 01 §6, spec 02 §2): who the user is, the
 * business, its settings and flags, and the deployment's lists. The composed site map is not among
 * them (navigation-context.ts adds it): a gate names business rules, and the rules read these facts
 * only, so the site map's types and the rules' do not depend on each other.
 */
import type { Business, BusinessSettings, FeatureFlags, PermissionFlags, User } from '../../contract/entities';

/** "Not decided yet": the part is still loading. */
export type NotDecidedYet = undefined;

export type NavigationUser = PermissionFlags & Pick<User, 'email'>;

export type NavigationBusiness = Pick<
  Business,
  | 'id'
  | 'brand_name'
  | 'country_of_operation'
  | 'go_live_status'
  | 'permission'
  | 'is_xp_sub_account'
  | 'xp_sub_account_type'
> & {
  /** The environment the dashboard works in now (test mode DEVELOPMENT, live mode PRODUCTION). */
  environment: Business['environment'];
};

export interface SessionFacts {
  readonly user: NavigationUser | NotDecidedYet;
  readonly business: NavigationBusiness | NotDecidedYet;
  /** GET business settings: can_view_disbursement, is_xen_platform. */
  readonly businessSettings: BusinessSettings | NotDecidedYet;
  /** The business's feature flags for this user (escalation, new_balance_view, get_started, ...). */
  readonly featureFlags: FeatureFlags | NotDecidedYet;
  /**
   * The business is flagged for /get-started: common company detail's get_started_page_enabled.
   * That call is made for the main brand only; pass false for the other brands.
   */
  readonly getStartedPageEnabled: boolean | NotDecidedYet;
  /** Deployment configuration: the businesses that see /tax. */
  readonly taxBusinessIds: readonly string[] | NotDecidedYet;
  /** Deployment configuration: the internal company email domains (sandbox: internal.test, staff.test). */
  readonly internalEmailDomains: readonly string[] | NotDecidedYet;
}

/** The session facts, every one known: what a gate and a business rule decide from. */
export type GateFacts = { readonly [P in keyof SessionFacts]-?: Exclude<SessionFacts[P], NotDecidedYet> };

/** The exclude_dashboard_page key that marks an escrow-only business (no transactions page). */
export const TRANSACTIONS_PAGE = 'transactions';

export function isTransactionsPageExcluded(business: Pick<NavigationBusiness, 'permission'>): boolean {
  return business.permission.exclude_dashboard_page.includes(TRANSACTIONS_PAGE);
}
