// The release commands of a squad (docs/decisions/0058-releases-and-cohorts.md): `pnpm release`,
// `pnpm rollout`, `pnpm rollback` and `pnpm releases`. Each checks its input before it changes
// anything, and says what is wrong in one line (a ReleaseError); none restarts or rebuilds the shell.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, containerNameOf } from '../ports.mjs';
import { isIntegrity } from '../registry.mjs';
import { BUSINESS_ID, SEMVER, flagDefinitions, writeFlagFile } from './flags.mjs';
import { cohortOf } from './report.mjs';
import { openReleaseStore } from './store.mjs';

export class ReleaseError extends Error {
  name = 'ReleaseError';
}


/** Where releases live: RELEASES_DIR, else `releases/` at the repository's root (git-ignored). */
export function releasesDir(root, env = process.env) {
  return env.RELEASES_DIR ? path.resolve(env.RELEASES_DIR) : path.join(root, 'releases');
}

/**
 * Where published files live: RELEASE_FILES_DIR, else `<releases>/files`. Apart from the store and
 * flags because they are shared differently: every remote server serves the files, while a shell
 * reads its own flags (the browser tests give each worker's shell its own).
 */
export function releaseFilesDir(root, env = process.env) {
  return env.RELEASE_FILES_DIR ? path.resolve(env.RELEASE_FILES_DIR) : path.join(releasesDir(root, env), 'files');
}

/** A remote's published versions: `<files>/<remote>/<version>/`, which its server serves at `/<version>/`. */
export const filesDir = (files, remote) => path.join(files, remote);

function remoteNamed(name) {
  const remote = REMOTES.find((candidate) => candidate.name === name);
  if (!remote) throw new ReleaseError(`unknown remote ${name ?? '(none)'}: one of ${REMOTES.map((r) => r.name).join(', ')}`);
  return remote;
}

function checkVersion(version) {
  if (typeof version !== 'string' || !SEMVER.test(version)) throw new ReleaseError(`${version ?? '(no version)'} is not a version (major.minor.patch)`);
  return version;
}

/** Every file of a folder with the hash of its bytes, in a stable order, and the hash of the whole. */
function filesHash(dir, ignore) {
  const lines = [];
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(relative, entry.name);
      if (ignore.has(entry.name)) continue;
      if (entry.isDirectory()) walk(file);
      else lines.push(`${file} ${createHash('sha256').update(readFileSync(path.join(dir, file))).digest('hex')}`);
    }
  };
  walk('');
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

/**
 * The release commands over a releases folder.
 *
 * @param {{ root: string, dir: string, files?: string, staffDomains: string[], actor?: string, now?: () => Date,
 *   build?: (remote: object) => Promise<string>, check?: (remote: object, dist: string, contracts: string) => { contracts?: string, problems: string[] },
 *   shellContracts?: () => string | Promise<string>, gitCommit?: () => string | undefined, ignore?: string[],
 *   deployedManifest?: (remote: string) => string | undefined }} options
 *   build: production-builds the remote and answers its dist folder; check: what check-remote.ts says;
 *   deployedManifest: the remote's manifest URL in this deployment's registry, beside which a version's is recorded;
 *   ignore: file names of a build that are not part of the release (the build's input stamp).
 */
