/** @jest-environment node */
import { longestChainBefore, requestChains, serialRoundTripsBefore } from './chains';
import type { RequestRecord } from './samples';

const shell = 'http://localhost:4880';
const home = 'http://localhost:4881';

const request = (url: string, initiatorUrls: string[], startMs: number, endMs: number | null, initiatorType = 'script'): RequestRecord => ({
  url,
  resourceType: 'Script',
  initiatorType,
  initiatorUrls,
  startMs,
  endMs,
  transferBytes: 100,
});

// A composed cold load in miniature: the page names main.js; main.js loads vendors and asks for the
// registry; the runtime (main.js) fetches the manifest once the registry is in, then the entry; the
// entry's page asks the gateway (its stack: the entry and vendors).
const load: RequestRecord[] = [
  request(`${shell}/home`, [], 0, 200, 'other'),
  request(`${shell}/main.js`, [`${shell}/home`], 250, 500, 'parser'),
  request(`${shell}/vendors.js`, [`${shell}/main.js`], 520, 1500),
  request(`${shell}/remotes.json`, [`${shell}/main.js`], 530, 700),
  request(`${home}/mf-manifest.json`, [`${shell}/main.js`], 720, 900),
  request(`${home}/remoteEntry.js#x`, [`${shell}/main.js`], 920, 1100),
  request(`${shell}/api/home-settings`, [`${home}/remoteEntry.js`, `${shell}/vendors.js`], 1600, 1800),
  request(`${shell}/late.js`, [`${shell}/main.js`], 1900, null),
];

describe('requestChains', () => {
  it('counts the navigation as 1 and each request as one more than the deepest response its initiator names', () => {
    expect(requestChains(load).map((chain) => chain.depth)).toEqual([1, 2, 3, 3, 3, 3, 4, 3]);
    // The gateway call waited for the entry and vendors (both depth 3): the first one found wins a tie.
    expect(requestChains(load)[6].parent).toBe(5);
  });

  it('ignores an initiator URL that no earlier request fetched (an extension, an inline script of another page)', () => {
    const chains = requestChains([request(`${shell}/a.js`, ['http://elsewhere/x.js'], 0, 10)]);
    expect(chains).toEqual([{ depth: 1, parent: null }]);
  });

  it('takes the latest fetch of a URL fetched twice', () => {
    const twice = [
      request(`${shell}/home`, [], 0, 10, 'other'),
      request(`${shell}/a.js`, [`${shell}/home`], 20, 30),
      request(`${shell}/b.js`, [`${shell}/a.js`], 40, 50),
      request(`${shell}/a.js`, [`${shell}/b.js`], 60, 70),
      request(`${shell}/c.js`, [`${shell}/a.js`], 80, 90),
    ];
    expect(requestChains(twice).map((chain) => chain.depth)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('longestChainBefore', () => {
  it('is the deepest chain among the requests that had arrived by the LCP, with its URLs', () => {
    expect(longestChainBefore(load, 2000)).toEqual({
      depth: 4,
      urls: [`${shell}/home`, `${shell}/main.js`, `${home}/remoteEntry.js#x`, `${shell}/api/home-settings`],
    });
  });

  it('of several chains as long, names the one whose last response arrived latest', () => {
    // By 1550 ms the deepest are at 3: vendors.js (1500), remotes.json (700), the manifest, the entry.
    expect(longestChainBefore(load, 1550).urls).toEqual([`${shell}/home`, `${shell}/main.js`, `${shell}/vendors.js`]);
  });

  it('leaves out what arrived after the LCP, and what never arrived', () => {
    expect(longestChainBefore(load, 1700).depth).toBe(3);
    expect(longestChainBefore(load, 100)).toEqual({ depth: 0, urls: [] });
  });
});

describe('serialRoundTripsBefore', () => {
  it('counts the most requests in series: each sent once the previous one had arrived', () => {
    // home → main.js → remotes.json → manifest → entry → the gateway call: 6, where the initiators see 4.
    expect(serialRoundTripsBefore(load, 2000)).toBe(6);
    expect(serialRoundTripsBefore(load, 1000)).toBe(4);
    expect(serialRoundTripsBefore([], 1000)).toBe(0);
  });
});
