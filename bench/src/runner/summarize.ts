// Turns a run's recordings into the benchmark's figures (the keys of `pnpm bench --json`).
import { networkProfileFigures, type NetworkProfileFigures } from './network-figures';
import { BUDGETED_PROFILE } from './config';
import { profileFigures, type ProfileFigures } from './profile-figures';
import { secondVisitFigures, type SecondVisitNetworkFigures } from './second-visit-figures';
import type { GatewayListTimes, ResponseRecord, RunRecording, SessionSample, StackSamples, SwitchSample } from './samples';
import { median, medians, ratioOrNull, ratiosByRemote, round, spread, switchSamples, worstRatio, type Spread } from './stats';

export interface StackFigures {
  /** gzip bytes of the JavaScript the page's own origin served for the login page (before the login: for the cold load of /home). */
  shellInitialJsGzip: number;
  /** gzip bytes of all JavaScript from the cold start at the login page until /home was rendered after login. */
  firstRouteJsGzip: number;
  /** gzip bytes of everything the cold load of /home fetched, with a live session (page, scripts, manifests, registry, configuration, gateway answers). */
  firstRouteAllGzip: number;
  /** The same three, in bytes the network transferred (bodies as served: brotli, gzip or raw); null for recordings without them. */
  shellInitialJsTransfer: number | null;
  firstRouteJsTransfer: number | null;
  firstRouteAllTransfer: number | null;
  /** Responses of the cold load of /home, with a live session, until it was rendered and the network was quiet (the worst session). */
  firstRouteAllRequests: number;
  fcpMs: number;
  lcpMs: number;
  /** The slowest remote's median cold switch; per remote below. */
  routeSwitchColdMs: number | null;
  routeSwitchWarmMs: number | null;
  routeSwitchColdMsByRemote: Record<string, number>;
  routeSwitchWarmMsByRemote: Record<string, number>;
  /** Until the page's content was painted (the card payments' first rows), per remote that has one; medians. */
  routeSwitchColdContentMsByRemote: Record<string, number>;
  routeSwitchWarmContentMsByRemote: Record<string, number>;
  /** gzip bytes of all JavaScript, from any origin, that the login page loaded until its form was ready and the network quiet (issue 22); null for recordings without a login. */
  loginPageJsGzip: number | null;
  /**
   * Issue 22's pages, each from the press that opens it until it shows (config's `page`): the
   * content's paint where the step names one, else the heading's; median and spread over the sessions.
   */
  pageMs: Record<string, Spread>;
  /** JavaScript responses carrying react-dom's client in one page: the sign-in, or the session from the cold load of /home on, which visits all five remotes (worst of both, worst session). */
  reactDomCopies: number;
}

