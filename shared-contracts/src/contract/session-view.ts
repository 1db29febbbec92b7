import type { Brand, Business, BusinessSettings, Environment, FeatureFlags, LiveMode, User } from './entities';

/** The deployment the dashboard runs as: known before sign-in, the same for every user of it. */
export interface DeploymentFacts {
  /** The brand of this deployment (spec 01 §1); white-label brands get their own shell. */
  readonly brand: Brand;
  /** The product documentation and the API reference this deployment links to. */
  readonly docsUrl: string;
  readonly apiReferenceUrl: string;
  /** Where feedback goes (a `mailto:` or https link). */
  readonly feedbackUrl: string;
  /** The provider's internal staff email domains (staff switched into a merchant's business see a notice). */
  readonly internalEmailDomains: readonly string[];
}

/**
 * What a remote may read of the session. The shell owns the store (MobX) and hands it out
 * read-only: remotes observe it with mobx-react-lite and never write to it. It carries facts the
 * shell owns (who, which business, its flags and settings, the deployment), never the shell's own
 * structures: where a link or a page may go is `HostApi.routes`' answer (contracts 3.0.0,
 * docs/decisions/0045-contracts-3.md).
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
  /** The business's feature flags for this user; undefined until they are read. */
  readonly featureFlags: FeatureFlags | undefined;
  /** The business's settings (GET business settings); undefined until they are read. */
  readonly businessSettings: BusinessSettings | undefined;
  readonly deployment: DeploymentFacts;
}
