// The request chains of a cold load (issue 22): how many round trips, one after another, the page
// waited for before its first render. Pure functions over the recorded requests (samples.ts).
import type { RequestRecord } from './samples';

const withoutHash = (url: string) => url.split('#')[0];

/**
 * For each request, the request whose response it waited for most deeply: among the responses its
 * initiator names (the document or stylesheet that named it, the scripts on its call stack), the
 * one fetched most recently before it (same URL, earlier in the log) with the deepest chain.
 * `depth` is 1 for a request nothing recorded named (the navigation), else 1 + its parent's.
 */
export function requestChains(requests: readonly RequestRecord[]): { depth: number; parent: number | null }[] {
  const chains: { depth: number; parent: number | null }[] = [];
  const latestByUrl = new Map<string, number>();
  requests.forEach((request, index) => {
    let parent: number | null = null;
    for (const url of request.initiatorUrls) {
      const candidate = latestByUrl.get(withoutHash(url));
      if (candidate !== undefined && (parent === null || chains[candidate].depth > chains[parent].depth)) parent = candidate;
    }
    chains.push({ depth: parent === null ? 1 : chains[parent].depth + 1, parent });
    latestByUrl.set(withoutHash(request.url), index);
  });
  return chains;
}

export interface LongestChain {
  depth: number;
  /** The URLs of the chain, from the navigation to its last response. */
  urls: string[];
}

/**
 * The longest initiator chain among the requests whose bodies had arrived by `untilMs` (the page's
 * clock: its LCP), i.e. the requests that could have served the first render; of several as long,
 * the one whose last response arrived latest. Depth 0 when none had.
 */
export function longestChainBefore(requests: readonly RequestRecord[], untilMs: number): LongestChain {
  const chains = requestChains(requests);
  let deepest: number | null = null;
  for (const [index, request] of requests.entries()) {
    if (request.endMs === null || request.endMs > untilMs) continue;
    // Of the deepest, the one that arrived last: the closest to the render.
    const arrivedLater = deepest !== null && chains[index].depth === chains[deepest].depth && request.endMs > (requests[deepest].endMs ?? 0);
    if (deepest === null || chains[index].depth > chains[deepest].depth || arrivedLater) deepest = index;
  }
  const urls: string[] = [];
  for (let at: number | null = deepest; at !== null; at = chains[at].parent) urls.unshift(requests[at].url);
  return { depth: urls.length, urls };
}

/**
 * The most round trips in series among the requests whose bodies had arrived by `untilMs`: the
 * longest sequence in which each request started after the previous one's body had arrived. It
 * sees what initiators cannot (a request sent because a JSON answer named it: the registry, then a
 * manifest, then its entry), and counts requests that merely followed one another: an upper bound
 * where the initiator chain is a lower one.
 */
export function serialRoundTripsBefore(requests: readonly RequestRecord[], untilMs: number): number {
  const arrived = requests
    .filter((request): request is RequestRecord & { endMs: number } => request.endMs !== null && request.endMs <= untilMs)
    .sort((a, b) => a.startMs - b.startMs);
  const lengths: number[] = [];
  for (const [index, request] of arrived.entries()) {
    let before = 0;
    for (let earlier = 0; earlier < index; earlier += 1) {
      if (arrived[earlier].endMs <= request.startMs) before = Math.max(before, lengths[earlier]);
    }
    lengths.push(before + 1);
  }
  return lengths.length ? Math.max(...lengths) : 0;
}
