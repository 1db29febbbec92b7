// The registry a session gets (docs/decisions/0058-releases-and-cohorts.md): the deployment's
// registry, with each remote's version chosen by the release flags for the session's cohort. The
// flags are evaluated in the shell's server, per page, by OpenFeature over flagd's in-process core:
// no daemon, no round trip. The flags come from the flag file the release commands write, or past
// one machine from a flagd service that serves that file (flagd-sync.mjs, decision 0095).
import { readFileSync, statSync } from 'node:fs';
import { FlagdCore } from '@openfeature/flagd-core';
import { OpenFeature } from '@openfeature/server-sdk';
import { BUSINESS_ID, SEMVER, autoRollbackOf, flagKey, remoteOfFlagKey } from './flags.mjs';

/**
 * The cookie the shell writes when a session knows its business (and user): what the cohort of the
 * next page load is evaluated on, before sign-in is known. Not a secret and not a credential: at
 * worst a forged one shows its holder another released version of the dashboard.
 */
export const COHORT_COOKIE_NAME = 'mdpCohort';

const DOMAIN = /^[a-z0-9.-]{1,253}$/;

/** `<business id>~<email domain>` (either part may be empty) as an OpenFeature evaluation context. */
export function cohortContext(cookieValue) {
  const [businessId = '', emailDomain = ''] = decodeURIComponent(String(cookieValue ?? '')).split('~');
  return {
    ...(BUSINESS_ID.test(businessId) ? { targetingKey: businessId, businessId } : {}),
    ...(DOMAIN.test(emailDomain.toLowerCase()) ? { emailDomain: emailDomain.toLowerCase() } : {}),
  };
}

/** The cookie's value from a Cookie header. */
export function cohortCookie(cookieHeader) {
  for (const part of String(cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COHORT_COOKIE_NAME) return value.join('=');
  }
  return undefined;
}

/** `host:port` of a flagd sync service (MDP_RELEASE_FLAGS_SYNC), or undefined; anything else throws. */
export function flagdAddressFromEnv(env = process.env) {
  const raw = env.MDP_RELEASE_FLAGS_SYNC;
  if (raw === undefined || raw === '') return undefined;
  if (!/^[a-z0-9.-]{1,253}:\d{1,5}$/i.test(raw) || Number(raw.split(':')[1]) > 65535) {
    throw new Error(`MDP_RELEASE_FLAGS_SYNC=${raw} is not host:port (flagd's sync port, 8015 by default)`);
  }
  return raw;
}

/** An OpenFeature provider over flagd's in-process evaluator. */
class FlagdCoreProvider {
  runsOn = 'server';
  metadata = { name: 'flagd in-process core (release flags file)' };
  constructor(core) {
    this.core = core;
  }
  resolveBooleanEvaluation(key, fallback, context, logger) {
    return this.core.resolveBooleanEvaluation(key, fallback, context, logger);
  }
  resolveStringEvaluation(key, fallback, context, logger) {
    return this.core.resolveStringEvaluation(key, fallback, context, logger);
  }
  resolveNumberEvaluation(key, fallback, context, logger) {
    return this.core.resolveNumberEvaluation(key, fallback, context, logger);
  }
  resolveObjectEvaluation(key, fallback, context, logger) {
    return this.core.resolveObjectEvaluation(key, fallback, context, logger);
  }
}

/**
 * The registry entry of a released version: its files at `<version>/` beside the deployment's
 * manifest; `cohort` says whether it is everyone's stable version or this session's canary.
 */
export function entryOfVariant(entry, variant, cohort = 'stable') {
  // The deployment's own version (no release promoted) is the registry's entry as it is.
  if (!variant || typeof variant.version !== 'string' || !SEMVER.test(variant.version)) return entry;
  return {
    ...entry,
    cohort,
    manifest: new URL(`${variant.version}/mf-manifest.json`, entry.manifest).href,
    version: variant.version,
    ...(variant.integrity ? { integrity: variant.integrity } : {}),
    ...(variant.declaration ? { declaration: variant.declaration } : {}),
  };
}

let domains = 0;

/**
 * Reads `flagsFile` when it changed (a stat per page load), or follows the flagd service at
 * `flagdAddress` (host:port of its sync API), and answers the registry of a cohort. Flags that are
 * missing, not JSON, not flag definitions or out of reach never take the dashboard down: the last
 * good flags stay (or none: the deployment's registry), and the problem is logged once and kept
 * for the platform tools (`status()`).
 */
