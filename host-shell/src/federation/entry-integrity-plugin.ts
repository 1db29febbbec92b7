import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { containerName, type RegistryEntry } from 'shared-contracts/registry';
import { REMOTE_LOAD_TIMEOUT_MS } from './load-timeout';

/** The registry's entry integrity of a federation container (`mfe_cards`), if it has one. */
export type IntegrityOf = (container: string) => string | undefined;

/** An entry script that carried an integrity and did not run (a network failure, or other bytes). */
export interface EntryRefusal {
  container: string;
  url: string;
  integrity: string;
  /** The server answered 2xx, so the browser refused the bytes: they do not match the registry. */
  mismatch: boolean;
}

/** The remote entry's file name (platform-tools/webpack/remote-publishing.mjs publishes its hash). */
const isEntryScript = (url: string): boolean => new URL(url, 'http://invalid').pathname.endsWith('/remoteEntry.js');

/** Entry types the runtime loads with a <script> element, the only kind that can carry integrity. */
const SCRIPT_ENTRY_TYPES = new Set(['global', 'var']);

/**
 * Container → integrity for the entries the shell will load. An overridden entry has none
 * (`applyOverrides` drops it): a development build is not the deployed one.
 */
export function integrityByContainer(entries: readonly RegistryEntry[]): Map<string, string> {
  return new Map(entries.flatMap((entry) => (entry.integrity ? [[containerName(entry.name), entry.integrity] as const] : [])));
}

/** Did the last fetch of `url` get a 2xx answer? (Resource Timing; false when the browser does not say.) */
function answeredOk(url: string): boolean {
  const timings = performance.getEntriesByName(url, 'resource') as Array<PerformanceResourceTiming & { responseStatus?: number }>;
  const status = timings[timings.length - 1]?.responseStatus ?? 0;
  return status >= 200 && status < 300;
}

function entryScript(url: string, integrity: string, onRefused: (url: string) => void): HTMLScriptElement {
  const script = document.createElement('script');
  // A CORS request (the remotes' servers allow the shell's origins), or the browser cannot check
  // the bytes of a script from another origin and refuses it whatever they are.
  script.setAttribute('crossorigin', 'anonymous');
  script.setAttribute('integrity', integrity);
  script.src = url;
  script.addEventListener('error', () => onRefused(url), { once: true });
  return script;
}

/**
 * The shell's federation runtime plugin for subresource integrity (docs/decisions/0022-remote-integrity.md).
 *
 * The entry script the runtime creates for a remote whose registry entry has an integrity carries
 * that integrity and `crossorigin="anonymous"`. A split remote's chunk scripts are not pinned yet:
 * their hashes are not in the registry (decision 0022). The browser refuses other bytes
 * before running them; the runtime sees a failed load, which the resilience plugin and the loader
 * contain like any other (the failure panel with Retry, a report).
 *
 * It owns the runtime's `createScript` hook, the entry deadline included: the runtime uses only the
 * last plugin's answer to that hook, so a second plugin answering it would drop the integrity.
 * A pinned remote whose manifest names an entry type loaded without a <script> (ESM `import()`,
 * SystemJS) is refused: such a load could not be checked.
 */
export function entryIntegrityPlugin(integrityOf: IntegrityOf, onRefused: (refusal: EntryRefusal) => void): ModuleFederationRuntimePlugin {
  return {
    name: 'mdp-entry-integrity',
    createScript({ url, remoteInfo }) {
      const integrity = remoteInfo && isEntryScript(url) ? integrityOf(remoteInfo.name) : undefined;
      // Only the entry is pinned: a split remote's chunks (mfe-notifications, mfe-home) have hashes
      // of their own that the registry does not carry yet (decision 0022).
      if (!remoteInfo || !integrity) return { timeout: REMOTE_LOAD_TIMEOUT_MS };
      const container = remoteInfo.name;
      const script = entryScript(url, integrity, () => onRefused({ container, url, integrity, mismatch: answeredOk(url) }));
      return { script, timeout: REMOTE_LOAD_TIMEOUT_MS };
    },
    loadEntry({ remoteInfo }) {
      if (integrityOf(remoteInfo.name) && !SCRIPT_ENTRY_TYPES.has(remoteInfo.type)) {
        throw new Error(`${remoteInfo.name}: its manifest names a "${remoteInfo.type}" entry, which cannot be loaded with its registry integrity`);
      }
      return undefined; // the runtime loads the entry (createScript above)
    },
  };
}
