import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { requestFile } from '../platform/network';
import { pause } from '../platform/timing';
import { REMOTE_LOAD_TIMEOUT_MS } from './load-timeout';
import { ManifestAnswers } from './manifest-answers';

const RETRY_DELAY_MS = 300;

type LoadEntryErrorResult = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;

function isTransient(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/**
 * Fetches a manifest with one deadline for all attempts: one retry after a network error or a
 * transient status, none after a 404. Any status that is not OK throws, so the runtime never
 * parses an error page as a manifest.
 */
export async function fetchManifest(
  url: string,
  init: RequestInit,
  { timeoutMs = REMOTE_LOAD_TIMEOUT_MS, retries = 1, fetchImpl = requestFile } = {},
): Promise<Response> {
  const signal = AbortSignal.timeout(timeoutMs);
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries && !signal.aborted; attempt += 1) {
    if (attempt > 0) await pause(RETRY_DELAY_MS, signal);
    if (signal.aborted) break;
    try {
      const response = await fetchImpl(url, { ...init, cache: 'no-cache', signal });
      if (response.ok) return response;
      lastError = new Error(`${url} answered ${response.status}`);
      if (!isTransient(response.status)) break;
    } catch (error) {
      lastError = signal.aborted ? new Error(`${url} did not answer within ${timeoutMs} ms`) : error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

/** What the runtime tells the shell about a failed load: the request id and the lifecycle stage. */
export type FederationLoadFailure = { id: string; lifecycle: string; error: unknown };

/**
 * The shell's federation runtime plugin: a deadline and one retry for manifests, each manifest asked
 * of the network once per page load (`manifests`, manifest-answers.ts), one retry for entry scripts,
 * and every load failure passed to the shell's loader, which reports it with the remote's name.
 */
export function resiliencePlugin(
  onLoadError: (failure: FederationLoadFailure) => void,
  manifests = new ManifestAnswers((url, init) => fetchManifest(url, init)),
): ModuleFederationRuntimePlugin {
  return {
    name: 'mdp-resilience',
    fetch(url, init) {
      return manifests.fetch(url, init);
    },
    // The entry script's deadline is set by entryIntegrityPlugin, which owns `createScript`.
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      // One more try of the entry script after a network failure. The failed attempt must leave
      // the runtime's loading table first, or the new attempt would wait for the failed one.
      delete globalLoading[uniqueKey];
      const again = getRemoteEntry({ origin, remoteInfo, remoteEntryExports }).then((exports) => exports || undefined);
      // The runtime's declared type nests a promise that `await` flattens anyway.
      return again as unknown as LoadEntryErrorResult;
    },
    errorLoadRemote({ id, error, lifecycle }) {
      onLoadError({ id, lifecycle, error });
      return undefined; // no fallback module: the failure reaches the remote's error boundary
    },
  };
}
