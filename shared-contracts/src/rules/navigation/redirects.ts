/** Old and alternative paths and where they go (spec 01 §2 "Redirects"). */

/** Exact old paths (without trailing slash) and their targets, hash included. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/retail-outlet': '/retail_outlets',
  '/batch-disbursements': '/batch_disbursements',
  '/fixed-virtual-accounts': '/virtual_accounts/payments',
  '/transactions': '/cash',
  '/in-transit': '/pending',
  '/settings/general': '/settings',
  '/settings/user': '/settings/team#members',
  '/settings/security': '/settings/developers#api-keys',
  '/settings/withdraw': '/settings/withdrawals',
  '/settings/billing': '/settings/billings',
  '/billing': '/settings/billings',
  '/settings/configuration': '/settings/developers#callbacks',
  '/configuration': '/settings/developers#callbacks',
  '/xenplatform': '/xenplatform/accounts',
  '/register': '/register/1',
  '/auth/login': '/login',
  '/oauth': '/login',
  '/auth/reset_password': '/forgot_password',
};

/** Renamed pages: their detail pages keep their tail (/batch-disbursements/b1 → /batch_disbursements/b1). */
export const RENAMED_PREFIXES: Readonly<Record<string, string>> = {
  '/retail-outlet': '/retail_outlets',
  '/batch-disbursements': '/batch_disbursements',
};

const DASHBOARD_PREFIX = '/dashboard';

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * Where a path redirects to, or null when it renders as it is. `/` goes to /home when signed in and
 * to /login when not; `/dashboard/...` variants lose the prefix and are then redirected like any path.
 */
export function resolveRedirect(pathname: string, { signedIn }: { signedIn: boolean }): string | null {
  let path = withoutTrailingSlash(pathname);
  const dashboardVariant = path === DASHBOARD_PREFIX || path.startsWith(`${DASHBOARD_PREFIX}/`);
  if (dashboardVariant) path = path.slice(DASHBOARD_PREFIX.length) || '/';
  if (path === '/') return signedIn ? '/home' : '/login';
  const exact = REDIRECTS[path];
  if (exact !== undefined) return exact;
  for (const [from, to] of Object.entries(RENAMED_PREFIXES)) {
    if (path.startsWith(`${from}/`)) return `${to}${path.slice(from.length)}`;
  }
  return dashboardVariant ? path : null;
}
