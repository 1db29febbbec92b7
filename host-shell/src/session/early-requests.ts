import { INLINE_IDS, inlineDocument } from '../config/inline-config';
import { isRecord, readJson } from '../platform/browser-storage';
import { isInactive } from './activity';
import { TOKEN_MODE_HEADER, restoreBegun, sendEarly, type RequestHeaders } from './early-answers';
import { isAuthenticationMode, restoringMode, storedSignIn } from './stored-sign-in';

/**
 * The session's first gateway requests, started by the shell's entry as soon as it runs, while the
 * rest of the start-up is still downloading (issue 46, decision 0086): the token refresh, then who
 * is signed in and the facts the menu needs, as the session's restore (session-store.ts `restore`,
 * `load`; session-facts.ts `readFacts`) will ask for them; the gateway client takes their answers
 * (early-answers.ts). A chunk of its own, which the page preloads with the dashboard's start: the
 * light login's page does not carry it. Imports no shared module (the federation runtime has shared
 * nothing yet).
 */

/**
 * The paths of `API`, the CSRF header, the environment cookie's name and the refresh lock's name of
 * `shared-contracts/gateway`, written out: the module that builds `API` (every area's paths) would
 * double this chunk. early-requests.test.ts holds them equal to the contract's.
 */
export const EARLY_PATHS = {
  refreshToken: '/api/auth/token/refresh',
  authenticatedUserData: '/api/authenticated-user-data',
  userBusinesses: '/api/user/businesses',
  businessSettings: '/api/businesses/business_settings',
  balanceViewFlag: '/api/balance_view_flag',
  featureFlags: '/api/feature-flags',
  commonCompanyDetail: '/api/common-company-detail',
} as const;
export const EARLY_NAMES = {
  refreshLock: 'merchant-dashboard:token-refresh',
  environmentCookie: 'environment',
  csrfHeader: 'x-requested-with',
  csrfHeaderValue: 'XMLHttpRequest',
} as const;

/** The address the gateway client would ask: the environment cookie's value as its query parameter. */
function withEnvironment(path: string, query: Record<string, string> = {}): string {
  const prefix = `${EARLY_NAMES.environmentCookie}=`;
  const cookie = document.cookie.split('; ').find((pair) => pair.startsWith(prefix));
  const search = new URLSearchParams(cookie ? { environment: decodeURIComponent(cookie.slice(prefix.length)), ...query } : query).toString();
  return search ? `${path}?${search}` : path;
}

/** The reads of a restore, with the stored user's email and business (a stale guess only misses). */
function startReads(headers: RequestHeaders, deploymentBrand: unknown, withRefresh = false): void {
  const user = readJson('user', isRecord);
  const business = readJson('business', isRecord);
  const paths = [EARLY_PATHS.authenticatedUserData, EARLY_PATHS.userBusinesses, EARLY_PATHS.businessSettings, EARLY_PATHS.balanceViewFlag];
  const reads = paths.map((path) => withEnvironment(path));
  if (typeof business?.id === 'string' && typeof user?.email === 'string') {
    reads.push(withEnvironment(`${EARLY_PATHS.featureFlags}/${encodeURIComponent(business.id)}`, { email: user.email }));
  }
  // The main brand's company detail, for a main-brand business on the main brand's dashboard (session-facts.ts).
  if (business?.brand_name === 'MAIN' && (deploymentBrand ?? 'MAIN') === 'MAIN') reads.push(withEnvironment(EARLY_PATHS.commonCompanyDetail));
  for (const url of reads) {
    const sent = { Accept: 'application/json', ...headers };
    sendEarly('GET', url, sent, () => fetch(url, { credentials: 'include', headers: sent }), withRefresh);
  }
}

/**
 * Starts the requests where a session will be restored (someone signed in on this browser). Resolves
 * once the token refresh has gone out, or at once where none goes out now, so the entry can hold the
 * start-up's code until then (index.ts): the lock's grant is a task, and queued behind the start-up's
 * scripts it sent the refresh only after all of them had run (~0.5 s at 4x CPU, on both stacks).
 */
export function startEarlyRequests(): Promise<void> {
  if (restoreBegun() || !storedSignIn.exists()) return Promise.resolve();
  const deployment = inlineDocument(INLINE_IDS.deployment);
  const override = isRecord(deployment) && isAuthenticationMode(deployment.authentication) ? deployment.authentication : undefined;
  const brand = isRecord(deployment) ? deployment.brand : undefined;
  // A sign-in waiting for its second factor, or an inactive one, is logged out after the refresh: no reads.
  const reads = !storedSignIn.mfaPending() && !isInactive(storedSignIn.lastActionAt(), Date.now());
  if (restoringMode(override) === 'session') {
    if (reads) startReads({}, brand);
    return Promise.resolve();
  }
  const tokenMode = { [TOKEN_MODE_HEADER]: 'true' };
  const headers = { Accept: 'application/json', [EARLY_NAMES.csrfHeader]: EARLY_NAMES.csrfHeaderValue, ...tokenMode };
  const url = EARLY_PATHS.refreshToken;
  let wentOut = () => {};
  const refreshSent = new Promise<void>((resolve) => (wentOut = resolve));
  const refresh = () => {
    try {
      return fetch(url, { method: 'POST', credentials: 'include', headers });
    } finally {
      wentOut();
    }
  };
  // Under the lock every tab takes around a refresh (gateway-client.ts): two rotations of one cookie look like a replay.
  const locked = () => (navigator.locks ? lockedRefresh(navigator.locks, refresh, wentOut) : refresh());
  const readWithToken = (body: unknown) => {
    if (isRecord(body) && typeof body.access_token === 'string') startReads({ ...tokenMode, Authorization: `Bearer ${body.access_token}` }, brand, true);
  };
  sendEarly('POST', url, headers, () =>
    locked().then(async (response) => {
      // The reads start before the gateway client gets this answer (from a copy: the client reads the
      // answer itself), so a restore that began while the refresh was on its way takes them too: on
      // the composed stack the start-up is often running by then, and the reads went out one after
      // another behind it.
      if (reads && response.ok) readWithToken(await response.clone().json().catch(() => undefined));
      return response;
    }),
  );
  return refreshSent;
}

/**
 * The refresh under the lock. Where another tab holds it (its refresh on the way), the start-up is
 * not held up (`notWaiting`) and the refresh waits its turn, as the gateway client's would.
 */
function lockedRefresh(locks: LockManager, refresh: () => Promise<Response>, notWaiting: () => void): Promise<Response> {
  const name = EARLY_NAMES.refreshLock;
  const answer = locks.request(name, { ifAvailable: true }, (lock): Promise<Response> => {
    if (lock) return refresh();
    notWaiting();
    return locks.request(name, refresh) as unknown as Promise<Response>;
  });
  return answer as unknown as Promise<Response>;
}
