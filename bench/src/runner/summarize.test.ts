/** @jest-environment node */
import recording from './fixtures/recording.json';
import type { ResponseRecord, RunRecording, SessionSample } from './samples';
import { median } from './stats';
import { isJavaScript, summarize } from './summarize';

// Three rounds of a real run, saved with `pnpm bench --record`. The expected figures below
// were worked out from the file by hand, not with this code.
const run = recording as RunRecording;

function withSessions(stack: 'composed' | 'monolith', edit: (session: SessionSample) => SessionSample): RunRecording {
  return { ...run, [stack]: { ...run[stack], sessions: run[stack].sessions.map(edit) } };
}

const record = (url: string, resourceType: string, contentType = ''): ResponseRecord => ({
  url,
  resourceType,
  contentType,
  status: 200,
  gzipBytes: 1,
  hasReactDom: false,
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses an empty list rather than inventing a figure', () => {
    expect(() => median([])).toThrow('median of no values');
  });
});

describe('isJavaScript', () => {
  it('counts scripts by resource type, content type or file name', () => {
    expect(isJavaScript(record('http://localhost:4880/main.1234567890.js', 'script'))).toBe(true);
    expect(isJavaScript(record('http://localhost:4881/entry', 'fetch', 'application/javascript; charset=utf-8'))).toBe(true);
    expect(isJavaScript(record('http://localhost:4881/remoteEntry.js', 'other'))).toBe(true);
  });

  it('does not count manifests, the registry or the page', () => {
    expect(isJavaScript(record('http://localhost:4881/mf-manifest.json', 'fetch', 'application/json'))).toBe(false);
    expect(isJavaScript(record('http://localhost:4880/remotes.json', 'fetch', 'application/json'))).toBe(false);
    expect(isJavaScript(record('http://localhost:4880/home', 'document', 'text/html'))).toBe(false);
  });
});

