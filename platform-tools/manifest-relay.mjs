// The remotes' manifests as the shell's server knows them (issue 46, decision 0084): the page carries
// every registry remote's `mf-manifest.json` in a data block, so a cold load of the dashboard asks
// no remote for its manifest (two requests of the first route's, and one per remote the menu's
// warm-up would ask for after the first paint) and a remote's load starts with its entry.
//
// The server asks each remote's origin as the browser would, from the registry's URL, and keeps
// the answer: a released version's manifest (`/<version>/mf-manifest.json`) never changes and is
// kept for good; any other is asked again with its ETag once it is older than `freshMs`, so a
// rebuilt remote is on the next page a moment later. A remote that does not answer within
// `timeoutMs`, answers an error or something that is not a manifest is left out of the page, and
// not asked again for `failedMs`: the browser then asks the remote itself, as it did before, and
// reports what it finds. (A shell whose server cannot reach the manifest URLs at all — compose's
// `localhost` URLs from inside its container — so pays the wait once per `failedMs`, not per page.)

import { SEMVER } from './releases/flags.mjs';

/** A released version's manifest: `/<version>/mf-manifest.json`, the version named as releases name one. */
function isReleased(url) {
  const [version, file] = new URL(url).pathname.split('/').slice(-2);
  return file === 'mf-manifest.json' && SEMVER.test(version ?? '');
}

/** Kept answers at most; more (a long life of releases) starts the table afresh. */
const MAX_KEPT = 200;

/** What the federation runtime reads of a manifest: its metadata and its exposes. */
function isManifest(value) {
  return typeof value === 'object' && value !== null && typeof value.metaData === 'object' && value.metaData !== null && Array.isArray(value.exposes);
}

/**
 * @param {{ fetchImpl?: typeof fetch, timeoutMs?: number, freshMs?: number, failedMs?: number, now?: () => number }} [options]
 */
export function createManifestRelay({ fetchImpl = fetch, timeoutMs = 300, freshMs = 1000, failedMs = 30_000, now = Date.now } = {}) {
  /** url → { manifest (undefined: left out), etag, checkedAt } */
  const kept = new Map();
  /** url → the ask on its way */
  const asking = new Map();

  const keep = (url, entry) => {
    if (kept.size >= MAX_KEPT && !kept.has(url)) kept.clear();
    kept.set(url, entry);
    return entry.manifest;
  };

  async function ask(url, previous) {
    try {
      const headers = previous?.etag ? { 'if-none-match': previous.etag } : {};
      const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      if (response.status === 304 && previous?.manifest) return keep(url, { ...previous, checkedAt: now() });
      const manifest = response.ok ? await response.json() : undefined;
      return keep(url, { manifest: isManifest(manifest) ? manifest : undefined, etag: response.headers.get('etag') ?? undefined, checkedAt: now() });
    } catch {
      return keep(url, { manifest: undefined, checkedAt: now() });
    }
  }

  /** The manifest at `url`, or undefined when the page should leave it to the browser. */
  function manifestAt(url) {
    const previous = kept.get(url);
    const keptFor = previous?.manifest ? (isReleased(url) ? Infinity : freshMs) : failedMs;
    if (previous && now() - previous.checkedAt < keptFor) {
      return Promise.resolve(previous.manifest);
    }
    let pending = asking.get(url);
    if (!pending) {
      pending = ask(url, previous).finally(() => asking.delete(url));
      asking.set(url, pending);
    }
    return pending;
  }

  return {
    manifestAt,
    /**
     * Every registry remote's manifest that could be had, by manifest URL.
     *
     * @param {{ remotes: Array<{ manifest: string }> } | undefined} registry
     * @returns {Promise<Record<string, unknown>>}
     */
    async manifests(registry) {
      const urls = [...new Set((registry?.remotes ?? []).map((remote) => remote.manifest))];
      const answers = await Promise.all(urls.map(async (url) => [url, await manifestAt(url)]));
      return Object.fromEntries(answers.filter(([, manifest]) => manifest !== undefined));
    },
  };
}
