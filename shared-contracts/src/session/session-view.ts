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
  readonly environment: Environment;
  readonly liveMode: LiveMode;
}
