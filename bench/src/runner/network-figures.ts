// The figures of the network rounds (issue 22): per profile and stack, the cold load of /home's
// bytes, requests, request chains and paint timings, and the cold switches on that network.
import { longestChainBefore, serialRoundTripsBefore } from './chains';
import type { NetworkProfileSamples, NetworkSample } from './samples';
import { medians, ratiosByRemote, round, spread, switchSamples, worstRatio, type Spread } from './stats';

/** A cold load of /home under one network profile, and its cold switches, for one stack. */
export interface NetworkFigures {
  /** Bytes on the wire of every request of the cold load (headers and encoded bodies). */
  transferBytes: Spread;
  /** Requests of the cold load, until its heading was painted and the network was quiet. */
  requests: Spread;
  /** The longest initiator chain among the requests that had arrived by the LCP (chains.ts). */
  requestChainDepth: Spread;
  /** The most requests in series (each sent after the previous one's body had arrived) by the LCP (chains.ts). */
  serialRoundTrips: Spread;
  fcpMs: Spread;
  lcpMs: Spread;
  /** Per remote: from the press on its sidebar link until its heading is painted, and until its content (the card rows). */
  routeSwitchColdMsByRemote: Record<string, Spread>;
  routeSwitchColdContentMsByRemote: Record<string, Spread>;
  /** The longest chain of the round whose depth is the median's (the first such round). */
  longestChain: string[];
}

export interface NetworkProfileFigures {
  label: string;
  rttMs: number;
  downKbps: number;
  upKbps: number;
  /** Rounds per stack. */
  rounds: number;
  composed: NetworkFigures;
  monolith: NetworkFigures;
  /** Composed over monolith, of the medians; `routeSwitchColdMs` is the worst remote's. */
  ratios: {
    transferBytes: number;
    requests: number;
    requestChainDepth: number;
    serialRoundTrips: number;
    fcpMs: number;
    lcpMs: number;
    routeSwitchColdMs: number | null;
  };
}

/** The requests of a cold load under a network profile, and its longest chain to its LCP. */
export function networkFigures(samples: readonly NetworkSample[]): NetworkFigures {
  if (samples.length === 0) throw new Error('no network rounds recorded');
  const chains = samples.map((sample) => longestChainBefore(sample.requests, sample.lcpMs));
  const depth = spread(chains.map((chain) => chain.depth));
  const perRemote = (clock: 'heading' | 'content') =>
    Object.fromEntries([...switchSamples(samples.flatMap((sample) => sample.switches), 'cold', clock)].map(([remote, values]) => [remote, spread(values)]));
  return {
    transferBytes: spread(samples.map((sample) => sample.requests.reduce((total, request) => total + request.transferBytes, 0))),
    requests: spread(samples.map((sample) => sample.requests.length)),
    requestChainDepth: depth,
    serialRoundTrips: spread(samples.map((sample) => serialRoundTripsBefore(sample.requests, sample.lcpMs))),
    fcpMs: spread(samples.map((sample) => sample.fcpMs)),
    lcpMs: spread(samples.map((sample) => sample.lcpMs)),
    routeSwitchColdMsByRemote: perRemote('heading'),
    routeSwitchColdContentMsByRemote: perRemote('content'),
    longestChain: (chains.find((chain) => chain.depth === Math.round(depth.median)) ?? chains[0]).urls,
  };
}

export function networkProfileFigures({ profile, composed: composedSamples, monolith: monolithSamples }: NetworkProfileSamples): NetworkProfileFigures {
  const composed = networkFigures(composedSamples);
  const monolith = networkFigures(monolithSamples);
  const ratio = (key: 'transferBytes' | 'requests' | 'requestChainDepth' | 'serialRoundTrips' | 'fcpMs' | 'lcpMs') => round(composed[key].median / monolith[key].median, 3);
  return {
    label: profile.label,
    rttMs: profile.rttMs,
    downKbps: profile.downKbps,
    upKbps: profile.upKbps,
    rounds: Math.min(composedSamples.length, monolithSamples.length),
    composed,
    monolith,
    ratios: {
      transferBytes: ratio('transferBytes'),
      requests: ratio('requests'),
      requestChainDepth: ratio('requestChainDepth'),
      serialRoundTrips: ratio('serialRoundTrips'),
      fcpMs: ratio('fcpMs'),
      lcpMs: ratio('lcpMs'),
      routeSwitchColdMs: worstRatio(ratiosByRemote(medians(composed.routeSwitchColdMsByRemote), medians(monolith.routeSwitchColdMsByRemote))),
    },
  };
}