export interface Figures extends StackFigures {
  remoteEntryGzip: Record<string, number | null>;
  /** Composed stack over monolith for /home: all bytes fetched, and LCP. */
  monolithRatioBytes: number;
  monolithRatioLcp: number;
  /** Composed over monolith: the cold switch into card payments until its first page of rows is painted (issue 17); null when not measured. */
  monolithRatioCardRowsCold: number | null;
  /** Issue 22: composed over monolith, the JavaScript of the first route (login page to /home) in bytes transferred. */
  monolithRatioFirstRouteJsTransfer: number | null;
  /** Issue 22: composed over monolith, per remote, of the median switch into it, cold and warm; the worst remote's ratio. */
  monolithRatioRouteSwitchCold: number | null;
  monolithRatioRouteSwitchWarm: number | null;
  monolithRatioRouteSwitchColdByRemote: Record<string, number>;
  monolithRatioRouteSwitchWarmByRemote: Record<string, number>;
  /** Issue 22: composed over monolith, each page's median (`pageMs`). */
  monolithRatioPageMs: Record<string, number>;
  /** Issue 22: composed over monolith, LCP of /home on the throttled mobile profile; null when that profile did not run. */
  monolithRatioLcpMobile: number | null;
  /** Per network profile (config's NETWORK_PROFILES) that ran. */
  network: Record<string, NetworkProfileFigures>;
  /**
   * Issue 46: the figures its budgets judge, per network the cold load of /home ran on — `localhost`
   * (the sessions' own) and each profile that ran: LCP, the worst cold switch, bytes and requests.
   */
  perProfile: Record<string, ProfileFigures>;
  /**
   * Issue 46: the second visit of /home (HTTP cache on, after one visit), per network — `localhost`
   * (the sessions' own) and each profile that ran; empty for recordings made before.
   */
  secondVisit: Record<string, SecondVisitNetworkFigures>;
  /**
   * Remotes whose cold switch, in some session of the composed stack, came after that remote's
   * origin had already sent code in the session (a prefetch): those switches were not into an
   * unloaded remote. Its manifest does not count: the shell fetches the menu's remotes' manifests in
   * idle time, JSON and no code (decision 0037). Empty when none was, or when the recording does not say.
   */
  coldSwitchesAfterPrefetch: string[];
  /** The card payments list: rows → the slowest filter's p95 (ms), and how much that grew from the fewest rows to the most. */
  gatewayListP95Ms: Record<string, number>;
  gatewayListGrowth: number | null;
  /** The transactions list (issue 40) the same way: its ledger entries → the slowest filter's p95 (ms), and the growth. */
  gatewayTransactionsP95Ms: Record<string, number>;
  gatewayTransactionsGrowth: number | null;
  buildSeconds: Record<string, number>;
  monolith: StackFigures;
}

export function isJavaScript(record: ResponseRecord): boolean {
  const pathname = new URL(record.url).pathname;
  return record.resourceType === 'script' || /javascript/.test(record.contentType) || /\.m?js$/.test(pathname);
}

function gzipTotal(records: readonly ResponseRecord[], keep: (record: ResponseRecord) => boolean = () => true): number {
  return records.filter(keep).reduce((total, record) => total + record.gzipBytes, 0);
}

/** Transferred body bytes; null when a response has no such count (recordings made before it was measured). */
function transferTotal(records: readonly ResponseRecord[], keep: (record: ResponseRecord) => boolean = () => true): number | null {
  let total = 0;
  for (const record of records.filter(keep)) {
    if (record.transferBytes === undefined) return null;
    total += record.transferBytes;
  }
  return total;
}

/** The responses of the cold load of /home. */
function coldLoad(session: SessionSample): ResponseRecord[] {
  return session.responses.slice(0, session.loadCount);
}

/** From the cold start until /home was rendered: the sign-in through the login page (before the shell had a login: the cold load of /home). */
function firstRoute(session: SessionSample): ResponseRecord[] {
  return session.signIn ? session.signIn.responses : coldLoad(session);
}

/** What the login page loaded (before the shell had a login: the cold load of /home). */
function firstPage(session: SessionSample): ResponseRecord[] {
  return session.signIn ? session.signIn.responses.slice(0, session.signIn.loginPageCount) : coldLoad(session);
}

/** Each page (document) of the session apart: the sign-in, and the cold load of /home with the steps after it. */
function pages(session: SessionSample): ResponseRecord[][] {
  return session.signIn ? [session.signIn.responses, session.responses] : [session.responses];
}

const reactDomCopies = (records: readonly ResponseRecord[]) => records.filter((r) => isJavaScript(r) && r.hasReactDom).length;

/** The worst session: byte counts and copies are the same every time unless something varies. */
function worst(sessions: readonly SessionSample[], value: (session: SessionSample) => number): number {
  return Math.max(...sessions.map(value));
}

function worstOrNull(sessions: readonly SessionSample[], value: (session: SessionSample) => number | null): number | null {
  const values = sessions.map(value);
  return values.some((v) => v === null) ? null : Math.max(...(values as number[]));
}

/** Median per remote of one kind of switch, and the slowest of those medians. */
function switchFigures(switches: readonly SwitchSample[], kind: 'cold' | 'warm', clock: 'heading' | 'content' = 'heading') {
  const byRemote = switchSamples(switches, kind, clock);
  const medians = Object.fromEntries([...byRemote].map(([remote, values]) => [remote, round(median(values))]));
  const values = Object.values(medians);
  return { slowest: values.length ? Math.max(...values) : null, medians };
}

