import { isHttpUrl, isIntegrity, parseDeclaration, type RegistryEntry } from 'shared-contracts/registry';
import { readJson, remove, writeJson } from '../platform/browser-storage';

/**
 * Development overrides: `?remote:cards=http://localhost:5803/mf-manifest.json` points one remote
 * at another manifest for the rest of the tab. Loading script from an arbitrary URL is an XSS hole,
 * so a production build accepts only origins on the deploy-time allow list.
 */
export type OverrideRequests = Record<string, string>;

export type OverrideDecision =
  | { remote: string; manifest: string; status: 'active' }
  | { remote: string; manifest: string; status: 'refused'; reason: 'unknownRemote' | 'invalidUrl' | 'originNotAllowed' | 'staffOnly' };

const PARAM_PREFIX = 'remote:';

/** The override requests in a query string; an empty value asks to clear that remote's override. */
export function readOverrideParams(search: string): { set: OverrideRequests; clear: string[] } {
  const set: OverrideRequests = {};
  const clear: string[] = [];
  for (const [key, value] of new URLSearchParams(search)) {
    if (!key.startsWith(PARAM_PREFIX)) continue;
    const remote = key.slice(PARAM_PREFIX.length);
    if (value === '') clear.push(remote);
    else set[remote] = value;
  }
  return { set, clear };
}

/** The query string without override parameters, so the address bar does not keep them. */
export function withoutOverrideParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (key.startsWith(PARAM_PREFIX)) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

function isRequests(value: unknown): value is OverrideRequests {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

export interface OverridePolicy {
  /** True in production builds: only allow-listed origins are accepted. */
  production: boolean;
  /** Origins from the deploy-time registry (`overrideOrigins`). */
  allowedOrigins: readonly string[];
  /**
   * Whether the signed-in user is internal staff: a production build pins a tab to a released
   * version for staff only (see `pinRequested`). Unknown (not asked) counts as no.
   */
  staff?: boolean;
}

/** A released version's files sit at `<version>/` on the remote's own origin (docs/decisions/0058). */
const RELEASED_MANIFEST = /^\/(?:[^/?#]+\/)*\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?\/mf-manifest\.json$/;

/**
 * A pin: a released version of the remote from the remote's own origin, which the registry (and so
 * the page's Content Security Policy) already trusts. Staff pin a tab to a version this way; in a
 * production build nobody else may, or a link could hold a merchant's tab on an older release, one
 * rolled back for a fault, and open the platform tools panel to them (tools-access.ts).
 */
function isReleasedVersionOf(remotes: readonly RegistryEntry[], remote: string, manifest: string): boolean {
  const entry = remotes.find((candidate) => candidate.name === remote);
  const url = new URL(manifest);
  return entry !== undefined && url.origin === new URL(entry.manifest).origin && url.search === '' && RELEASED_MANIFEST.test(url.pathname);
}

export function decideOverrides(
  requests: OverrideRequests,
  remotes: readonly RegistryEntry[],
  policy: OverridePolicy,
): OverrideDecision[] {
  return Object.entries(requests).map(([remote, manifest]): OverrideDecision => {
    if (!remotes.some((entry) => entry.name === remote)) {
      return { remote, manifest, status: 'refused', reason: 'unknownRemote' };
    }
    if (!isHttpUrl(manifest)) return { remote, manifest, status: 'refused', reason: 'invalidUrl' };
    if (policy.production && !policy.allowedOrigins.includes(new URL(manifest).origin)) {
      if (!isReleasedVersionOf(remotes, remote, manifest)) return { remote, manifest, status: 'refused', reason: 'originNotAllowed' };
      if (policy.staff !== true) return { remote, manifest, status: 'refused', reason: 'staffOnly' };
    }
    return { remote, manifest, status: 'active' };
  });
}

/**
 * The registry entries with every active override applied. An overridden entry loses the
 * registry's integrity: that hash is the deployed build's, and a development server's build has
 * none (docs/decisions/0022-remote-integrity.md).
 */
export function applyOverrides(remotes: readonly RegistryEntry[], decisions: readonly OverrideDecision[]): RegistryEntry[] {
  return remotes.map((entry) => {
    const active = decisions.find((d) => d.remote === entry.name && d.status === 'active');
    if (!active) return entry;
    const { integrity: _deployed, ...rest } = entry;
    return { ...rest, manifest: active.manifest, version: `override:${active.manifest}` };
  });
}

/** The overrides the tab asks for on this page load: the remembered ones, plus those the query sets, less those it clears. */
function requestedOverrides(search: string): OverrideRequests {
  const { set, clear } = readOverrideParams(search);
  const requests = { ...(readJson('remoteOverrides', isRequests) ?? {}), ...set };
  for (const remote of clear) delete requests[remote];
  return requests;
}

/**
 * Whether a production build must know if the user is staff to decide this page load's overrides:
 * one of them pins a released version from an origin off the allow list. Only then does the shell
 * wait for the session before it reads the registry's remotes.
 */
export function pinRequested(search: string, remotes: readonly RegistryEntry[], allowedOrigins: readonly string[]): boolean {
  return Object.entries(requestedOverrides(search)).some(
    ([remote, manifest]) => isHttpUrl(manifest) && !allowedOrigins.includes(new URL(manifest).origin) && isReleasedVersionOf(remotes, remote, manifest),
  );
}

/**
 * The tab's overrides after this page load (`requestedOverrides`), decided. Only active overrides
 * are remembered; a refused one is shown once and dropped.
 */
export function resolveOverrides(
  search: string,
  remotes: readonly RegistryEntry[],
  policy: OverridePolicy,
): OverrideDecision[] {
  const decisions = decideOverrides(requestedOverrides(search), remotes, policy);
  const active = Object.fromEntries(
    decisions.filter((d) => d.status === 'active').map((d) => [d.remote, d.manifest]),
  );
  if (Object.keys(active).length > 0) writeJson('remoteOverrides', active);
  else remove('remoteOverrides');
  return decisions;
}

export function clearOverrides(): void {
  remove('remoteOverrides');
}

/**
 * Each active override with the declaration its build published beside its manifest (the routes
 * and menu of the version it loads); and a pinned released version (`<origin>/<version>/`, issue 39)
 * with the integrity its release published there too, so the entry is checked as the registry's
 * versions are (decision 0022): a release is refused without one, and its folder never changes.
 * A development server's override has none and loads unchecked, as before.
 */
export async function withOverrideDeclarations(
  remotes: readonly RegistryEntry[],
  decisions: readonly OverrideDecision[],
  fetchJson: (url: string) => Promise<unknown>,
): Promise<RegistryEntry[]> {
  return Promise.all(
    remotes.map(async (entry) => {
      if (!decisions.some((d) => d.remote === entry.name && d.status === 'active')) return entry;
      const beside = (file: string) => fetchJson(new URL(file, entry.manifest).href).catch(() => undefined);
      const released = RELEASED_MANIFEST.test(new URL(entry.manifest).pathname);
      const [published, pinned] = await Promise.all([beside('declaration.json'), released ? beside('integrity.json') : undefined]);
      const declaration = parseDeclaration(published);
      const integrity = pinned && typeof pinned === 'object' && 'integrity' in pinned && typeof pinned.integrity === 'string' && isIntegrity(pinned.integrity) ? pinned.integrity : undefined;
      return { ...entry, ...(declaration.ok ? { declaration: declaration.value } : {}), ...(integrity ? { integrity } : {}) };
    }),
  );
}
