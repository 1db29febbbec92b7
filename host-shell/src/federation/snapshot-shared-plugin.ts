import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type Args = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>>[0];
type Snapshot = Args['remoteSnapshot'];
type SnapshotShared = Extract<Snapshot, { shared: unknown }>['shared'][number];

/** Whether a shared module of a remote's snapshot names any file of its own (a fallback copy). */
function hasFiles({ assets }: SnapshotShared): boolean {
  return [assets.js.sync, assets.js.async, assets.css.sync, assets.css.async].some((files) => files.length > 0);
}

/** The snapshot without the shared modules that name no file. */
export function withoutFilelessShared(snapshot: Snapshot): Snapshot {
  if (!('shared' in snapshot) || snapshot.shared.every(hasFiles)) return snapshot;
  return { ...snapshot, shared: snapshot.shared.filter(hasFiles) } as Snapshot;
}

/**
 * Keeps in a remote's snapshot (what the runtime makes of its manifest) only the shared modules that
 * name files of their own. Each time it loads a remote, the runtime's preload goes through the
 * snapshot's shared modules to skip the files of those the page already has, checking each against
 * the share scope with semver ranges it parses again on every call: some 3 ms of the press at the
 * benchmark's 4x CPU slowdown, for twelve modules. The remotes provide no copy of a shared module
 * (`import: false`, platform-tools/federation.mjs), so none names a file and the walk could never
 * skip anything. The manifest itself is untouched: the shared-skew plugin reads its versions before
 * this (docs/decisions/0044-one-request-per-remote-file.md).
 */
export function snapshotSharedPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'mdp-snapshot-shared',
    loadRemoteSnapshot(args) {
      const remoteSnapshot = withoutFilelessShared(args.remoteSnapshot);
      return remoteSnapshot === args.remoteSnapshot ? args : { ...args, remoteSnapshot };
    },
  };
}
