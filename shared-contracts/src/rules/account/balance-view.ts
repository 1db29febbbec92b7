import type { FeatureFlags } from '../../contract/entities';
import type { PermissionFlags } from '../../contract/entities';

/** Spec 01 §4: the switch banner shows on these pages only. */
export const BALANCE_VIEW_PAGES: readonly string[] = ['/balance', '/cash', '/pending'];

export interface BalanceViewSwitchFacts {
  pathname: string;
  user: Pick<PermissionFlags, 'can_view' | 'can_edit' | 'can_withdraw'>;
  featureFlags: Pick<FeatureFlags, 'balance_switcher'> | undefined;
  /** The BALANCE_TOUR_MODE cookie is set (spec 01 §9). */
  tourMode: boolean;
  /** The banner was closed on this browser (spec 01 §9 "balance-switch-banner-closed flag"). */
  dismissed: boolean;
}

/**
 * The balance-view switch banner (spec 01 §4, §6): on balance, cash or pending, for users with
 * can_view, can_edit or can_withdraw, when the switch is enabled (balance_switcher), not in tour
 * mode, and not closed on this browser.
 */
export function showsBalanceViewSwitch({ pathname, user, featureFlags, tourMode, dismissed }: BalanceViewSwitchFacts): boolean {
  if (dismissed || tourMode || !featureFlags?.balance_switcher) return false;
  if (!(user.can_view || user.can_edit || user.can_withdraw)) return false;
  return BALANCE_VIEW_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/** The page of a balance view: the new view is /balance, the old one /cash (spec 01 §2). */
export const balanceViewPage = (balanceView: boolean): '/balance' | '/cash' => (balanceView ? '/balance' : '/cash');
