/**
 * The shell's requests that are not gateway calls, in one module (CONVENTIONS.md "Wrappers instead of
 * raw globals"; the linter lets only this file touch `fetch`, docs/decisions/0055): the deployment's
 * own files (the deployment, the registry), the remotes' manifests and declarations, and telemetry's
 * beacons. Gateway calls go through the gateway client and its transport, never through here.
 */

/** A request for a file of the deployment: asked anew each time (`no-cache`), within a deadline. */
export interface FileRequest extends Omit<RequestInit, 'signal'> {
  /** Ends the request after this many milliseconds. */
  timeoutMs?: number;
  /** Ends the request when aborted (the caller's own deadline); wins over `timeoutMs`. */
  signal?: AbortSignal;
}

/** Asks for a file of the deployment; a failed answer is the caller's to read (`response.ok`). */
export function requestFile(url: string, { timeoutMs, signal, ...init }: FileRequest = {}): Promise<Response> {
  const deadline = signal ?? (timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs));
  return fetch(url, { cache: 'no-cache', ...init, ...(deadline ? { signal: deadline } : {}) });
}

/** A JSON file of the deployment; a failed answer is an error naming the file and its status. */
export async function readJsonFile(url: string, request: FileRequest = {}): Promise<unknown> {
  const response = await requestFile(url, request);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** A beacon: queued by the browser, sent even while the page unloads, never waited for. */
export function sendBeacon(url: string, body: string): boolean {
  const blob = new Blob([body], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function') return navigator.sendBeacon(url, blob);
  void fetch(url, { method: 'POST', body: blob, keepalive: true, credentials: 'omit' }).catch(() => undefined);
  return true;
}