describe('summarize, on a recorded run', () => {
  const figures = summarize(run);

  it('adds up the gzip bytes of the cold load of /home', () => {
    expect(figures.firstRouteJsGzip).toBe(252_831);
    expect(figures.firstRouteAllGzip).toBe(254_097);
    expect(figures.shellInitialJsGzip).toBe(236_691); // only what the shell's origin served
    expect(figures.monolith.firstRouteJsGzip).toBe(161_977);
  });

  it('takes the median of the paint timings of the sessions and the extra cold loads', () => {
    expect(figures.fcpMs).toBe(1028);
    expect(figures.lcpMs).toBe(1308);
    expect(figures.monolith.lcpMs).toBe(1072);
    const sessionsOnly = summarize({ ...run, composed: { ...run.composed, extraLoads: [] } });
    expect(sessionsOnly.fcpMs).toBe(1036); // the median of the three sessions alone
  });

  it('reports each remote’s median switch and the slowest of them, cold and warm apart', () => {
    expect(figures.routeSwitchColdMsByRemote).toEqual({ cards: 183.8, settings: 167.5, activation: 205.4 });
    expect(figures.routeSwitchColdMs).toBe(205.4);
    expect(figures.routeSwitchWarmMsByRemote).toEqual({ home: 56.5, cards: 55.1, settings: 57.6, activation: 58.5 });
    expect(figures.routeSwitchWarmMs).toBe(58.5);
  });

  it('adds the switches the extra cold loads took to the sessions’ (recordings before them have none)', () => {
    const extra = (remote: string, kind: 'cold' | 'warm', ms: number, page?: 'home') => ({ remote, kind, ms, hoverLeadMs: 0, ...(page ? { page } : {}) });
    const [first, ...rest] = run.composed.extraLoads;
    const withExtra = summarize({
      ...run,
      composed: {
        ...run.composed,
        // cards: the sessions' 163.2, 183.8, 256.3 with 100 and 110 → 163.2; home: 81.9, 56.5, 47.9 with 10 → 52.2
        extraLoads: [{ ...first!, switches: [extra('cards', 'cold', 100), extra('home', 'warm', 10, 'home')] }, { ...rest[0]!, switches: [extra('cards', 'cold', 110)] }, ...rest.slice(1)],
      },
    });
    expect(withExtra.routeSwitchColdMsByRemote.cards).toBe(163.2);
    expect(withExtra.routeSwitchColdMsByRemote.settings).toBe(167.5);
    expect(withExtra.routeSwitchWarmMsByRemote.home).toBe(52.2);
    expect(figures.pageMs.home).toBeUndefined(); // recorded before the pages were timed
    expect(withExtra.pageMs.home?.n).toBe(1);
  });

  it('times the card rows apart, and compares their cold switch with the monolith’s', () => {
    expect(figures.routeSwitchColdContentMsByRemote).toEqual({});
    expect(figures.monolithRatioCardRowsCold).toBeNull(); // recorded before the rows were timed
    const withRows = (stack: RunRecording['composed'], ms: number[]): RunRecording['composed'] => ({
      ...stack,
      sessions: stack.sessions.map((session, index) => ({
        ...session,
        switches: session.switches.map((sample) => (sample.remote === 'cards' && sample.kind === 'cold' ? { ...sample, contentMs: ms[index]! } : sample)),
      })),
    });
    const timed = summarize({ ...run, composed: withRows(run.composed, [300, 340, 320]), monolith: withRows(run.monolith, [260, 250, 280]) });
    expect(timed.routeSwitchColdContentMsByRemote).toEqual({ cards: 320 });
    expect(timed.routeSwitchWarmContentMsByRemote).toEqual({});
    expect(timed.monolith.routeSwitchColdContentMsByRemote).toEqual({ cards: 260 });
    expect(timed.monolithRatioCardRowsCold).toBe(1.231);
  });

  it('reports the slowest filter of the card payments list per row count, and its growth', () => {
    expect(figures.gatewayListP95Ms).toEqual({});
    expect(figures.gatewayListGrowth).toBeNull();
    const gatewayList = [
      { rows: 50_000, p95Ms: { '{}': 12.5, '{"status":"FAILED"}': 3 } },
      { rows: 5000, p95Ms: { '{}': 4.123, '{"status":"FAILED"}': 5 } },
    ];
    const timed = summarize({ ...run, gatewayList });
    expect(timed.gatewayListP95Ms).toEqual({ '5000': 5, '50000': 12.5 });
    expect(timed.gatewayListGrowth).toBe(2.5);
    expect(timed.gatewayTransactionsP95Ms).toEqual({});
    expect(timed.gatewayTransactionsGrowth).toBeNull();
  });

  it('reports the transactions list beside it, per ledger entry count (issue 40)', () => {
    const gatewayList = [
      { rows: 5000, p95Ms: { '{}': 4 }, transactions: { rows: 5630, p95Ms: { '{}': 3, '{"type":["REFUND"]}': 6.004 } } },
      { rows: 50_000, p95Ms: { '{}': 8 }, transactions: { rows: 56_300, p95Ms: { '{}': 9, '{"type":["REFUND"]}': 7 } } },
    ];
    const timed = summarize({ ...run, gatewayList });
    expect(timed.gatewayTransactionsP95Ms).toEqual({ '5630': 6, '56300': 9 });
    expect(timed.gatewayTransactionsGrowth).toBe(1.499) // 9 / 6.004: the growth of the measured figures, not the rounded ones;
  });

  it('finds each remote’s entry and counts react-dom once', () => {
    expect(figures.remoteEntryGzip).toEqual({ home: 6945, activation: 9787, cards: 7273, settings: 7450, notifications: 9195 });
    expect(figures.reactDomCopies).toBe(1);
    expect(figures.monolith.reactDomCopies).toBe(1);
  });

  it('divides the composed stack by the monolith', () => {
    expect(figures.monolithRatioBytes).toBe(1.567); // 254 097 / 162 191
    expect(figures.monolithRatioLcp).toBe(1.22); // 1308 / 1072
  });

  it('divides each remote’s median switch by the monolith’s, and keeps the worst remote (issue 22)', () => {
    expect(figures.monolithRatioRouteSwitchColdByRemote).toEqual({ cards: 1.431, settings: 1.394, activation: 1.73 });
    expect(figures.monolithRatioRouteSwitchCold).toBe(1.73); // activation: 205.4 / 118.7
    expect(figures.monolithRatioRouteSwitchWarmByRemote).toEqual({ home: 1.076, cards: 1.347, settings: 0.736, activation: 0.805 });
    expect(figures.monolithRatioRouteSwitchWarm).toBe(1.347); // cards: 55.1 / 40.9
  });

  it('has none of issue 22’s network, page or login figures in a recording made before them', () => {
    expect(figures.network).toEqual({});
    expect(figures.monolithRatioLcpMobile).toBeNull();
    expect(figures.pageMs).toEqual({});
    expect(figures.monolithRatioPageMs).toEqual({});
    expect(figures.loginPageJsGzip).toBeNull();
    expect(figures.monolithRatioFirstRouteJsTransfer).toBeNull();
  });

  it('passes the recorded build times through', () => {
    expect(figures.buildSeconds).toEqual(run.buildSeconds);
  });
});

