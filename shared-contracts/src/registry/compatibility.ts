import satisfies from 'semver/functions/satisfies';
import validRange from 'semver/ranges/valid';

/**
 * The last contracts version of the previous major. A 3.x shell still serves a remote built for 2.x
 * through an adapter (a HostApi that also carries 2.x's `session.navigation`), so the squads move to
 * 3.0 one release at a time, not all at once with the shell (docs/decisions/0045-contracts-3.md).
 */
export const LEGACY_CONTRACTS_VERSION = '2.5.0';

/** `legacy`: the remote runs through the shell's adapter for the previous major. */
export type Compatibility = { ok: true; legacy?: true } | { ok: false; reason: string };

/**
 * Whether a remote built against `range` can run in a shell at `version` of the contracts, or at
 * `legacy`, the earlier version the shell also serves (none when absent).
 */
export function checkContracts(range: unknown, version: string, legacy?: string): Compatibility {
  if (typeof range !== 'string' || validRange(range) === null) {
    return { ok: false, reason: `the remote declares no valid contracts range (${String(range)})` };
  }
  if (satisfies(version, range)) return { ok: true };
  if (legacy !== undefined && satisfies(legacy, range)) return { ok: true, legacy: true };
  const provides = legacy === undefined ? version : `${version} (and ${legacy} through its adapter)`;
  return { ok: false, reason: `the remote needs contracts ${range}, the shell provides ${provides}` };
}
