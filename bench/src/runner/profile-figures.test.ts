/** @jest-environment node */
import { checkBudgets } from './budgets';
import recording from './fixtures/recording-issue-22.json';
import oldRecording from './fixtures/recording.json';
import { worstSwitch } from './profile-figures';
import { buildReport, formatTable } from './report';
import type { RunRecording } from './samples';
import { summarize } from './summarize';

// Three rounds of a real run with both network profiles (summarize-network.test.ts). The expected
// figures were worked out from the file with a separate script, not with this code.
const run = recording as unknown as RunRecording;
const figures = summarize(run);

describe('issue 46’s figures per network, on a recorded run', () => {
  it('has the sessions’ own network first, then each profile that ran', () => {
    expect(Object.keys(figures.perProfile)).toEqual(['localhost', 'fast4g', 'mobile']);
  });

  it('counts the requests of the cold load of /home on the sessions’ network (the worst session)', () => {
    expect(figures.firstRouteAllRequests).toBe(37);
    expect(figures.monolith.firstRouteAllRequests).toBe(22);
  });

  it('sets LCP, bytes and requests of the sessions’ cold load beside the monolith’s', () => {
    expect(figures.perProfile.localhost).toMatchObject({
      lcpMs: { composed: 2068, monolith: 1448, ratio: 1.428 },
      transferBytes: { composed: 286_656, monolith: 244_476, ratio: 1.173 },
      requests: { composed: 37, monolith: 22, ratio: 1.682 },
    });
    expect(figures.perProfile.localhost.lcpMs.ratio).toBe(figures.monolithRatioLcp);
  });

  it('names the worst remote’s cold switch on each network, with every remote’s ratio', () => {
    expect(figures.perProfile.localhost.routeSwitchCold).toEqual({ remote: 'settings', ratio: 1.121, byRemote: { cards: 1.044, settings: 1.121 } });
    expect(figures.perProfile.fast4g.routeSwitchCold).toEqual({ remote: 'cards', ratio: 2.551, byRemote: { cards: 2.551, settings: 2.188 } });
    expect(figures.perProfile.mobile.routeSwitchCold).toEqual({ remote: 'settings', ratio: 2.433, byRemote: { cards: 1.739, settings: 2.433 } });
  });

  it('takes a profile’s medians: LCP, bytes on the wire and requests', () => {
    expect(figures.perProfile.mobile).toMatchObject({
      lcpMs: { composed: 3520, monolith: 3352, ratio: 1.05 },
      transferBytes: { composed: 333_999, monolith: 263_529, ratio: 1.267 },
      requests: { composed: 37, monolith: 22, ratio: 1.682 },
    });
    expect(figures.perProfile.fast4g.lcpMs).toEqual({ composed: 2036, monolith: figures.network.fast4g.monolith.lcpMs.median, ratio: figures.network.fast4g.ratios.lcpMs });
  });

  it('has only the sessions’ network when no profile ran, and no transferred bytes for a recording made before they were measured', () => {
    expect(Object.keys(summarize({ ...run, network: undefined }).perProfile)).toEqual(['localhost']);
    const old = summarize(oldRecording as RunRecording).perProfile.localhost;
    expect(old.transferBytes).toEqual({ composed: null, monolith: null, ratio: null });
    expect(old.requests.ratio).not.toBeNull();
  });

  it('has no worst remote when no cold switch was timed', () => {
    expect(worstSwitch({})).toEqual({ remote: null, ratio: null, byRemote: {} });
  });
});

describe('the report of the figures per network', () => {
  const report = buildReport(figures, checkBudgets(figures), { ...run.machine, startedAt: run.startedAt });
  const table = formatTable(report);

  it('is in the JSON under perProfile', () => {
    const parsed = JSON.parse(JSON.stringify(report)) as { perProfile: Record<string, unknown> };
    expect(Object.keys(parsed.perProfile)).toEqual(['localhost', 'fast4g', 'mobile']);
    expect(parsed.perProfile.mobile).toMatchObject({ lcpMs: { ratio: 1.05 }, routeSwitchCold: { remote: 'settings' } });
  });

  it('prints each network’s LCP, worst cold switch, bytes and requests', () => {
    expect(table).toContain('per network (issue 46): the cold load of /home and the cold switches, composed beside monolith');
    expect(table).toMatch(/^localhost \(unthrottled\): lcpMs +2068\.0 ms +1448\.0 ms +1\.428$/m);
    expect(table).toMatch(/^mobile: lcpMs +3520\.0 ms +3352\.0 ms +1\.050$/m);
    expect(table).toMatch(/^ {2}cold switch, worst remote +settings +2\.433$/m);
    expect(table).toMatch(/^ {2}transferred \(bodies\) +286\.7 KB +244\.5 KB +1\.173$/m);
    expect(table).toMatch(/^ {2}requests +37 +22 +1\.682$/m);
    expect(table).toMatch(/^ {4}requests +37 +22$/m);
  });
});
