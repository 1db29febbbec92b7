import { type Business, type Environment, type LiveMode } from 'shared-contracts';
import { liveModeOf } from 'shared-contracts/rules';
import { readEnvironmentCookie, writeEnvironmentCookie, writeLiveModeCookie } from '../platform/cookies';

/**
 * Spec 01 §4: LIVE or TIER_1 sets liveMode LIVE; anything else NON_LIVE and forces the environment
 * to DEVELOPMENT. A live business keeps the environment cookie (live mode if absent). The cookies are
 * written, then read back: a browser that refuses cookies leaves the environment undefined, and a
 * banner says so.
 */
export function applyAccountState(business: Business): { liveMode: LiveMode; environment: Environment | undefined } {
  const liveMode = liveModeOf(business.go_live_status);
  writeLiveModeCookie(liveMode);
  if (liveMode === 'NON_LIVE' || readEnvironmentCookie() === undefined) {
    writeEnvironmentCookie(liveMode === 'LIVE' ? 'PRODUCTION' : 'DEVELOPMENT');
  }
  return { liveMode, environment: readEnvironmentCookie() };
}
