import type { RegistryEntry } from 'shared-contracts/registry';
import type { FederationRuntime } from '../federation/remote-loader';
import type { LoginHandover } from '../logged-out/light-login';
import type { ReportError } from '../platform/error-reporting';
import type { OverrideDecision } from '../registry/overrides';
import type { Telemetry } from '../telemetry/telemetry';

/** What reading the registry may ask of the session. */
export interface RegistryContext {
  /**
   * Whether the signed-in user is internal staff, once the session is restored (false when nobody
   * is signed in): a production build pins a tab to a released version for staff only
   * (registry/overrides.ts). Ask it only when needed: it waits for the restore.
   */
  signedInStaff: () => Promise<boolean>;
}

export interface ShellStartOptions {
  /** Loads the remotes' modules: the federation runtime in the shell, static imports in the benchmark's monolith. */
  runtime: FederationRuntime;
  /** The registry entries, with any development overrides applied. */
  fetchRegistry: (context: RegistryContext) => Promise<readonly RegistryEntry[]>;
  report: ReportError;
  /** The development overrides in force, filled in by `fetchRegistry`. */
  overrides: { decisions: readonly OverrideDecision[] };
  /** Errors, load times and vitals per remote, and what the platform tools panel shows (absent in the benchmark's monolith). */
  telemetry?: Telemetry;
  /** The light login's sign-in to finish before the first render (logged-out/light-login.tsx). */
  handover?: LoginHandover;
}
