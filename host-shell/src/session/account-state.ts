import { ENVIRONMENTS, type Business, type Environment, type LiveMode } from 'shared-contracts';
import { liveModeOf } from 'shared-contracts/rules';
import { readJson, writeJson } from '../platform/browser-storage';
import { readEnvironmentCookie, writeEnvironmentCookie, writeLiveModeCookie } from '../platform/cookies';

type EnvironmentByBusiness = Record<string, Environment>;

const isEnvironmentByBusiness = (value: unknown): value is EnvironmentByBusiness =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => ENVIRONMENTS.includes(v as Environment));

/** The environment the user last used in each business (this browser). */
const lastEnvironments = (): EnvironmentByBusiness => readJson('environmentByBusiness', isEnvironmentByBusiness) ?? {};

/** Remembers the environment the dashboard is in now for this business (a switch, or a business opened). */
export function rememberEnvironment(businessId: string, environment: Environment | undefined): void {
  if (environment === undefined) return;
  writeJson('environmentByBusiness', { ...lastEnvironments(), [businessId]: environment });
}

/** The environment switch (administrators of a live business): the cookie, remembered for the business; answers the cookie read back. */
export function enterEnvironment(businessId: string | undefined, environment: Environment): Environment | undefined {
  writeEnvironmentCookie(environment);
  const written = readEnvironmentCookie();
  if (businessId !== undefined) rememberEnvironment(businessId, written);
  return written;
}

/**
 * Spec 01 §4: LIVE or TIER_1 sets liveMode LIVE; anything else NON_LIVE and forces the environment
 * to DEVELOPMENT. A live business opens in the environment the user last used in it on this browser
 * (issue 42: the cookie is one for all businesses, and a test-only business forced it to test mode),
 * else in the cookie's, else in live mode. The cookies are written, then read back: a browser that
 * refuses cookies leaves the environment undefined, and a banner says so.
 */
export function applyAccountState(business: Business): { liveMode: LiveMode; environment: Environment | undefined } {
  const liveMode = liveModeOf(business.go_live_status);
  writeLiveModeCookie(liveMode);
  const last = lastEnvironments()[business.id];
  if (liveMode === 'NON_LIVE') writeEnvironmentCookie('DEVELOPMENT');
  else if (last !== undefined) writeEnvironmentCookie(last);
  else if (readEnvironmentCookie() === undefined) writeEnvironmentCookie('PRODUCTION');
  const environment = readEnvironmentCookie();
  rememberEnvironment(business.id, environment);
  return { liveMode, environment };
}
