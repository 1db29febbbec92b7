/** @jest-environment node */
import { checkBudgets } from './budgets';
import recording from './fixtures/recording-issue-22.json';
import { buildReport, formatSpread, formatTable } from './report';
import type { RunRecording } from './samples';
import { coldSwitchesAfterPrefetch, summarize } from './summarize';

// Three rounds of a real run with issue 22's network profiles and pages, saved with
// `pnpm bench --record` (on a loaded machine: the timings are not the code's). The expected
// figures were worked out from the file with a separate script, not with this code.
const run = recording as unknown as RunRecording;
const figures = summarize(run);

describe('the network rounds, on a recorded run', () => {
  it('keeps each profile’s numbers and how many rounds it ran', () => {
    expect(Object.keys(figures.network)).toEqual(['fast4g', 'mobile']);
    expect(figures.network.mobile).toMatchObject({ rttMs: 150, downKbps: 1600, upKbps: 750, rounds: 3 });
  });

  it('adds up the bytes on the wire and counts the requests of the cold load of /home', () => {
    const { composed, monolith } = figures.network.mobile;
    expect(composed.transferBytes).toEqual({ median: 333_999, min: 333_999, max: 333_999, n: 3 });
    expect(monolith.transferBytes).toEqual({ median: 263_529, min: 263_529, max: 263_529, n: 3 });
    expect(composed.requests).toEqual({ median: 37, min: 37, max: 37, n: 3 });
    expect(monolith.requests).toEqual({ median: 22, min: 22, max: 22, n: 3 });
    expect(figures.network.mobile.ratios.requests).toBe(1.682);
  });

  it('finds the longest initiator chain and the most round trips in series before the LCP', () => {
    const { composed, monolith } = figures.network.mobile;
    expect(composed.requestChainDepth).toEqual({ median: 4, min: 4, max: 4, n: 3 });
    expect(monolith.requestChainDepth).toEqual({ median: 3, min: 3, max: 3, n: 3 });
    expect(composed.longestChain).toHaveLength(4);
    expect(composed.longestChain.slice(0, 2)).toEqual(['http://localhost:4880/home', 'http://localhost:4880/main.723fd9bd7c.js']);
    expect(composed.serialRoundTrips).toEqual({ median: 8, min: 8, max: 8, n: 3 });
    expect(figures.network.fast4g.composed.serialRoundTrips).toEqual({ median: 11, min: 10, max: 11, n: 3 });
    expect(monolith.serialRoundTrips).toEqual({ median: 7, min: 7, max: 7, n: 3 });
  });

  it('reports the LCP with its spread, and its ratio on the throttled mobile profile as the budgeted figure', () => {
    expect(figures.network.mobile.composed.lcpMs).toEqual({ median: 3520, min: 3048, max: 3676, n: 3 });
    expect(figures.network.mobile.monolith.lcpMs).toEqual({ median: 3352, min: 2980, max: 3444, n: 3 });
    expect(figures.network.mobile.ratios.lcpMs).toBe(1.05);
    expect(figures.monolithRatioLcpMobile).toBe(1.05);
    expect(figures.network.fast4g.composed.lcpMs).toEqual({ median: 2036, min: 1456, max: 2156, n: 3 });
  });

  it('times the cold switches on each network, per remote', () => {
    expect(Object.keys(figures.network.mobile.composed.routeSwitchColdMsByRemote)).toEqual(['cards', 'settings']);
    expect(Object.keys(figures.network.mobile.composed.routeSwitchColdContentMsByRemote)).toEqual(['cards']);
    expect(figures.network.mobile.composed.routeSwitchColdMsByRemote.cards.n).toBe(3);
  });

  it('has no mobile LCP ratio when the mobile profile did not run', () => {
    const fast4gOnly = summarize({ ...run, network: run.network?.filter((samples) => samples.profile.name === 'fast4g') });
    expect(fast4gOnly.monolithRatioLcpMobile).toBeNull();
    expect(summarize({ ...run, network: undefined }).network).toEqual({});
  });
});

describe('issue 22’s pages and login figures, on a recorded run', () => {
  it('times each page per stack: median and spread over the sessions', () => {
    expect(figures.pageMs).toEqual({
      cardPaymentsList: { median: 855.6, min: 818.8, max: 1088.4, n: 3 },
      home: { median: 232.6, min: 228.8, max: 340.9, n: 3 },
      paymentDetail: { median: 754.4, min: 680.4, max: 908.9, n: 3 },
      settingsDevelopers: { median: 1135.7, min: 1086.5, max: 1505.3, n: 3 },
      notificationDropdown: { median: 425.1, min: 396.9, max: 634.6, n: 3 },
      activationStep1: { median: 1010.1, min: 727.3, max: 1065.6, n: 3 },
    });
    expect(figures.monolith.pageMs.activationStep1).toEqual({ median: 783.3, min: 725.3, max: 1364.7, n: 3 });
    expect(figures.monolithRatioPageMs.activationStep1).toBe(1.29); // 1010.1 / 783.3
  });

  it('counts every script of the login page, and the first route’s JavaScript as transferred against the monolith’s', () => {
    expect(figures.loginPageJsGzip).toBe(260_034);
    expect(figures.monolith.loginPageJsGzip).toBe(261_295);
    expect(figures.firstRouteJsTransfer).toBe(254_948);
    expect(figures.monolith.firstRouteJsTransfer).toBe(227_343);
    expect(figures.monolithRatioFirstRouteJsTransfer).toBe(1.121);
  });

  it('judges issue 22’s budgets on it: the first route’s bytes, the switches and the login page fail, the mobile LCP passes', () => {
    const verdicts = Object.fromEntries(checkBudgets(figures).map((result) => [result.figure, result.pass]));
    expect(verdicts).toMatchObject({
      monolithRatioFirstRouteJsTransfer: false,
      monolithRatioLcpMobile: true,
      loginPageJsGzip: false,
      reactDomCopies: true,
    });
  });
});

