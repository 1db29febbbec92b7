import Cookies from 'js-cookie';
import { ENVIRONMENTS, type Environment, type LiveMode } from 'shared-contracts';
import { ENVIRONMENT_COOKIE_NAME } from 'shared-contracts/gateway';

/**
 * The dashboard's script-readable cookies, names and lifetimes in one place (spec 01 §9). Tokens
 * are never among them: the refresh token is an httpOnly cookie the gateway sets.
 */
const DAY_IN_DAYS = 1;
const attributes = (): Cookies.CookieAttributes => ({
  path: '/',
  sameSite: 'Lax',
  secure: window.location.protocol === 'https:',
});

export const LIVE_MODE_COOKIE_NAME = 'liveMode';
/** Spec 01 §9: set while the balance tour runs; the balance-view switch waits for it to end. */
export const BALANCE_TOUR_MODE_COOKIE_NAME = 'BALANCE_TOUR_MODE';

export function readBalanceTourMode(): boolean {
  const value = Cookies.get(BALANCE_TOUR_MODE_COOKIE_NAME);
  return value !== undefined && value !== '' && value !== 'false';
}

export function readEnvironmentCookie(): Environment | undefined {
  const value = Cookies.get(ENVIRONMENT_COOKIE_NAME);
  return ENVIRONMENTS.includes(value as Environment) ? (value as Environment) : undefined;
}

/** The environment cookie lives one day (spec 01 §9). */
export function writeEnvironmentCookie(environment: Environment): void {
  Cookies.set(ENVIRONMENT_COOKIE_NAME, environment, { ...attributes(), expires: DAY_IN_DAYS });
}

export function writeLiveModeCookie(liveMode: LiveMode): void {
  Cookies.set(LIVE_MODE_COOKIE_NAME, liveMode, { ...attributes(), expires: DAY_IN_DAYS });
}

export function removeLiveModeCookie(): void {
  Cookies.remove(LIVE_MODE_COOKIE_NAME, { path: '/' });
}

/**
 * The release cohort of this browser: the business chosen last and the user's email domain, which
 * the shell's server evaluates the release flags on before sign-in is known
 * (platform-tools/releases/cohort-registry.mjs, docs/decisions/0058-releases-and-cohorts.md). Kept
 * after sign-out, so the login page loads the versions the business's team gets.
 */
export const COHORT_COOKIE_NAME = 'mdpCohort';
const COHORT_DAYS = 180;

export function writeCohortCookie(businessId: string, email: string): void {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  Cookies.set(COHORT_COOKIE_NAME, `${businessId}~${domain}`, { ...attributes(), expires: COHORT_DAYS });
}
