import { CONTRACTS_VERSION } from 'shared-contracts';
import { sendBeacon } from '../platform/network';
import { Telemetry } from './telemetry';


/** The first 16 hex digits of SHA-256 of a business id: counts per business without naming it. */
export async function hashBusinessId(id: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`mdp-telemetry:${id}`));
  return [...new Uint8Array(digest)].slice(0, 8).map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The shell's telemetry in a browser: beacons, hashing, and a last batch when the page is hidden. */
export function createBrowserTelemetry(): Telemetry {
  const telemetry = new Telemetry({
    contracts: CONTRACTS_VERSION,
    send: sendBeacon,
    hash: hashBusinessId,
    pathname: () => window.location.pathname,
  });
  flushWhenHidden(telemetry);
  window.addEventListener('pagehide', () => telemetry.flush());
  return telemetry;
}

/**
 * Sends what is queued when the page is hidden (tab switch, close on mobile): the last moment a
 * page is sure to run code. Listeners run in the order they were added, so web-vitals' observers
 * add this again after theirs, to send the INP and CLS they report at that moment.
 */
export function flushWhenHidden(telemetry: Telemetry): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') telemetry.flush();
  });
}

type LoadRemote = <T>(id: string) => Promise<T | null>;

/** The federation runtime's `loadRemote`, timed: each answer (or failure) is one load event. */
export function timedLoadRemote(loadRemote: LoadRemote, telemetry: Telemetry, now = () => performance.now()): LoadRemote {
  return async <T,>(id: string): Promise<T | null> => {
    const started = now();
    const remote = id.split('/')[0] ?? id;
    try {
      const exposed = await loadRemote<T>(id);
      telemetry.load(remote, now() - started, exposed != null);
      return exposed;
    } catch (error) {
      telemetry.load(remote, now() - started, false);
      throw error;
    }
  };
}
