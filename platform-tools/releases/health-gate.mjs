// The release health gate (docs/decisions/0058-releases-and-cohorts.md): while a canary serves a
// cohort, its error rate per page view is compared with the stable version's over the same time;
// a canary that fails clearly more often is rolled back on its own, and the history says why.
import { ReleaseError, releaseCommands, releaseFilesDir, releasesDir } from './commands.mjs';

/** The header that carries the collector's read key (COLLECTOR_KEY_HEADER of shared-contracts/areas/shell/telemetry). */
export const COLLECTOR_KEY_HEADER = 'x-collector-key';

/**
 * minLoads: page views of the canary before it is judged (fewer say nothing);
 * margin: how much higher than the stable version's its error rate may be (0.05: five errors more
 * per hundred page views). intervalMs: how often the gate looks.
 */
export const HEALTH_POLICY = Object.freeze({ minLoads: 20, margin: 0.05, intervalMs: 30_000 });

/** RELEASE_HEALTH_MIN_LOADS, RELEASE_HEALTH_MARGIN, RELEASE_HEALTH_INTERVAL_MS over the defaults. */
export function healthPolicyFromEnv(env = process.env) {
  const read = (name, fallback, valid) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!valid(value)) throw new Error(`${name}=${raw} is not valid`);
    return value;
  };
  return {
    minLoads: read('RELEASE_HEALTH_MIN_LOADS', HEALTH_POLICY.minLoads, (v) => Number.isInteger(v) && v >= 1),
    margin: read('RELEASE_HEALTH_MARGIN', HEALTH_POLICY.margin, (v) => v >= 0 && v <= 1),
    intervalMs: read('RELEASE_HEALTH_INTERVAL_MS', HEALTH_POLICY.intervalMs, (v) => Number.isInteger(v) && v >= 100),
  };
}

/** Errors per page view (load) of one version's counts; 0 without a page view. */
export const errorRate = (counts) => (counts && counts.loads > 0 ? counts.errors / counts.loads : 0);

/**
 * The verdict on a canary from its and the stable version's counts (the collector's
 * RemoteVersionSummary, or undefined): `wait` until it has minLoads page views, then `unhealthy`
 * when its error rate is above the stable version's by more than the margin, else `healthy`.
 */
export function healthVerdict(canary, stable, policy = HEALTH_POLICY) {
  const loads = canary?.loads ?? 0;
  if (loads < policy.minLoads) return { verdict: 'wait', reason: `${loads} of ${policy.minLoads} page views` };
  const canaryRate = errorRate(canary);
  const stableRate = errorRate(stable);
  const figures = `${percent(canaryRate)} errors per page view against ${percent(stableRate)} on the stable version, over ${loads} page views`;
  return canaryRate - stableRate > policy.margin ? { verdict: 'unhealthy', reason: figures } : { verdict: 'healthy', reason: figures };
}

const percent = (rate) => `${Math.round(rate * 1000) / 10} %`;

/** When the current canary of `remote` started serving: the first row of the latest run of rows naming it. */
export function canarySince(history, canary) {
  let since;
  for (const row of history) since = row.canary === canary ? (since ?? row.changed_at) : undefined;
  return since;
}

/**
 * The verdict on every canary: its remote's counts since the canary started, against its stable
 * version's (the deployment's own while none is promoted: `deployedVersion`).
 *
 * @param {{ commands: ReturnType<import('./commands.mjs').releaseCommands>, readHealth: (remote: string, since: number) => Promise<Array<{ remoteVersion: string, errors: number, loads: number }>>, policy?: object, deployedVersion?: (remote: string) => string | undefined }} gate
 */
export async function judgeCanaries({ commands, readHealth, policy = HEALTH_POLICY, deployedVersion = () => undefined }) {
  const decisions = [];
  for (const remote of commands.store.remotes()) {
    const state = commands.store.state(remote);
    if (!state.canary) continue;
    const counts = await readHealth(remote, Date.parse(canarySince(commands.store.history(remote), state.canary)));
    const stableVersion = state.stable ?? deployedVersion(remote);
    const canary = counts.find((row) => row.remoteVersion === state.canary);
    const stable = counts.find((row) => row.remoteVersion === stableVersion);
    decisions.push({ remote, version: state.canary, ...healthVerdict(canary, stable, policy) });
  }
  return decisions;
}