/** Each page's samples (`pageMs`): the content's clock where the step has one, else the heading's. */
function pageFigures(switches: readonly SwitchSample[]): Record<string, Spread> {
  const byPage = new Map<string, number[]>();
  for (const sample of switches) {
    if (sample.page === undefined) continue;
    byPage.set(sample.page, [...(byPage.get(sample.page) ?? []), sample.contentMs ?? sample.ms]);
  }
  return Object.fromEntries([...byPage].map(([page, values]) => [page, spread(values)]));
}

/** What the login page loaded, with a login (null before the shell had one). */
function loginPage(session: SessionSample): ResponseRecord[] | null {
  return session.signIn ? session.signIn.responses.slice(0, session.signIn.loginPageCount) : null;
}

export function summarizeStack({ origin, sessions, extraLoads }: StackSamples): StackFigures {
  if (sessions.length === 0) throw new Error(`no sessions recorded for ${origin}`);
  const paints = [...sessions, ...extraLoads];
  // The sessions' switches and those the extra cold loads took after them (the same steps, in the same order).
  const switches = paints.flatMap((sample) => sample.switches ?? []);
  const sameOrigin = (record: ResponseRecord) => new URL(record.url).origin === origin;
  const cold = switchFigures(switches, 'cold');
  const warm = switchFigures(switches, 'warm');
  return {
    shellInitialJsGzip: worst(sessions, (s) => gzipTotal(firstPage(s), (r) => isJavaScript(r) && sameOrigin(r))),
    firstRouteJsGzip: worst(sessions, (s) => gzipTotal(firstRoute(s), isJavaScript)),
    firstRouteAllGzip: worst(sessions, (s) => gzipTotal(coldLoad(s))),
    shellInitialJsTransfer: worstOrNull(sessions, (s) => transferTotal(firstPage(s), (r) => isJavaScript(r) && sameOrigin(r))),
    firstRouteJsTransfer: worstOrNull(sessions, (s) => transferTotal(firstRoute(s), isJavaScript)),
    firstRouteAllTransfer: worstOrNull(sessions, (s) => transferTotal(coldLoad(s))),
    firstRouteAllRequests: worst(sessions, (s) => coldLoad(s).length),
    fcpMs: round(median(paints.map((p) => p.fcpMs))),
    lcpMs: round(median(paints.map((p) => p.lcpMs))),
    routeSwitchColdMs: cold.slowest,
    routeSwitchWarmMs: warm.slowest,
    routeSwitchColdMsByRemote: cold.medians,
    routeSwitchWarmMsByRemote: warm.medians,
    routeSwitchColdContentMsByRemote: switchFigures(switches, 'cold', 'content').medians,
    routeSwitchWarmContentMsByRemote: switchFigures(switches, 'warm', 'content').medians,
    loginPageJsGzip: worstOrNull(sessions, (s) => {
      const records = loginPage(s);
      return records === null ? null : gzipTotal(records, isJavaScript);
    }),
    pageMs: pageFigures(switches),
    reactDomCopies: worst(sessions, (s) => Math.max(...pages(s).map(reactDomCopies))),
  };
}

/** Each remote's remoteEntry.js as the browser received it (the largest seen, if they differ). */
export function remoteEntrySizes(sessions: readonly SessionSample[], remoteOrigins: Record<string, string>) {
  const sizes: Record<string, number | null> = {};
  for (const [remote, origin] of Object.entries(remoteOrigins)) {
    const entries = sessions
      .flatMap((session) => session.responses)
      .filter((r) => new URL(r.url).origin === origin && new URL(r.url).pathname.endsWith('/remoteEntry.js'));
    sizes[remote] = entries.length ? Math.max(...entries.map((r) => r.gzipBytes)) : null;
  }
  return sizes;
}

