// The release flags (docs/decisions/0058-releases-and-cohorts.md): each remote's version is a flagd
// flag whose variants are its released versions, and whose targeting is the rollout's cohort. The
// release commands write the file from the release store; the shell's server evaluates it per page
// (cohort-registry.mjs), and past one machine a flagd service serves the same file.
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const FLAGS_FILE = 'flags.json';
export const FLAGD_SCHEMA = 'https://flagd.dev/schema/v0/flags.json';

/** A released version's name (a variant's key and its folder): semver, no build metadata. */
export const SEMVER = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;
/** A business id as the cohorts name it (the flags' targeting key). */
export const BUSINESS_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The variant of a remote nobody rolled out: the deployment's own entry (its registry), unchanged. */
export const DEPLOYMENT_VARIANT = 'deployment';

/** The flag that says which version of `remote` a session gets. */
export const flagKey = (remote) => `remote.${remote}.version`;

/** What the shell needs of a release to load it: the rest of the registry entry stays the deployment's. */
const variantOf = (release) => ({ version: release.version, integrity: release.integrity, declaration: release.declaration });

/**
 * The flagd targeting of a rollout: staff (by email domain) and listed businesses get the canary;
 * a share of the other businesses too, by flagd's consistent hash of the business id (a merchant's
 * whole team sees the same version, on every device); a session with no business known yet gets the
 * stable version.
 */
function targetingOf(state, stableVariant, staffDomains) {
  if (!state.canary) return undefined;
  const branches = [];
  if (state.staff) branches.push({ in: [{ var: 'emailDomain' }, [...staffDomains]] }, state.canary);
  if (state.businesses.length) branches.push({ in: [{ var: 'businessId' }, [...state.businesses]] }, state.canary);
  if (state.percent > 0) {
    branches.push({ '!': { var: 'businessId' } }, stableVariant);
    branches.push({ fractional: [[state.canary, state.percent], [stableVariant, 100 - state.percent]] });
  } else {
    branches.push(stableVariant);
  }
  return { if: branches };
}

/**
 * The flag of one remote: a variant per version its rollout can serve (stable, canary), defaulting
 * to the stable one — or to the deployment's own version while nothing is promoted.
 *
 * @param {{ stable: string|null, canary: string|null, percent: number, staff: boolean, businesses: string[] }} state
 * @param {(version: string) => object} releaseOf the stored release of a version
 */
export function flagOf(state, releaseOf, staffDomains) {
  const stableVariant = state.stable ?? DEPLOYMENT_VARIANT;
  const variants = { [stableVariant]: state.stable ? variantOf(releaseOf(state.stable)) : {} };
  if (state.canary) variants[state.canary] = variantOf(releaseOf(state.canary));
  const targeting = targetingOf(state, stableVariant, staffDomains);
  return { state: 'ENABLED', variants, defaultVariant: stableVariant, ...(targeting ? { targeting } : {}) };
}

/** The remote a flag key names (`remote.<name>.version`), or undefined. */
export const remoteOfFlagKey = (key) => /^remote\.([^.]+)\.version$/.exec(key)?.[1];

/**
 * The flag metadata of a remote's latest `auto-rollback` (the health gate's): what the platform
 * tools panel lists, read from the flag file wherever it goes (a shell's server without the store:
 * Kubernetes), and after a restart. flagd allows only strings, numbers and booleans there.
 */
export const autoRollbackMetadata = ({ version, reason, at }) => ({ autoRollbackVersion: version, autoRollbackReason: reason, autoRollbackAt: at });

/** The auto-rollback a flag's metadata describes, or undefined when it has none or a malformed one. */
export function autoRollbackOf(metadata) {
  const { autoRollbackVersion: version, autoRollbackReason: reason, autoRollbackAt: at } = metadata ?? {};
  if (typeof version !== 'string' || !SEMVER.test(version) || typeof reason !== 'string' || typeof at !== 'string') return undefined;
  return Number.isFinite(Date.parse(at)) ? { version, reason, at } : undefined;
}

/** The whole flag definition of the store's rollouts, with each remote's latest auto-rollback. */
export function flagDefinitions(store, staffDomains) {
  const flags = {};
  for (const remote of store.remotes()) {
    const flag = flagOf(store.state(remote), (version) => store.release(remote, version), staffDomains);
    const autoRollback = store.lastAutoRollback(remote);
    flags[flagKey(remote)] = autoRollback ? { ...flag, metadata: autoRollbackMetadata(autoRollback) } : flag;
  }
  return { $schema: FLAGD_SCHEMA, flags };
}

/**
 * Writes the flag file of `store` when there is none yet (a new release store): what a flagd that
 * serves the file needs from its start (the release-tools pod, decision 0095). Answers whether it wrote.
 */
export function ensureFlagFile(dir, store, staffDomains) {
  if (existsSync(path.join(dir, FLAGS_FILE))) return false;
  writeFlagFile(dir, flagDefinitions(store, staffDomains));
  return true;
}

/** Writes the flag file whole (a temporary file renamed over it): a reader never sees half of it. */
export function writeFlagFile(dir, definitions) {
  const file = path.join(dir, FLAGS_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(definitions, null, 2)}\n`);
  renameSync(temporary, file);
  return file;
}
