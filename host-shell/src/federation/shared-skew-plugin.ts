import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import satisfies from 'semver/functions/satisfies';

/** What a remote's `mf-manifest.json` says of one shared module it consumes. */
interface ManifestShared {
  name: string;
  singleton?: boolean;
  requiredVersion?: string | false;
}

/** The shell's copy of each shared module: package → the versions it provides. */
type Provided = Record<string, ReadonlyArray<{ version?: string | false }> | undefined>;

/** Each singleton the remote requires at a range none of the shell's copies satisfies. */
export function sharedSkews(required: readonly ManifestShared[], provided: Provided): string[] {
  return required.flatMap(({ name, singleton, requiredVersion }) => {
    const versions = (provided[name] ?? []).flatMap(({ version }) => (typeof version === 'string' ? [version] : []));
    if (!singleton || typeof requiredVersion !== 'string' || versions.length === 0) return [];
    return versions.some((version) => satisfies(version, requiredVersion))
      ? []
      : [`it needs ${name} ${requiredVersion}, the shell provides ${versions.join(', ')}`];
  });
}

/**
 * Refuses a remote whose manifest requires a shared singleton at a version the shell's copy does not
 * satisfy (docs/fault-suite.md, row 9). The federation runtime would only warn and hand the remote
 * the shell's copy anyway, so a remote built against another major of React or the router would run
 * on an API it was not built for and fail somewhere inside. Checked on the manifest, before any of
 * the remote's code runs; `onSkew` keeps why by container, and the loader turns it into the
 * "not compatible" panel and a report, like a contracts mismatch.
 */
export function sharedSkewPlugin(onSkew: (container: string, reasons: string[]) => void): ModuleFederationRuntimePlugin {
  return {
    name: 'mdp-shared-skew',
    async loadRemoteSnapshot(args) {
      const shared = (args.manifestJson as { shared?: ManifestShared[] } | undefined)?.shared;
      const reasons = shared ? sharedSkews(shared, args.options.shared as Provided) : [];
      if (reasons.length > 0) {
        onSkew(args.moduleInfo.name, reasons);
        throw new Error(`${args.moduleInfo.name}: ${reasons.join('; ')}`);
      }
      return args;
    },
  };
}
