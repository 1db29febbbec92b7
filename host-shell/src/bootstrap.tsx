import { getInstance, loadRemote, loadShare, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { provideBundlerRuntime } from 'platform-tools/provide-bundler-runtime';
import { entryIntegrityPlugin, integrityByContainer } from './federation/entry-integrity-plugin';
import { inlineManifests } from './config/inline-config';
import { ManifestAnswers } from './federation/manifest-answers';
import { fetchManifest, resiliencePlugin } from './federation/resilience-plugin';
import { SHARED_SKEWS } from './federation/remote-loader';
import { sharedSkewPlugin } from './federation/shared-skew-plugin';
import { snapshotSharedPlugin } from './federation/snapshot-shared-plugin';
import { createErrorReporter } from './platform/error-reporting';
import { readJsonFile } from './platform/network';
import { loadRegistry } from './registry/load-registry';
import { applyOverrides, pinRequested, resolveOverrides, withOverrideDeclarations, type OverrideDecision } from './registry/overrides';
import type { LoginHandover } from './logged-out/light-login';
import { startShell } from './start-shell';
import { createBrowserTelemetry, timedLoadRemote } from './telemetry/browser-telemetry';
import { observeWebVitals } from './telemetry/web-vitals';

function registered(container: string) {
  const instance = getInstance();
  const remote = instance?.options.remotes.find((candidate) => candidate.name === container);
  return instance && remote ? { instance, remote } : undefined;
}

/** The runtime's own manifest step, ahead of the load: it keeps the snapshot, and loadRemote finds it. */
async function loadManifest(container: string): Promise<void> {
  const found = registered(container);
  if (found) await found.instance.snapshotHandler.loadRemoteSnapshotInfo({ moduleInfo: found.remote, initiator: 'preloadRemote' });
}

/** Starts loading the shared modules a remote's exposed module consumes as it loads, from its manifest (platform-tools/federation.mjs). */
function preloadShared(container: string): void {
  const found = registered(container);
  if (!found || !('entry' in found.remote)) return;
  const manifest = found.instance.snapshotHandler.manifestCache.get(found.remote.entry) as { metaData?: { consumes?: Record<string, unknown> } } | undefined;
  const keys = manifest?.metaData?.consumes?.['./remote'];
  // Only those the shell has not loaded or started (shared-ui's entries, mostly): asking the runtime
  // for one it has runs its hooks and version checks all the same, some 2 ms per module at the
  // benchmark's 4x CPU slowdown, on the press that opens the remote (an A/B of 20 sessions: cold
  // into cards 22 ms faster without those calls).
  const scope = found.instance.shareScopeMap.default ?? {};
  const started = (key: string) => Object.values(scope[key] ?? {}).some((shared) => shared.loaded === true || shared.lib !== undefined || Boolean(shared.loading));
  if (Array.isArray(keys)) for (const key of keys) if (typeof key === 'string' && !started(key)) loadShare(key).catch(() => undefined);
}

/**
 * Each manifest once per page load (docs/decisions/0076-manifests-once-after-the-first-paint.md),
 * from the page when it carries it (decision 0084).
 */
const manifests = new ManifestAnswers((url, init) => fetchManifest(url, init), inlineManifests());

/**
 * Registers remotes with the runtime, with the manifests the page carries in its cache (the first
 * switch into a remote waits for no response body: ManifestAnswers.seed); registering one afresh
 * (the shell's Retry) lets its manifest be asked again.
 */
function registerWithManifests(...[remotes, options]: Parameters<typeof registerRemotes>): void {
  if (options?.force) for (const remote of remotes) if ('entry' in remote) manifests.forget(remote.entry);
  registerRemotes(remotes, options);
  const cache = getInstance()?.snapshotHandler.manifestCache;
  if (cache) manifests.seed(cache, remotes.flatMap((remote) => ('entry' in remote ? [remote.entry] : [])));
}

/**
 * Starts the dashboard: the federation runtime's plugins, telemetry and the shell. The entry calls
 * it at once, or the light login calls it with the values to sign in with (logged-out/light-login.tsx).
 */
export function start(handover?: LoginHandover): Promise<void> {
  // Errors, remote load times and Web Vitals per remote version (docs/decisions/0034-platform-tools-and-telemetry.md).
  const telemetry = createBrowserTelemetry();
  const { report } = createErrorReporter(50, (error, context) => void telemetry.error(error, context));
  // The shell cleans override parameters from the address at start; the registry is read later.
  const initialSearch = window.location.search;
  const overrides: { decisions: OverrideDecision[] } = { decisions: [] };
  /** Entry integrity by federation container, from the registry once read (overridden remotes have none). */
  let integrity = new Map<string, string>();

  // The remotes' entries use the shell's bundler runtime functions (decision 0097): handed over
  // before any remote loads; here, not in the shell's main, so the light login page carries none.
  provideBundlerRuntime();
  registerPlugins([
    // A remote that needs another version of a shared singleton is refused, not run on the wrong one.
    sharedSkewPlugin((container, reasons) => SHARED_SKEWS.set(container, reasons.join('; '))),
    // The runtime's preload need not walk the remotes' shared modules: none ships a file of its own.
    snapshotSharedPlugin(),
    resiliencePlugin(({ id, lifecycle, error }) => report(error, { remote: id, phase: `federation:${lifecycle}` }), manifests),
    // Subresource integrity of the remotes' entries (docs/decisions/0022-remote-integrity.md).
    entryIntegrityPlugin(
      (container) => integrity.get(container),
      ({ container, url, integrity: expected, mismatch }) => {
        const why = mismatch ? 'does not match the registry' : 'did not load (network, or bytes that do not match)';
        report(new Error(`${url} ${why}; expected ${expected}`), { remote: container, phase: 'integrity' });
      },
    ),
  ]);

  return startShell({
    runtime: { registerRemotes: registerWithManifests, loadRemote: timedLoadRemote(loadRemote, telemetry), loadManifest, preloadShared },
    report,
    telemetry,
    overrides,
    async fetchRegistry({ signedInStaff }) {
      const registry = await loadRegistry();
      const production = process.env.NODE_ENV === 'production';
      // A pin waits for the session: only staff may pin a tab to a released version.
      const staff = production && pinRequested(initialSearch, registry.remotes, registry.overrideOrigins) ? await signedInStaff() : false;
      overrides.decisions = resolveOverrides(initialSearch, registry.remotes, { production, allowedOrigins: registry.overrideOrigins, staff });
      const fetchJson = (url: string): Promise<unknown> => readJsonFile(url, { timeoutMs: 3000 });
      const entries = await withOverrideDeclarations(applyOverrides(registry.remotes, overrides.decisions), overrides.decisions, fetchJson);
      integrity = integrityByContainer(entries);
      return entries;
    },
    handover,
  }).finally(() => observeWebVitals(telemetry));
}
