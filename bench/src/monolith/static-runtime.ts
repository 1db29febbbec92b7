import type { FederationRuntime } from 'host-shell/src/federation/remote-loader';
import { containerName, type RegistryEntry, type RemoteModule } from 'shared-contracts';

/**
 * Stands in for the Module Federation runtime in the monolith: `loadRemote('mfe_cards/remote')`
 * answers the statically imported RemoteModule, so the shell's own RemoteLoader runs unchanged.
 */
export function staticRuntime(remotes: readonly RemoteModule[]): FederationRuntime {
  const byContainer = new Map(remotes.map((remote) => [containerName(remote.name), remote]));
  return {
    registerRemotes: () => undefined,
    async loadRemote<T>(id: string): Promise<T | null> {
      const module = byContainer.get(id.split('/')[0] ?? '');
      return (module ?? null) as T | null;
    },
  };
}

/** The registry the monolith answers: the same entries as remotes.json, nothing to fetch. */
export function staticRegistry(remotes: readonly RemoteModule[]): RegistryEntry[] {
  return remotes.map((remote) => ({
    name: remote.name,
    manifest: `https://bundled.invalid/${remote.name}`, // never fetched: the code is in the bundle
    mount: remote.mount,
    version: 'bundled',
  }));
}