describe('the report of the network rounds', () => {
  const report = buildReport(figures, checkBudgets(figures), { ...run.machine, startedAt: run.startedAt });
  const table = formatTable(report);

  it('has issue 22’s keys in its JSON, the budgets’ as numbers', () => {
    const parsed = JSON.parse(JSON.stringify(report)) as Record<string, unknown>;
    for (const key of ['monolithRatioFirstRouteJsTransfer', 'monolithRatioLcpMobile', 'monolithRatioRouteSwitchCold', 'monolithRatioRouteSwitchWarm', 'loginPageJsGzip']) {
      expect(typeof parsed[key]).toBe('number');
    }
    expect(Object.keys(parsed)).toEqual(expect.arrayContaining(['pageMs', 'monolithRatioPageMs', 'network', 'monolithRatioRouteSwitchColdByRemote', 'monolithRatioRouteSwitchWarmByRemote']));
    expect(parsed.run).toMatchObject({ networkProfiles: ['fast4g', 'mobile'] });
  });

  it('prints each profile with medians, spreads and ratios, and the longest chains', () => {
    expect(table).toContain('network mobile (throttled mobile: 150 ms RTT, 1.6 Mbps down, 750 kbps up): 3 rounds, medians (min–max)');
    expect(table).toMatch(/^transferred, cold load of \/home +334\.0 KB \(334\.0–334\.0\) +263\.5 KB \(263\.5–263\.5\) +1\.267$/m);
    expect(table).toMatch(/^request chain depth to LCP +4 \(4–4\) +3 \(3–3\) +1\.333$/m);
    expect(table).toMatch(/^lcpMs +3520\.0 ms \(3048\.0–3676\.0\) +3352\.0 ms \(2980\.0–3444\.0\) +1\.050$/m);
    expect(table).toMatch(/^ {2}longest chain, composed: :4880\/home → :4880\/main\.723fd9bd7c\.js → /m);
    expect(table).toContain('network profiles: fast4g, mobile, a cold load of /home and the cold switches per stack and round');
  });

  it('prints the pages with their spread beside the monolith’s', () => {
    expect(table).toMatch(/^pageMs activationStep1 +1010\.1 ms \(727\.3–1065\.6\) +783\.3 ms \(725\.3–1364\.7\)$/m);
    expect(formatSpread(undefined, 'ms')).toBe('n/a');
  });
});

describe('cold switches after a prefetch', () => {
  const [session] = run.composed.sessions;
  const cards = run.remoteOrigins.cards;
  const coldIntoCards = session.switches.findIndex((sample) => sample.kind === 'cold' && sample.remote === 'cards');

  it('are none in the recorded run, which did not keep the responses before each press', () => {
    expect(figures.coldSwitchesAfterPrefetch).toEqual([]);
  });

  it('name the remote whose origin had sent code before its cold switch was pressed', () => {
    const firstFromCards = session.responses.findIndex((response) => response.url.startsWith(cards) && !response.url.endsWith('/mf-manifest.json'));
    expect(firstFromCards).toBeGreaterThan(0); // the cards remote was fetched by the cold switch itself
    const at = (responsesBefore: number) => ({
      ...session,
      switches: session.switches.map((sample, index) => (index === coldIntoCards ? { ...sample, responsesBefore } : sample)),
    });
    expect(coldSwitchesAfterPrefetch([at(firstFromCards)], run.remoteOrigins)).toEqual([]);
    expect(coldSwitchesAfterPrefetch([at(firstFromCards + 1)], run.remoteOrigins)).toEqual(['cards']);
  });

  it('do not count a manifest fetched ahead (JSON, no code)', () => {
    const firstFromCards = session.responses.findIndex((response) => response.url.startsWith(cards));
    expect(session.responses[firstFromCards].url).toBe(`${cards}/mf-manifest.json`);
    const manifestAhead = { ...session.responses[firstFromCards], url: `${cards}/mf-manifest.json`, resourceType: 'fetch' };
    const responses = [...session.responses.slice(0, firstFromCards), manifestAhead, ...session.responses.slice(firstFromCards)];
    const switches = session.switches.map((sample, index) => (index === coldIntoCards ? { ...sample, responsesBefore: firstFromCards + 1 } : sample));
    expect(coldSwitchesAfterPrefetch([{ ...session, responses, switches }], run.remoteOrigins)).toEqual([]);
  });

  it('are noted under the table when there are some', () => {
    const note = /^note: cold switches into cards followed a prefetch of that remote: not into an unloaded remote$/m;
    const machine = { ...run.machine, startedAt: run.startedAt };
    expect(formatTable(buildReport(figures, checkBudgets(figures), machine))).not.toMatch(note);
    const prefetched = { ...figures, coldSwitchesAfterPrefetch: ['cards'] };
    expect(formatTable(buildReport(prefetched, checkBudgets(prefetched), machine))).toMatch(note);
  });
});