/** Rows → the slowest filter's p95, and how much it grew from the fewest rows to the most. */
function listGrowth(samples: readonly GatewayListTimes[]) {
  const slowest = samples.map(({ rows, p95Ms }) => [rows, Math.max(...Object.values(p95Ms))] as const).sort((a, b) => a[0] - b[0]);
  const first = slowest[0]?.[1];
  const last = slowest[slowest.length - 1]?.[1];
  return {
    p95Ms: Object.fromEntries(slowest.map(([rows, ms]) => [String(rows), round(ms, 2)])),
    growth: slowest.length > 1 && first !== undefined && last !== undefined ? ratioOrNull(last, first) : null,
  };
}

function gatewayListFigures(samples: NonNullable<RunRecording['gatewayList']>) {
  const cards = listGrowth(samples);
  const transactions = listGrowth(samples.flatMap((sample) => (sample.transactions ? [sample.transactions] : [])));
  return {
    gatewayListP95Ms: cards.p95Ms,
    gatewayListGrowth: cards.growth,
    gatewayTransactionsP95Ms: transactions.p95Ms,
    gatewayTransactionsGrowth: transactions.growth,
  };
}

/** See `Figures.coldSwitchesAfterPrefetch`. */
export function coldSwitchesAfterPrefetch(sessions: readonly SessionSample[], remoteOrigins: Record<string, string>): string[] {
  const prefetched = new Set<string>();
  for (const session of sessions) {
    for (const sample of session.switches) {
      const origin = remoteOrigins[sample.remote];
      if (sample.kind !== 'cold' || sample.responsesBefore === undefined || origin === undefined) continue;
      const code = (response: ResponseRecord) => new URL(response.url).origin === origin && !response.url.endsWith('/mf-manifest.json');
      if (session.responses.slice(0, sample.responsesBefore).some(code)) prefetched.add(sample.remote);
    }
  }
  return [...prefetched];
}

export function summarize(run: RunRecording): Figures {
  const composed = summarizeStack(run.composed);
  const monolith = summarizeStack(run.monolith);
  const network = Object.fromEntries((run.network ?? []).map((samples) => [samples.profile.name, networkProfileFigures(samples)]));
  const coldByRemote = ratiosByRemote(composed.routeSwitchColdMsByRemote, monolith.routeSwitchColdMsByRemote);
  const warmByRemote = ratiosByRemote(composed.routeSwitchWarmMsByRemote, monolith.routeSwitchWarmMsByRemote);
  return {
    ...composed,
    remoteEntryGzip: remoteEntrySizes(run.composed.sessions, run.remoteOrigins),
    monolithRatioBytes: round(composed.firstRouteAllGzip / monolith.firstRouteAllGzip, 3),
    monolithRatioLcp: round(composed.lcpMs / monolith.lcpMs, 3),
    monolithRatioCardRowsCold: ratioOrNull(composed.routeSwitchColdContentMsByRemote.cards, monolith.routeSwitchColdContentMsByRemote.cards),
    monolithRatioFirstRouteJsTransfer: ratioOrNull(composed.firstRouteJsTransfer, monolith.firstRouteJsTransfer),
    monolithRatioRouteSwitchCold: worstRatio(coldByRemote),
    monolithRatioRouteSwitchWarm: worstRatio(warmByRemote),
    monolithRatioRouteSwitchColdByRemote: coldByRemote,
    monolithRatioRouteSwitchWarmByRemote: warmByRemote,
    monolithRatioPageMs: ratiosByRemote(medians(composed.pageMs), medians(monolith.pageMs)),
    monolithRatioLcpMobile: network[BUDGETED_PROFILE]?.ratios.lcpMs ?? null,
    network,
    perProfile: profileFigures(composed, monolith, network),
    secondVisit: secondVisitFigures(run.secondVisit ?? []),
    coldSwitchesAfterPrefetch: coldSwitchesAfterPrefetch(run.composed.sessions, run.remoteOrigins),
    ...gatewayListFigures(run.gatewayList ?? []),
    buildSeconds: run.buildSeconds,
    monolith,
  };
}
