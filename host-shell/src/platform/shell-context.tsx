import { createContext, useContext } from 'react';
import type { HostApi } from 'shared-contracts';
import type { RegistryEntry } from 'shared-contracts/registry';
import type { GatewayApi } from 'shared-contracts/gateway';
import type { DeploymentConfig } from '../config/deployment';
import type { LoginHandoverResult } from '../logged-out/light-login';
import type { RemoteLoader } from '../federation/remote-loader';
import type { ShownPaths } from '../navigation/shown-paths';
import type { OverrideDecision } from '../registry/overrides';
import type { ReportError } from './error-reporting';
import type { InactivityWatch } from '../session/inactivity';
import type { SessionStore } from '../session/session-store';
import type { Telemetry } from '../telemetry/telemetry';
import type { ToastStore } from '../toasts/toast-store';

export interface ShellServices {
  /** The HostApi a remote gets: one instance per remote, its storage and reports scoped to it. */
  hostApiFor: (remote: string) => HostApi;
  report: ReportError;
  /** The shell's own gateway calls; remotes get only the transport (`hostApi.gateway`). */
  api: GatewayApi;
  loader: RemoteLoader;
  /**
   * The router's navigate, the same function for the tab's life. React Router's `useNavigate`
   * re-renders its component with every router state, a navigation's loading state included (the
   * route context is a new object each time the router renders its routes); the menu, which only
   * starts navigations, takes this one instead.
   */
  navigate: (to: string, options?: { replace?: boolean; flushSync?: boolean }) => void;
  /** The paths the content area has shown: the menu renders a switch back to one at once. */
  shownPaths: ShownPaths;
  overrides: { decisions: readonly OverrideDecision[] };
  /** Settles (never rejects) with the registry's entries, or none when it failed; overrides are decided then. */
  registryReady: Promise<readonly RegistryEntry[]>;
  /** Fetches a registry that failed again and composes the menu and routes from it. */
  retryRegistry: () => Promise<void>;
  session: SessionStore;
  toasts: ToastStore;
  deployment: DeploymentConfig;
  inactivity: InactivityWatch;
  /** What this tab saw of each remote, and the collector's summary (the platform tools panel). */
  telemetry?: Telemetry;
  /** What the light login handed over and its sign-in failed on, until the login page has shown it (logged-out/light-login.tsx). */
  loginHandover?: { current?: LoginHandoverResult };
}

const ShellContext = createContext<ShellServices | null>(null);

export const ShellServicesProvider = ShellContext.Provider;

export function useShellServices(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShellServices needs ShellServicesProvider');
  return services;
}
