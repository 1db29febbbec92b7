// What one benchmark run records: the raw material every figure is computed from. A run saved
// with `--record <file>` has this shape; the tests read such recordings (fixtures/).
import type { SwitchKind } from './config';

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
  /** From the press on the sidebar link until the new page's h1 was painted. */
  ms: number;
  /** Until the page's content (config's `content`) was painted, for the steps that name one. */
  contentMs?: number;
  /** How long the pointer was on the link before the press (prefetch on intent starts there). */
  hoverLeadMs: number;
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

export interface StackSamples {
  /** The origin the page was opened on (the shell's, or the monolith's). */
  origin: string;
  sessions: SessionSample[];
  /** Cold loads of /home measured apart from the sessions: paint timings vary more than the rest. */
  extraLoads: PaintSample[];
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
  /** The card payments list per row count (absent in recordings made before it was measured). */
  gatewayList?: { rows: number; p95Ms: Record<string, number> }[];
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
}
