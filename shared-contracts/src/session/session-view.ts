import type { NavigationContext } from '../rules/navigation/navigation-context';
import type { Business, Environment, LiveMode, User } from './entities';

/**
 * What a remote may read of the session. The shell owns the store (MobX) and hands it out
 * read-only: remotes observe it with mobx-react-lite and never write to it.
 */
export interface SessionView {
  /** `unknown` until the shell has tried to restore the session. */
  readonly status: 'unknown' | 'signedOut' | 'signedIn';
  readonly user: User | null;
  readonly business: Business | null;
  /** Every business the user belongs to (the business switcher's list). */
  readonly businesses: readonly Business[];
  /** The environment the dashboard works in; undefined when the environment cookie is missing. */
  readonly environment: Environment | undefined;
  readonly liveMode: LiveMode;
  /** Epoch milliseconds of the user's last action (the 31-minute inactivity limit counts from it). */
  readonly lastActionAt: number | null;
  /** The facts the navigation rules decide from; parts are undefined while they load. */
  readonly navigation: NavigationContext;
}
