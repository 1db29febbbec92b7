import type { FederationRuntime } from 'host-shell/src/federation/remote-loader';
import { type RemoteModule } from 'shared-contracts';
import { containerName, parseDeclaration, type RegistryEntry } from 'shared-contracts/registry';

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

/** A remote bundled into the monolith: its module and its declaration.json. */
export interface BundledRemote {
  module: RemoteModule;
  declaration: unknown;
}

/**
 * The registry the monolith answers: the same entries as remotes.json, nothing to fetch. The mount
 * kind is the declaration's, as platform-tools/registry.mjs gives it, so the shell's RemoteLoader
 * checks the bundled module against it as it checks a federated one.
 */
export function staticRegistry(remotes: readonly BundledRemote[]): RegistryEntry[] {
  return remotes.map(({ module, declaration }) => {
    const parsed = parseDeclaration(declaration);
    if (!parsed.ok) throw new Error(`${module.name}: ${parsed.error}`);
    return {
      name: module.name,
      manifest: `https://bundled.invalid/${module.name}`, // never fetched: the code is in the bundle
      mount: parsed.value.mount ?? 'react',
      version: 'bundled',
      declaration: parsed.value,
    };
  });
}
