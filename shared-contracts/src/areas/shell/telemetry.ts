/**
 * Platform telemetry (issue 23): what the shell sends its collector, in batches with
 * `navigator.sendBeacon`, and the per-remote summary the collector answers. Nothing here names a
 * person: no email, no name, no token; the business is a truncated hash (docs/decisions/0034-platform-tools-and-telemetry.md).
 */

export const TELEMETRY_API = {
  /** Public: a beacon carries no credentials. Answers 204. */
  beacons: '/api/telemetry/beacons',
  /** Signed in: the per-remote summary over a window. */
  summary: '/api/telemetry/summary',
  /**
   * The release health gate's read (docs/decisions/0058-releases-and-cohorts.md): one remote's
   * counts per version since a time. Authenticated by the collector's read key
   * (COLLECTOR_KEY_HEADER), not by a user; absent when the gateway has no key.
   */
  releaseHealth: '/api/telemetry/release-health',
} as const;

/** The header that carries the collector's read key (TELEMETRY_READ_KEY). */
export const COLLECTOR_KEY_HEADER = 'x-collector-key';

export interface ReleaseHealthQuery {
  remote: string;
  /** Epoch milliseconds: events received since then. */
  since: number;
}

/** The Web Vitals the shell reports (from the `web-vitals` package). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** Limits the collector enforces; the shell keeps to them before sending. */
export const TELEMETRY_LIMITS = {
  eventsPerBatch: 50,
  messageLength: 300,
  nameLength: 64,
  versionLength: 200,
  routeLength: 120,
  /** The summary's window in hours: default and largest. */
  windowHoursDefault: 24,
  windowHoursMax: 168,
} as const;

/** `shell` for the shell's own parts. */
export const SHELL_PART = 'shell';

interface EventBase {
  /** The remote that owns it (its registry name), or `shell`. */
  remote: string;
  /** The remote's version as the registry gives it (`override:<url>` under a development override). */
  remoteVersion: string;
  /** The route pattern, never the address: `/credit_cards/*`, `/settings`. */
  route: string;
  /** Epoch ms in the browser. */
  at: number;
}

export interface ErrorEvent extends EventBase {
  kind: 'error';
  /** What was being done: `load:timeout`, `render`, `federation:afterResolve`, ... */
  phase: string;
  /** The error's message with emails, tokens and long numbers taken out. */
  message: string;
}

export interface LoadEvent extends EventBase {
  kind: 'load';
  /** From asking the federation runtime for `./remote` to its answer, in ms. */
  durationMs: number;
  ok: boolean;
}

export interface VitalEvent extends EventBase {
  kind: 'vital';
  name: VitalName;
  /** ms for LCP and INP; unitless for CLS. */
  value: number;
}

export type TelemetryEvent = ErrorEvent | LoadEvent | VitalEvent;

/** One beacon's body. */
export interface TelemetryBatch {
  /** The shell's CONTRACTS_VERSION. */
  contracts: string;
  /** The first 16 hex digits of SHA-256 over the business id, or null before sign-in. */
  business: string | null;
  events: TelemetryEvent[];
}

export interface RemoteVersionSummary {
  remote: string;
  remoteVersion: string;
  errors: number;
  loads: number;
  /** The 75th percentile of the successful load times (nearest rank), null without one. */
  p75LoadMs: number | null;
  /** p75 of each vital reported for the remote's routes, where any was. */
  vitals: Partial<Record<VitalName, number>>;
}

export interface TelemetrySummary {
  windowHours: number;
  from: string;
  to: string;
  remotes: RemoteVersionSummary[];
}

export interface TelemetrySummaryQuery {
  window_hours?: number;
}
