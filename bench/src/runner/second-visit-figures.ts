// Issue 46: the figures of the second visit of /home (HTTP cache on, after one visit), per network
// (the sessions' own, `localhost`, and each profile that ran) and stack.
import type { RequestRecord, SecondVisitSample, SecondVisitSamples } from './samples';
import { ratioOrNull, spread, type Spread } from './stats';

/** A second visit of /home on one network, for one stack. */
export interface SecondVisitFigures {
  /** Bytes on the wire (headers and encoded bodies): what the cache did not spare. */
  transferBytes: Spread;
  /** Every request of the load, answered from the cache or not. */
  requests: Spread;
  /** The requests that went to the network (a round trip each): not answered from the cache. */
  networkRequests: Spread;
  /** Of those, the ones answered 304: a cached copy revalidated (the no-cache page, registry, manifests). */
  revalidated: Spread;
  fcpMs: Spread;
  lcpMs: Spread;
}

export interface SecondVisitNetworkFigures {
  /** Rounds per stack. */
  rounds: number;
  composed: SecondVisitFigures;
  monolith: SecondVisitFigures;
  /** Composed over monolith, of the medians; null where the monolith's median is 0. */
  ratios: Record<keyof SecondVisitFigures, number | null>;
}

const fromNetwork = (request: RequestRecord) => request.fromCache !== true;

export function secondVisitStackFigures(samples: readonly SecondVisitSample[]): SecondVisitFigures {
  if (samples.length === 0) throw new Error('no second visits recorded');
  return {
    transferBytes: spread(samples.map((sample) => sample.requests.reduce((total, request) => total + request.transferBytes, 0))),
    requests: spread(samples.map((sample) => sample.requests.length)),
    networkRequests: spread(samples.map((sample) => sample.requests.filter(fromNetwork).length)),
    revalidated: spread(samples.map((sample) => sample.requests.filter((request) => fromNetwork(request) && request.status === 304).length)),
    fcpMs: spread(samples.map((sample) => sample.fcpMs)),
    lcpMs: spread(samples.map((sample) => sample.lcpMs)),
  };
}

const KEYS: ReadonlyArray<keyof SecondVisitFigures> = ['transferBytes', 'requests', 'networkRequests', 'revalidated', 'fcpMs', 'lcpMs'];

/** Per network that ran: both stacks' figures and their ratios. */
export function secondVisitFigures(samples: readonly SecondVisitSamples[]): Record<string, SecondVisitNetworkFigures> {
  return Object.fromEntries(
    samples.map(({ network, composed: composedSamples, monolith: monolithSamples }) => {
      const composed = secondVisitStackFigures(composedSamples);
      const monolith = secondVisitStackFigures(monolithSamples);
      const ratios = Object.fromEntries(
        KEYS.map((key) => [key, monolith[key].median === 0 ? null : ratioOrNull(composed[key].median, monolith[key].median)]),
      ) as SecondVisitNetworkFigures['ratios'];
      return [network, { rounds: Math.min(composedSamples.length, monolithSamples.length), composed, monolith, ratios }];
    }),
  );
}
