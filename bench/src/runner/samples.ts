// What one benchmark run records: the raw material every figure is computed from. A run saved
// with `--record <file>` has this shape; the tests read such recordings (fixtures/).
import type { NetworkProfile, PageName, SwitchKind } from './config';

/** One response the page received, with its body already gzipped and searched. */
export interface ResponseRecord {
  url: string;
  /** Playwright's resource type: document, script, fetch, stylesheet, … */
  resourceType: string;
  contentType: string;
  status: number;
  /** Size of the body compressed with gzip (zlib's default level 6); 0 for a response without a body. */
  gzipBytes: number;
  /**
   * Size of the body as it crossed the network, in whatever Content-Encoding the server chose
   * (brotli, gzip or none), from Chromium's network events; headers not counted. Absent in
   * recordings made before the benchmark measured it.
   */
  transferBytes?: number;
  /** The body carries react-dom's client (the marker `__reactContainer$`). */
  hasReactDom: boolean;
}

export interface SwitchSample {
  remote: string;
  kind: SwitchKind;
  /** The page figure the step times (config's `page`); absent in recordings made before issue 22. */
  page?: PageName;
  /** From the press until the new page's h1 was painted (a step without a heading: until its content was). */
  ms: number;
  /** Until the page's content (config's `content`) was painted, for the steps that name one. */
  contentMs?: number;
  /** How long the pointer was on the link before the press (prefetch on intent starts there). */
  hoverLeadMs: number;
  /**
   * In a session: how many of its `responses` had arrived before the press (to tell whether a
   * "cold" switch followed a prefetch of its remote). Absent in recordings made before it was kept.
   */
  responsesBefore?: number;
}

/** Paint timings of one cold load of /home. */
export interface PaintSample {
  fcpMs: number;
  lcpMs: number;
}

/** Signing in through the login page: the cold start of a merchant without a session. */
export interface SignInSample {
  /** Every response from opening /login until /home was rendered after login and the network was quiet. */
  responses: ResponseRecord[];
  /** How many of them (the first ones) the login page loaded before the form was filled in. */
  loginPageCount: number;
}

/** One browser session: a sign-in, a cold load of /home, then the steps of config.ROUTE_SWITCHES. */
export interface SessionSample extends PaintSample {
  /** Absent in recordings made before the shell had a login. */
  signIn?: SignInSample;
  /** Every response from the cold load of /home on, in the order they arrived. */
  responses: ResponseRecord[];
  /** How many of them (the first ones) came from the cold load of /home until it was rendered and the network was idle. */
  loadCount: number;
  /** The timed switches (cold and warm); recordings made before the login also hold untimed visits. */
  switches: SwitchSample[];
}

/**
 * One request of a cold load under a network profile, from Chromium's network events (CDP
 * `Network.requestWillBeSent`, `loadingFinished`, `loadingFailed`). Times are on the page's clock
 * (ms since its time origin), like the paint timings.
 */
export interface RequestRecord {
  /** The final URL (after redirects, which stay one request). */
  url: string;
  /** CDP's resource type: Document, Script, Fetch, Stylesheet, Other (a preload), … */
  resourceType: string;
  /** CDP's initiator type: parser, script, preload, other, … */
  initiatorType: string;
  /**
   * The responses this request waited for, as URLs: the document or stylesheet that named it
   * (`initiator.url`), and every script on the initiator's call stack (and its async parents, where
   * Chromium records them).
   */
  initiatorUrls: string[];
  startMs: number;
  /** When its body had arrived; null when it failed or had not finished when the load was over. */
  endMs: number | null;
  /** Bytes on the wire: the response's headers and its body as sent (encoded), Chromium's encodedDataLength. */
  transferBytes: number;
  /** Answered from the browser's cache without a round trip (only in a load with the cache on). */
  fromCache?: true;
  /** The HTTP status (304: the cached copy revalidated); absent in recordings made before issue 46. */
  status?: number;
}

/** A cold load of /home under a network profile, then the cold switches (config's kind `cold`). */
export interface NetworkSample extends PaintSample {
  /** Every request from the navigation until the heading was painted and the network was quiet. */
  requests: RequestRecord[];
  switches: SwitchSample[];
}

/**
 * Issue 46, the second visit: a load of /home with the HTTP cache on, after one visit to it in the
 * same browser context (signed in, then /home loaded once), until its heading was painted and the
 * network was quiet.
 */
export interface SecondVisitSample extends PaintSample {
  requests: RequestRecord[];
}

/** The second visits on one network (the sessions' own, `localhost`, or a profile's): a sample per stack and round. */
export interface SecondVisitSamples {
  network: 'localhost' | NetworkProfile['name'];
  composed: SecondVisitSample[];
  monolith: SecondVisitSample[];
}

/** The network rounds of one profile: a sample per stack and round, interleaved like the sessions. */
export interface NetworkProfileSamples {
  profile: NetworkProfile;
  composed: NetworkSample[];
  monolith: NetworkSample[];
}

/**
 * A cold load of /home apart from the sessions, and the session's steps after it: up to its last
 * warm switch (config.ts `EXTRA_LOAD_STEPS`) in the round's first, every step in the others.
 */
export interface ExtraLoadSample extends PaintSample {
  /** Absent in recordings made before extra loads took switches. */
  switches?: SwitchSample[];
}

export interface StackSamples {
  /** The origin the page was opened on (the shell's, or the monolith's). */
  origin: string;
  sessions: SessionSample[];
  /**
   * Cold loads of /home measured apart from the sessions: paint timings vary more than the rest,
   * and switch timings more than a session's one of each gives.
   */
  extraLoads: ExtraLoadSample[];
}

export interface RunRecording {
  /** When the run started (ISO 8601). */
  startedAt: string;
  composed: StackSamples;
  monolith: StackSamples;
  /** Registry name → origin, for the composed stack's remotes. */
  remoteOrigins: Record<string, string>;
  /** Package → seconds of its last production build. */
  buildSeconds: Record<string, number>;
  machine: MachineInfo;
  /** Per network profile (issue 22); absent in recordings made before, or when run with `--profiles none`. */
  network?: NetworkProfileSamples[];
  /**
   * The card payments list per row count (absent in recordings made before it was measured), each
   * with the transactions list at the same size (issue 40; absent in recordings made before that).
   */
  gatewayList?: (GatewayListTimes & { transactions?: GatewayListTimes })[];
  /** Issue 46: the second visit of /home, on the sessions' network and each profile that ran; absent in recordings made before. */
  secondVisit?: SecondVisitSamples[];
}

/** One list at one size: each filter's p95 in ms. */
export interface GatewayListTimes {
  rows: number;
  p95Ms: Record<string, number>;
}

export interface MachineInfo {
  cpus: number;
  /** 1-minute load average before and after the measurements. */
  loadBefore: number;
  loadAfter: number;
  /** Share (0–1) of the CPU capacity that other processes used during the measurements; null off Linux. */
  otherCpuShare: number | null;
  chromium: string;
  cpuThrottlingRate: number;
  /** Sessions per stack, and cold loads of /home per stack and round besides the session's own. */
  repeats: number;
  extraLoadsPerRound: number;
  /** The network profiles that ran (`--profiles`); absent in recordings made before issue 22. */
  networkProfiles?: string[];
}