describe('summarize, once sessions sign in through the login page', () => {
  const shell = run.composed.origin;
  const bytes = (url: string, resourceType: string, gzipBytes: number, hasReactDom = false): ResponseRecord => ({
    ...record(url, resourceType),
    gzipBytes,
    hasReactDom,
  });
  // The login page (its document and the shell's code), then what the login brought: the gateway's
  // answer, the home and notifications remotes.
  const signIn = {
    loginPageCount: 3,
    responses: [
      bytes(`${shell}/login`, 'document', 200),
      bytes(`${shell}/main.1234567890.js`, 'script', 30_000),
      bytes(`${shell}/vendors.1234567890.js`, 'script', 220_000, true),
      bytes(`${shell}/api/auth/email`, 'fetch', 900),
      bytes(`${run.remoteOrigins.home}/remoteEntry.js`, 'script', 7_000),
      bytes(`${run.remoteOrigins.notifications}/remoteEntry.js`, 'script', 9_000),
    ],
  };
  const signedIn = summarize(withSessions('composed', (session) => ({ ...session, signIn })));

  it('counts the JavaScript of the login page as the shell’s initial JavaScript', () => {
    expect(signedIn.shellInitialJsGzip).toBe(250_000);
  });

  it('counts the login page’s JavaScript from every origin as loginPageJsGzip', () => {
    expect(signedIn.loginPageJsGzip).toBe(250_000);
    const withRemote = { ...signIn, loginPageCount: 5 }; // the home remote's entry before the form was ready
    const loaded = summarize(withSessions('composed', (session) => ({ ...session, signIn: withRemote })));
    expect(loaded.loginPageJsGzip).toBe(257_000);
    expect(loaded.shellInitialJsGzip).toBe(250_000); // the shell's origin only
  });

  it('counts all JavaScript from the login page until /home is rendered as the first route’s', () => {
    expect(signedIn.firstRouteJsGzip).toBe(266_000);
  });

  it('keeps the cold load of /home, with its live session, for the bytes compared with the monolith', () => {
    expect(signedIn.firstRouteAllGzip).toBe(254_097);
    expect(signedIn.monolithRatioBytes).toBe(1.567);
  });

  it('counts react-dom per page: the reload of /home fetches it again without making it a copy', () => {
    expect(signedIn.reactDomCopies).toBe(1);
    const twice = { ...signIn, responses: [...signIn.responses, bytes(`${shell}/853.abcdef0123.js`, 'script', 1, true)] };
    expect(summarize(withSessions('composed', (session) => ({ ...session, signIn: twice }))).reactDomCopies).toBe(2);
  });
});

describe('summarize, when something is off', () => {
  it('reports the worst session: one session with a second react-dom makes 2 copies', () => {
    const [first, ...rest] = run.composed.sessions;
    const reactDom = first.responses.find((response) => response.hasReactDom);
    if (!reactDom) throw new Error('the fixture has no react-dom response');
    const duplicated = { ...first, responses: [...first.responses, { ...reactDom, url: 'http://localhost:4883/853.abcdef0123.js' }] };
    const figures = summarize({ ...run, composed: { ...run.composed, sessions: [duplicated, ...rest] } });
    expect(figures.reactDomCopies).toBe(2);
  });

  it('has no entry size for a remote whose entry was never loaded', () => {
    const withoutCards = withSessions('composed', (session) => ({
      ...session,
      responses: session.responses.filter((response) => !response.url.startsWith(run.remoteOrigins.cards)),
    }));
    expect(summarize(withoutCards).remoteEntryGzip.cards).toBeNull();
  });

  it('has no cold switch figure when no cold switch was recorded', () => {
    const noCold = withSessions('composed', (session) => ({
      ...session,
      switches: session.switches.filter((sample) => sample.kind !== 'cold'),
    }));
    const figures = summarize(noCold);
    expect(figures.routeSwitchColdMs).toBeNull();
    expect(figures.routeSwitchColdMsByRemote).toEqual({});
  });

  it('refuses a stack with no sessions', () => {
    expect(() => summarize({ ...run, monolith: { ...run.monolith, sessions: [] } })).toThrow('no sessions recorded');
  });
});

describe('transferred bytes', () => {
  const shell = run.composed.origin;
  const sent = (url: string, resourceType: string, gzipBytes: number, transferBytes?: number): ResponseRecord => ({
    ...record(url, resourceType),
    gzipBytes,
    ...(transferBytes === undefined ? {} : { transferBytes }),
  });
  const signIn = {
    loginPageCount: 2,
    responses: [sent(`${shell}/login`, 'document', 200, 180), sent(`${shell}/main.1234567890.js`, 'script', 30_000, 26_000)],
  };

  it('adds up what the network transferred beside the gzip sizes', () => {
    const composed = summarize(withSessions('composed', (session) => ({ ...session, signIn }))).shellInitialJsTransfer;
    expect(composed).toBe(26_000);
  });

  it('is n/a for a recording made before the benchmark counted them', () => {
    const old = summarize(run);
    expect(old.shellInitialJsTransfer).toBeNull();
    expect(old.firstRouteAllTransfer).toBeNull();
  });
});
