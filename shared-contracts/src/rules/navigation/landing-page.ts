/**
 * The landing page after login (spec 01 §2), in the spec's order:
 * 1. main brand: home;
 * 2. second brand: balance when the new balance view is on, otherwise cash;
 * 3. transactions page excluded (escrow business): escrow balance;
 * 4. generally (the white-label partner brands): balance when the new balance view is on, otherwise cash.
 * A landing page the user may not open (e.g. cash for a tech-settings-only user, or in the
 * Philippines) falls back to the first allowed of balance, cash, home, settings.
 */
import { type NavigationDecision, type NavigationContext, PENDING } from './navigation-context';
import { isTransactionsPageExcluded } from './navigation-facts';
import { isPathAllowed } from './path-access';

export type LandingPage = '/home' | '/balance' | '/cash' | '/pending' | '/escrow-balance' | '/settings';

const FALLBACKS: readonly LandingPage[] = ['/balance', '/cash', '/home', '/settings'];

/** The page the spec names, before checking that the user may open it. */
export function preferredLandingPage(context: NavigationContext): LandingPage | undefined {
  const { business, featureFlags } = context;
  if (business === undefined || featureFlags === undefined) return undefined;
  // The new balance view is on for the business (its flag) or for this user (their balance_view switch).
  const balanceOrCash: LandingPage = featureFlags.new_balance_view || context.balanceView === true ? '/balance' : '/cash';
  if (business.brand_name === 'MAIN') return '/home';
  if (business.brand_name === 'SECOND') return balanceOrCash;
  if (isTransactionsPageExcluded(business)) return '/escrow-balance';
  return balanceOrCash;
}

export function landingPage(context: NavigationContext): NavigationDecision<{ path: LandingPage }> {
  const preferred = preferredLandingPage(context);
  if (preferred === undefined) return PENDING;
  for (const path of [preferred, ...FALLBACKS]) {
    const decision = isPathAllowed(context, path);
    if (decision.status === 'pending') return PENDING;
    if (decision.allowed) return { status: 'ready', path };
  }
  // Nothing is allowed (every page excluded): home, which then shows page-not-found honestly.
  return { status: 'ready', path: '/home' };
}