export function createCohortRegistry({ registry, flagsFile, flagdAddress, flagdBackoff, log = console.error }) {
  const core = new FlagdCore(undefined, { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} });
  const domain = `release-flags-${(domains += 1)}`;
  OpenFeature.setProvider(domain, new FlagdCoreProvider(core));
  const client = OpenFeature.getClient(domain);
  let seen;
  let loaded = false;
  let problem;
  /** What kind of problem it is, for the panel: `missing`, `unusable` or `unreachable` (flagd). */
  let problemState;

  const report = (state, message) => {
    if (message !== problem) log(`release flags: ${message}; serving ${loaded ? 'the last good flags' : "the deployment's registry"}`);
    problem = message;
    problemState = state;
  };

  /** A flag configuration (flagd's JSON) from `source`: evaluated from now on, or reported. */
  function accept(text, source) {
    try {
      const parsed = JSON.parse(text);
      if (!parsed || typeof parsed.flags !== 'object' || parsed.flags === null) throw new Error('no "flags" object');
      core.setConfigurations(text);
      loaded = true;
      problem = undefined;
    } catch (error) {
      report('unusable', `${source} is not usable (${error.message})`);
    }
  }

  function refresh() {
    if (!flagsFile) return;
    let stamp;
    try {
      const stat = statSync(flagsFile);
      stamp = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    } catch {
      if (loaded) report('missing', `${flagsFile} is missing`);
      return;
    }
    if (stamp === seen) return;
    seen = stamp;
    let text;
    try {
      text = readFileSync(flagsFile, 'utf8');
    } catch (error) {
      report('unusable', `${flagsFile} is not usable (${error.message})`);
      return;
    }
    accept(text, flagsFile);
  }

  // gRPC is loaded only to follow flagd (over half a second of a server's start otherwise).
  let sync;
  let closed = false;
  if (flagdAddress) {
    void import('./flagd-sync.mjs').then(({ followFlagd }) => {
      if (closed) return;
      sync = followFlagd({
        address: flagdAddress,
        backoff: flagdBackoff,
        onConfiguration: (text) => accept(text, `the flag configuration of flagd at ${flagdAddress}`),
        onProblem: (message) => report('unreachable', message),
      });
    });
  }

  return {
    /** The registry for a session whose cohort cookie is `cookieValue` (undefined: stable for all). */
    async registryFor(cookieValue) {
      refresh();
      const context = cohortContext(cookieValue);
      const remotes = await Promise.all(
        registry.remotes.map(async (entry) => {
          const key = flagKey(entry.name);
          const details = await client.getObjectDetails(key, {}, context);
          const flag = core.getFlag(key);
          const cohort = flag && details.variant !== undefined && details.variant !== flag.defaultVariant ? 'canary' : 'stable';
          return entryOfVariant(entry, details.value, cohort);
        }),
      );
      return { ...registry, remotes };
    },
    /** What is wrong with the flags now, if anything. */
    problem: () => problem,
    /**
     * Whether this server may take traffic: following flagd, once its flags have come (a replica
     * that starts while flagd is away would serve the deployment's versions, not the promoted ones);
     * reading the file, always (no file: nothing released yet).
     */
    ready: () => loaded || !flagdAddress,
    /** Stops following flagd. */
    close: () => {
      closed = true;
      sync?.stop();
    },
    /**
     * For the platform tools panel (`/release-status.json`): whether the flags are usable (the file,
     * or flagd in reach), and if not, what every session gets instead. Names no path or address:
     * the server's log has the details.
     */
    status() {
      refresh();
      if (problem === undefined) return { state: 'ok' };
      return { state: problemState, serving: loaded ? 'last-good' : 'deployment' };
    },
    /**
     * For the platform tools panel too: the health gate's latest rollback of each remote, as the
     * store wrote it into the flags' metadata (flags.mjs), newest first; from the flags evaluated
     * (the last good ones), so the panel shows them wherever the flag file goes and after a restart.
     * A flag without that metadata, or with a malformed one, has none.
     */
    autoRollbacks() {
      refresh();
      const rollbacks = [];
      for (const [key, flag] of core.getFlags()) {
        const remote = remoteOfFlagKey(key);
        const rollback = remote && autoRollbackOf(flag.metadata);
        if (rollback) rollbacks.push({ remote, ...rollback });
      }
      return rollbacks.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
    },
  };
}
