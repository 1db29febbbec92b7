import satisfies from 'semver/functions/satisfies';
import { LEGACY_CONTRACTS_VERSION, checkContracts, type RegistryEntry } from 'shared-contracts/registry';
import type { ErrorEvent, RemoteVersionSummary } from 'shared-contracts/areas/shell/telemetry';
import type { OverrideDecision } from '../registry/overrides';
import type { LoadedRemote, RemoteActivity, RemoteLoadRecord } from '../telemetry/remote-activity';

export type ContractsState =
  | { status: 'unknown' }
  | { status: 'compatible'; range: string }
  /** Built for the previous major, served through the shell's adapter (docs/decisions/0045-contracts-3.md). */
  | { status: 'legacy'; range: string }
  | { status: 'incompatible'; range: string; reason: string };

/** One remote as the panel shows it: registry, this tab's runtime, overrides, errors, collector. */
export interface RemoteToolsRow {
  entry: RegistryEntry;
  override: OverrideDecision | undefined;
  contracts: ContractsState;
  module: LoadedRemote | undefined;
  load: RemoteLoadRecord | undefined;
  errors: ErrorEvent[];
  summary: RemoteVersionSummary[];
}

/** Everything is read from the registry, the loaded modules and telemetry: no list is kept by hand. */
export function remoteToolsRows(
  entries: readonly RegistryEntry[],
  activity: Pick<RemoteActivity, 'loads' | 'loaded' | 'errorsOf'>,
  overrides: readonly OverrideDecision[],
  contractsVersion: string,
  summary: readonly RemoteVersionSummary[] = [],
): RemoteToolsRow[] {
  return entries.map((entry) => {
    const module = activity.loaded.get(entry.name);
    let contracts: ContractsState = { status: 'unknown' };
    if (module) {
      const check = checkContracts(module.contracts, contractsVersion, LEGACY_CONTRACTS_VERSION);
      contracts = !check.ok
        ? { status: 'incompatible', range: module.contracts, reason: check.reason }
        : { status: check.legacy ? 'legacy' : 'compatible', range: module.contracts };
    }
    return {
      entry,
      override: overrides.find((decision) => decision.remote === entry.name),
      contracts,
      module,
      load: activity.loads.get(entry.name),
      errors: activity.errorsOf(entry.name),
      summary: summary.filter((row) => row.remote === entry.name),
    };
  });
}

/** A shared module as a remote's `mf-manifest.json` lists it. */
export interface ManifestShared {
  name: string;
  singleton?: boolean;
  requiredVersion?: string | false;
}

export interface SharedComparison {
  name: string;
  required: string;
  shell: string | undefined;
  ok: boolean;
}

/** The remote's singletons against the versions the shell's federation runtime provides. */
export function compareShared(manifestShared: readonly ManifestShared[], shellVersions: (name: string) => string | undefined): SharedComparison[] {
  return manifestShared
    .filter((shared) => shared.singleton)
    .map(({ name, requiredVersion }) => {
      const required = typeof requiredVersion === 'string' ? requiredVersion : '*';
      const shell = shellVersions(name);
      return { name, required, shell, ok: shell !== undefined && satisfies(shell, required, { includePrerelease: true }) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