export function releaseCommands(options) {
  const { root, dir, staffDomains, build, check, shellContracts, gitCommit = () => undefined, deployedManifest = () => undefined } = options;
  const files = options.files ?? path.join(dir, 'files');
  const ignore = new Set(options.ignore ?? []);
  const actor = options.actor ?? `${os.userInfo().username}@${os.hostname()}`;
  const now = options.now ?? (() => new Date());
  const store = openReleaseStore(dir, { afterChange: (current) => writeFlagFile(dir, flagDefinitions(current, staffDomains)) });
  const meta = (reason) => ({ actor, at: now().toISOString(), reason });

  function released(remote, version) {
    const release = store.release(remote.name, checkVersion(version));
    if (!release) throw new ReleaseError(`${remote.name} ${version} is not released: pnpm release ${remote.name} --version ${version} first`);
    return release;
  }

  return {
    store,
    close: () => store.close(),

    /**
     * Publishes a production build of `name` at `version`, immutably; refuses with nothing published.
     * `from`: a build of the remote made elsewhere (CI's artifact) instead of one of this checkout.
     */
    async release(name, { version, from } = {}) {
      const remote = remoteNamed(name);
      const wanted = checkVersion(version ?? JSON.parse(readFileSync(path.join(root, remote.package, 'package.json'), 'utf8')).version);
      // The live shell first: it is one read, where a build takes a minute.
      const contracts = await shellContracts();
      const dist = from === undefined ? await build(remote) : buildOfRemote(path.resolve(from), remote);
      const integrity = integrityOf(dist, name);
      const verdict = check(remote, dist, contracts);
      if (verdict.problems.length) throw new ReleaseError(`${name} ${wanted} cannot run in the live shell (contracts ${contracts}): ${verdict.problems.join('; ')}`);
      const hash = filesHash(dist, ignore);
      const target = path.join(filesDir(files, name), wanted);
      const existing = store.release(name, wanted);
      if (existing || existsSync(target)) {
        if (existing?.files_hash === hash && existsSync(target) && filesHash(target, ignore) === hash) return { release: existing, unchanged: true };
        throw alreadyReleased(name, wanted);
      }
      publishFiles(dist, target, ignore, () => alreadyReleased(name, wanted));
      const release = {
        remote: name,
        version: wanted,
        integrity,
        contracts: verdict.contracts,
        declaration: JSON.parse(readFileSync(path.join(target, 'declaration.json'), 'utf8')),
        files_hash: hash,
        git_commit: gitCommit() ?? null,
        // Where this deployment serves it: <remote origin>/<version>/mf-manifest.json (the cohort registry's URL).
        manifest_url: manifestUrlOf(deployedManifest(name), wanted),
      };
      try {
        store.recordRelease(release, meta());
      } catch (error) {
        rmSync(target, { recursive: true, force: true });
        throw error;
      }
      return { release: store.release(name, wanted), unchanged: false };
    },

    /**
     * Serves `version` to a cohort: `percent` of the businesses (0-100, by flagd's consistent hash),
     * staff, listed businesses, or any of them together; the rest keep the stable version. 100 %
     * promotes it: it becomes the stable version for everyone.
     */
    rollout(name, version, { percent, staff = false, businesses = [] } = {}) {
      const remote = remoteNamed(name);
      released(remote, version);
      checkCohort({ percent, staff, businesses });
      if (percent === 100) {
        return store.change(name, 'promote', () => ({ stable: version, canary: null, percent: 0, staff: false, businesses: [] }), meta(`promoted ${version} to everyone`));
      }
      return store.change(
        name,
        'rollout',
        (state) => {
          if (state.stable === version) throw new ReleaseError(`${name} ${version} is already the stable version`);
          return { stable: state.stable, canary: version, percent: percent ?? 0, staff, businesses: [...new Set(businesses)] };
        },
        meta(`${version} to ${cohortOf({ staff, businesses, percent: percent ?? 0 })}`),
      );
    },

    /**
     * Back to safety on every session's next page load: without a version, a canary is withdrawn
     * (or, with none, the stable version before the current one comes back); with one, it becomes
     * the stable version.
     */
    rollback(name, version, { reason, action = 'rollback', canary } = {}) {
      const remote = remoteNamed(name);
      if (version !== undefined) released(remote, version);
      return store.change(
        name,
        action,
        (state) => {
          // The health gate withdraws the canary it judged, not one a squad rolled out meanwhile.
          if (canary !== undefined && state.canary !== canary) throw new ReleaseError(`${name}'s canary is no longer ${canary}`);
          if (version !== undefined) return { stable: version, canary: null, percent: 0, staff: false, businesses: [] };
          if (state.canary) return { ...state, canary: null, percent: 0, staff: false, businesses: [] };
          const stables = stableStack(store.history(name));
          if (stables.length < 2) throw new ReleaseError(`${name} serves the deployment's own version: there is nothing to roll back`);
          return { stable: stables.at(-2), canary: null, percent: 0, staff: false, businesses: [] };
        },
        { ...meta(reason), reason: reason ?? (version ? `rolled back to ${version}` : 'rolled back') },
      );
    },

    /** The history of one remote or of all, oldest first, with each release. */
    releases(name) {
      if (name !== undefined) remoteNamed(name);
      return { releases: store.releases(name), history: store.history(name) };
    },
  };
}

const alreadyReleased = (name, version) => new ReleaseError(`${name} ${version} is already released with other files: a release never changes; choose a new version`);

/** A released version's manifest beside the deployment's (`<origin>/<version>/mf-manifest.json`); null when not known. */
export const manifestUrlOf = (deployed, version) => (deployed ? new URL(`${version}/mf-manifest.json`, deployed).href : null);

/**
 * A folder given with `--from`: a production build of this remote (its manifest names the remote's
 * container), or a ReleaseError; the checks of every release follow (integrity, declaration, contracts).
 */
function buildOfRemote(dist, remote) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  } catch {
    throw new ReleaseError(`${dist} is not a build of a remote (no mf-manifest.json): nothing published`);
  }
  const container = containerNameOf(remote.name);
  if (manifest?.name !== container) throw new ReleaseError(`${dist} is a build of ${manifest?.name ?? 'an unnamed container'}, not of ${remote.name} (${container}): nothing published`);
  return dist;
}

/** The SRI hash the build published; a build without one is never released. */
function integrityOf(dist, name) {
  const file = path.join(dist, 'integrity.json');
  const integrity = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).integrity : undefined;
  if (typeof integrity !== 'string' || !isIntegrity(integrity)) throw new ReleaseError(`${name}'s build has no integrity.json with an SRI hash: nothing published`);
  return integrity;
}

/** Copied beside, then renamed in: a server never serves half a version, and of two at once one wins. */
function publishFiles(dist, target, ignore, lost) {
  mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(dist, partial, { recursive: true, filter: (source) => !ignore.has(path.basename(source)) });
  try {
    renameSync(partial, target);
  } catch {
    rmSync(partial, { recursive: true, force: true });
    throw lost();
  }
}

function checkCohort({ percent, staff, businesses }) {
  if (percent !== undefined && (!Number.isInteger(percent) || percent < 0 || percent > 100)) {
    throw new ReleaseError(`--percent must be a whole number from 0 to 100, not ${percent}`);
  }
  const bad = businesses.find((id) => !BUSINESS_ID.test(id));
  if (bad !== undefined) throw new ReleaseError(`${bad} is not a business id (letters, digits, _ and -)`);
  if (percent === undefined && !staff && businesses.length === 0) throw new ReleaseError('say who gets it: --percent N, --staff or --business <id>');
}

/**
 * The stable versions a remote went through that a rollback can return to, oldest first, from the
 * deployment's own (null): a new stable version is pushed, a rollback to the one before pops.
 */
export function stableStack(history) {
  const stack = [null];
  for (const { stable } of history) {
    if (stable === stack.at(-1)) continue;
    if (stack.length > 1 && stack.at(-2) === stable) stack.pop();
    else stack.push(stable);
  }
  return stack;
}
