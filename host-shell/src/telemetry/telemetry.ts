import type { ErrorContext } from 'shared-contracts';
import {
  SHELL_PART,
  TELEMETRY_API,
  TELEMETRY_LIMITS,
  type ErrorEvent,
  type TelemetryBatch,
  type TelemetryEvent,
  type VitalName,
} from 'shared-contracts/areas/shell/telemetry';
import { RemoteActivity } from './remote-activity';
import { scrubMessage } from './scrub';

/** What telemetry reads from the running shell to attribute an event (set once the shell has them). */
export interface TelemetrySources {
  /** The registry name for what a report or the runtime calls a remote (`cards`, `mfe_cards/remote`). */
  remoteName(raw: string): string | undefined;
  /** The registry's version of a remote. */
  remoteVersion(remote: string): string | undefined;
  /** The part that owns a path, and the route pattern it matched (never the address itself). */
  routeOf(pathname: string): { remote: string; route: string };
  /** The business's id, hashed before it is sent. */
  businessId(): string | undefined;
}

export interface TelemetryOptions {
  contracts: string;
  /** Sends one batch; false when the browser refused it (it is dropped, never retried in the page's way). */
  send: (url: string, body: string) => boolean;
  /** The first 16 hex digits of SHA-256 of a business id. */
  hash: (businessId: string) => Promise<string>;
  pathname: () => string;
  now?: () => number;
  /** A batch leaves when it has this many events… */
  maxBatch?: number;
  /** …or this long after its first event. */
  flushAfterMs?: number;
}

const UNKNOWN = 'unknown';
const NAME = /^[a-z][a-z0-9-]*$/;

/** A path cut to its first segment, for a shell route: ids never leave the browser. */
export function shellRoute(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return /^[A-Za-z0-9_-]+$/.test(first) ? `/${first}` : '/';
}

const FALLBACK_SOURCES: TelemetrySources = {
  remoteName: (raw) => (NAME.test(raw) ? raw : undefined),
  remoteVersion: () => undefined,
  routeOf: (pathname) => ({ remote: SHELL_PART, route: shellRoute(pathname) }),
  businessId: () => undefined,
};

/**
 * The shell's telemetry (issue 23): error reports, remote load times and Web Vitals, each attributed
 * to a remote, its version and the route pattern; kept for the platform tools panel and sent in
 * small batches with `navigator.sendBeacon`, which never blocks or delays the page.
 */
export class Telemetry {
  readonly activity = new RemoteActivity();
  private sources = FALLBACK_SOURCES;
  private queue: TelemetryEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private business: { id: string; hash: string | null } | undefined;

  constructor(private readonly options: TelemetryOptions) {}

  attach(sources: TelemetrySources): void {
    this.sources = sources;
  }

  /** An error report (`reportError`), enriched with the remote's version, the route and the contracts. */
  error(error: unknown, context: ErrorContext): ErrorEvent {
    const message = error instanceof Error ? error.message : String(error);
    const { route, remote: owner } = this.sources.routeOf(this.options.pathname());
    const remote = context.remote === undefined ? owner : this.nameOf(context.remote);
    const event: ErrorEvent = {
      kind: 'error',
      remote,
      remoteVersion: this.versionOf(remote),
      route,
      at: this.now(),
      phase: context.phase.replace(/[^A-Za-z0-9:_.-]/g, '_').slice(0, 64) || UNKNOWN,
      message: scrubMessage(message),
    };
    this.activity.recordError(event);
    this.enqueue(event);
    return event;
  }

  /** One answer of the federation runtime for a remote's `./remote`. */
  load(rawRemote: string, durationMs: number, ok: boolean): void {
    const remote = this.nameOf(rawRemote);
    this.activity.recordLoad(remote, { durationMs, ok });
    this.enqueue({ kind: 'load', remote, remoteVersion: this.versionOf(remote), route: this.sources.routeOf(this.options.pathname()).route, at: this.now(), durationMs: Math.round(durationMs), ok });
  }

  /** A Web Vital of the page, attributed to the route (and so the remote) it was measured on. */
  vital(name: VitalName, value: number, pathname: string): void {
    const { remote, route } = this.sources.routeOf(pathname);
    this.enqueue({ kind: 'vital', remote, remoteVersion: this.versionOf(remote), route, at: this.now(), name, value: name === 'CLS' ? value : Math.round(value) });
  }

  /** Sends what is queued now (the page is being hidden, or the batch is full). */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.queue.length > 0) {
      const events = this.queue.splice(0, TELEMETRY_LIMITS.eventsPerBatch);
      const batch: TelemetryBatch = { contracts: this.options.contracts, business: this.hashedBusiness(), events };
      this.options.send(TELEMETRY_API.beacons, JSON.stringify(batch));
    }
  }

  private enqueue(event: TelemetryEvent): void {
    this.prepareBusinessHash();
    this.queue.push(event);
    if (this.queue.length >= (this.options.maxBatch ?? 20)) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.options.flushAfterMs ?? 5000);
  }

  private nameOf(raw: string): string {
    return this.sources.remoteName(raw) ?? UNKNOWN;
  }

  private versionOf(remote: string): string {
    if (remote === SHELL_PART) return this.options.contracts;
    return (this.sources.remoteVersion(remote) ?? UNKNOWN).replace(/[^\x21-\x7e]/g, '').slice(0, TELEMETRY_LIMITS.versionLength) || UNKNOWN;
  }

  /** Hashing is asynchronous: it starts with the first event of a business, and a batch sent before it ends goes without. */
  private prepareBusinessHash(): void {
    const id = this.sources.businessId();
    if (!id) {
      this.business = undefined;
      return;
    }
    if (this.business?.id === id) return;
    const pending = { id, hash: null as string | null };
    this.business = pending;
    this.options.hash(id).then(
      (hash) => {
        pending.hash = hash;
      },
      () => undefined,
    );
  }

  private hashedBusiness(): string | null {
    return this.business?.id === this.sources.businessId() ? (this.business?.hash ?? null) : null;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
