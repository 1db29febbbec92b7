/** @jest-environment node */
import { secondVisitFigures } from './second-visit-figures';
import { formatTable, buildReport } from './report';
import { checkBudgets } from './budgets';
import recording from './fixtures/recording.json';
import type { RequestRecord, RunRecording, SecondVisitSample } from './samples';
import { summarize } from './summarize';

const request = (url: string, transferBytes: number, extra: Partial<RequestRecord> = {}): RequestRecord => ({
  url,
  resourceType: 'Script',
  initiatorType: 'parser',
  initiatorUrls: [],
  startMs: 0,
  endMs: 10,
  transferBytes,
  ...extra,
});

/** A second visit: the page and the registry revalidated, the hashed chunks from the cache. */
const composedVisit = (lcpMs: number): SecondVisitSample => ({
  fcpMs: lcpMs - 100,
  lcpMs,
  requests: [
    request('http://localhost:4880/home', 2100, { resourceType: 'Document', status: 200 }),
    request('http://localhost:4880/main.1a.js', 0, { fromCache: true, status: 200 }),
    request('http://localhost:4881/mf-manifest.json', 310, { status: 304 }),
    request('http://localhost:4881/remoteEntry.js', 290, { status: 304 }),
    request('http://localhost:4881/__federation_expose_remote.2b.js', 0, { fromCache: true, status: 200 }),
    request('http://localhost:4880/api/v1/balance', 900, { resourceType: 'Fetch', status: 200 }),
  ],
});
const monolithVisit = (lcpMs: number): SecondVisitSample => ({
  fcpMs: lcpMs - 100,
  lcpMs,
  requests: [
    request('http://localhost:4886/home', 2000, { resourceType: 'Document', status: 200 }),
    request('http://localhost:4886/main.3c.js', 0, { fromCache: true, status: 200 }),
    request('http://localhost:4886/api/v1/balance', 900, { resourceType: 'Fetch', status: 200 }),
  ],
});

describe('the second visit of /home (issue 46)', () => {
  const figures = secondVisitFigures([
    { network: 'localhost', composed: [composedVisit(600), composedVisit(700), composedVisit(650)], monolith: [monolithVisit(500), monolithVisit(520), monolithVisit(540)] },
  ]);

  it('counts what went to the network, what the cache answered, and what was revalidated', () => {
    const { composed, monolith, rounds } = figures.localhost!;
    expect(rounds).toBe(3);
    expect(composed.transferBytes).toEqual({ median: 3600, min: 3600, max: 3600, n: 3 });
    expect(composed.requests.median).toBe(6);
    expect(composed.networkRequests.median).toBe(4);
    expect(composed.revalidated.median).toBe(2);
    expect(monolith.networkRequests.median).toBe(2);
    expect(monolith.revalidated.median).toBe(0);
    expect(composed.lcpMs).toEqual({ median: 650, min: 600, max: 700, n: 3 });
  });

  it('gives composed over monolith of each median, and no ratio over a monolith’s zero', () => {
    expect(figures.localhost!.ratios).toEqual({ transferBytes: 1.241, requests: 2, networkRequests: 2, revalidated: null, fcpMs: 1.31, lcpMs: 1.25 });
  });

  it('has a section of its own in the table, and is empty for recordings made before it', () => {
    const run = recording as RunRecording;
    expect(summarize(run).secondVisit).toEqual({});
    const withVisits = summarize({
      ...run,
      secondVisit: [{ network: 'mobile', composed: [composedVisit(900)], monolith: [monolithVisit(800)] }],
    });
    const table = formatTable(buildReport(withVisits, checkBudgets(withVisits), { ...run.machine, startedAt: run.startedAt }));
    expect(table).toContain('second visit of /home on network mobile (HTTP cache on, after one visit): 1 rounds');
    expect(table).toMatch(/ {2}to the network +4 \(4–4\) +2 \(2–2\) +2\.000/);
  });
});
