import satisfies from 'semver/functions/satisfies';
import validRange from 'semver/ranges/valid';

export type Compatibility = { ok: true } | { ok: false; reason: string };

/** Whether a remote built against `range` can run in a shell at `version` of the contracts. */
export function checkContracts(range: unknown, version: string): Compatibility {
  if (typeof range !== 'string' || validRange(range) === null) {
    return { ok: false, reason: `the remote declares no valid contracts range (${String(range)})` };
  }
  if (!satisfies(version, range)) {
    return { ok: false, reason: `the remote needs contracts ${range}, the shell provides ${version}` };
  }
  return { ok: true };
}
