import satisfies from 'semver/functions/satisfies';
import { checkContracts, type RegistryEntry } from 'shared-contracts';
import type { ErrorEvent, RemoteVersionSummary } from 'shared-contracts/areas/telemetry';
import type { OverrideDecision } from '../registry/overrides';
import type { LoadedRemote, RemoteActivity, RemoteLoadRecord } from '../telemetry/remote-activity';

export type ContractsState =
  | { status: 'unknown' }
  | { status: 'compatible'; range: string }
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
      const check = checkContracts(module.contracts, contractsVersion);
      contracts = check.ok ? { status: 'compatible', range: module.contracts } : { status: 'incompatible', range: module.contracts, reason: check.reason };
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