/** Judges every canary once and rolls back each unhealthy one (`auto-rollback`, the figures as the reason). */
export async function checkCanaries(gate) {
  const decisions = await judgeCanaries(gate);
  return decisions.map((decision) => {
    if (decision.verdict !== 'unhealthy') return decision;
    try {
      gate.commands.rollback(decision.remote, undefined, { action: 'auto-rollback', canary: decision.version, reason: `${decision.version}: ${decision.reason}` });
      return decision;
    } catch (error) {
      if (error instanceof ReleaseError) return { ...decision, verdict: 'changed', reason: error.message };
      throw error;
    }
  });
}

/** The collector's release health read (the sandbox gateway's, or any that answers the same). */
export function collectorReader(gatewayUrl, key, fetchImpl = fetch) {
  return async (remote, since) => {
    const url = new URL('/api/telemetry/release-health', gatewayUrl);
    url.searchParams.set('remote', remote);
    url.searchParams.set('since', String(since));
    const response = await fetchImpl(url, { headers: { [COLLECTOR_KEY_HEADER]: key } });
    if (!response.ok) throw new Error(`the collector answered ${response.status} to ${url.pathname}`);
    return response.json();
  };
}

/**
 * Runs the gate every `policy.intervalMs` until stopped; a failed look is logged and tried again at
 * the next interval (the collector away never rolls anything back).
 */
export function watchReleaseHealth({ commands, readHealth, policy = HEALTH_POLICY, deployedVersion, log = console.log }) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      for (const decision of await checkCanaries({ commands, readHealth, policy, deployedVersion })) {
        if (decision.verdict !== 'unhealthy') continue;
        // The store's row (and the flag file's metadata written with it) is what the panel shows.
        log(`release health gate: rolled back ${decision.remote} ${decision.version}: ${decision.reason}`);
      }
    } catch (error) {
      log(`release health gate: could not look (${error.message}); trying again in ${policy.intervalMs} ms`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, policy.intervalMs);
  timer.unref?.();
  return { tick, stop: () => clearInterval(timer) };
}

/**
 * A deployment's gate over its releases folder, rolling back as `health gate`, with the collector's
 * read key (TELEMETRY_READ_KEY); none without one. The shell's server runs it (pnpm start, compose);
 * on Kubernetes the release-tools pod does (`release.mjs gate`), the store's one writer
 * (docs/decisions/0063-releases-in-containers.md). Its `state` is `on`, or `store-unusable` (the
 * store could not be opened: nothing is watched, nothing is thrown).
 */
export function startHealthGate({ root, registry, staffDomains, gatewayUrl, env = process.env, log = console.log }) {
  const key = env.TELEMETRY_READ_KEY;
  if (!key) {
    log('release health gate: off (no TELEMETRY_READ_KEY to read the collector with)');
    return undefined;
  }
  const policy = healthPolicyFromEnv(env);
  let commands;
  try {
    commands = releaseCommands({ root, dir: releasesDir(root, env), files: releaseFilesDir(root, env), staffDomains, actor: 'health gate' });
  } catch (error) {
    // A release store that cannot be opened (a file that is not SQLite, a folder it cannot write)
    // never takes the dashboard down: the server serves on, the flag file as it is, and says so in
    // its log and in the platform tools panel (/release-status.json's gate).
    log(`release health gate: off, the release store could not be opened (${error.message}); no canary is watched until the server restarts with a usable store`);
    return { state: 'store-unusable', stop() {} };
  }
  const deployedVersion = (remote) => registry.remotes.find((entry) => entry.name === remote)?.version;
  const gate = watchReleaseHealth({ commands, readHealth: collectorReader(gatewayUrl, key), policy, deployedVersion, log });
  log(`release health gate: every ${policy.intervalMs} ms, after ${policy.minLoads} page views, a margin of ${policy.margin * 100} errors per 100`);
  return {
    ...gate,
    state: 'on',
    stop() {
      gate.stop();
      commands.close();
    },
  };
}
