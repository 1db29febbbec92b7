import { createContext, useContext } from 'react';
import type { HostApi } from 'shared-contracts';
import type { RegistryEntry } from 'shared-contracts/registry';
import type { RemoteLoader } from '../federation/remote-loader';
import type { ShownPaths } from '../navigation/shown-paths';
import type { OverrideDecision } from '../registry/overrides';
import type { Telemetry } from '../telemetry/telemetry';

/**
 * What loads and hosts the remotes, for the few parts of the shell that deal with them (the remote
 * routes and slots, the menu's prefetch and switches, the loading bar, the command palette, the
 * override badge and the platform tools): the registry, the loader, each remote's HostApi, and what
 * the tab saw of them. The shell's own features use ShellServices (platform/shell-context.tsx).
 */
export interface RemotePlatform {
  loader: RemoteLoader;
  /** The HostApi a remote gets: one instance per remote, its storage and reports scoped to it. */
  hostApiFor: (remote: string) => HostApi;
  /** Settles (never rejects) with the registry's entries, or none when it failed; overrides are decided then. */
  registryReady: Promise<readonly RegistryEntry[]>;
  /** Fetches a registry that failed again and composes the menu and routes from it. */
  retryRegistry: () => Promise<void>;
  overrides: { decisions: readonly OverrideDecision[] };
  /** What this tab saw of each remote, and the collector's summary (the platform tools panel). */
  telemetry?: Telemetry;
  /** The paths the content area has shown: the menu renders a switch back to one at once. */
  shownPaths: ShownPaths;
}

const RemotePlatformContext = createContext<RemotePlatform | null>(null);

export const RemotePlatformProvider = RemotePlatformContext.Provider;

export function useRemotePlatform(): RemotePlatform {
  const platform = useContext(RemotePlatformContext);
  if (!platform) throw new Error('useRemotePlatform needs RemotePlatformProvider');
  return platform;
}
