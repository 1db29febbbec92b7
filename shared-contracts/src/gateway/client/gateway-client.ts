import type { Environment } from '../../contract/entities';
import { API, CSRF_HEADER, CSRF_HEADER_VALUE, NEW_AUTHENTICATION_HEADER, type TokenAnswer } from '../api';
import type { ErrorCode } from '../../contract/error-catalogue';
import type { Method, Query, RequestOptions, UploadOptions, UploadProgress } from '../../contract/gateway-transport';
import { GatewayError, SESSION_ENDING_CODES } from '../../contract/gateway-error';
import { readAnswer } from './read-answer';




/** What the client hands an upload sender: fetch's request, reduced to what the client sets. */
export interface UploadInit {
  method: Method;
  headers: Record<string, string>;
  body: BodyInit | undefined;
  signal: AbortSignal | undefined;
}

/**
 * Sends one request and reports its body's progress (fetch cannot: it has no upload events). The
 * shell provides one over XMLHttpRequest; it answers a Response, or rejects like fetch (an aborted
 * signal included), so the client's error handling is the same for both.
 */
export type UploadSender = (url: string, init: UploadInit, onProgress: (progress: UploadProgress) => void) => Promise<Response>;

/** Why the session ended: a catalogue code, or a refresh that failed. */
export type SessionEndReason = ErrorCode | 'REFRESH_FAILED';

export interface GatewayClientOptions {
  /** The gateway's origin; empty for the shell's own origin (it proxies /api). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The environment cookie's value (spec 01 §4); undefined sends none. */
  environment: () => Environment | undefined;
  /** Called once when the session ends: refresh failed, INVALIDATED_TOKEN, ... */
  onSessionEnded?: (reason: SessionEndReason, error: GatewayError) => void;
  /**
   * Runs a refresh so that no other tab of this browser refreshes at the same time: they share the
   * refresh cookie, and two rotations of one token would look like a replay. Defaults to the Web
   * Locks API where the browser has it (docs/decisions/0014-refresh-reuse-grace.md).
   */
  refreshLock?: RefreshLock;
  /** Sends the calls that ask for upload progress; without it they go through fetch and report none. */
  sendWithUploadProgress?: UploadSender;
}

export type RefreshLock = <T>(refresh: () => Promise<T>) => Promise<T>;

/** The lock every tab of one origin takes around a refresh. */
export const REFRESH_LOCK_NAME = 'merchant-dashboard:token-refresh';

/** One refresh at a time across the tabs of this browser, where the Web Locks API exists. */
export const webLocksRefreshLock: RefreshLock = (refresh) => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(REFRESH_LOCK_NAME, refresh) as Promise<Awaited<ReturnType<typeof refresh>>>) : refresh();
};

/**
 * How long a call may wait for the gateway's answer, body included, before it fails as SERVER_ERROR
 * (no answer: spec 01 §8). Longer than the shell's /api proxy's own limit (20 s, which answers a
 * stuck gateway with its 504 first), so this one ends only calls that nothing answers at all.
 */
const REQUEST_TIMEOUT_MS = 30_000;
/** An upload (a document, a logo) on a slow connection. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Runs `call` with a signal that the callers' signals abort, and the limit too: a call still
 * unanswered after `limit` ms (its body included) fails as SERVER_ERROR, no answer (spec 01 §8).
 */
async function withinLimit<T>(limit: number, callers: AbortSignal[], call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), limit);
  try {
    return await call(callers.length ? AbortSignal.any([...callers, timeout.signal]) : timeout.signal);
  } catch (error) {
    if (timeout.signal.aborted && !callers.some((caller) => caller.aborted)) {
      throw new GatewayError('SERVER_ERROR', `no answer from the gateway in ${limit / 1000} s`, 0);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

interface Request {
  method: Method;
  path: string;
  body?: unknown;
  options: RequestOptions & UploadOptions;
  /** false for `plain`: no environment parameter. */
  withEnvironment: boolean;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof FormData);
}

/**
 * The gateway client every part of the dashboard uses (framework-free). It sends credentials, the
 * environment parameter in query and payload, `x-requested-with` on every write, and in the new
 * authentication mode the bearer token with `x-new-authentication`. A 401 JWT_EXPIRED_ERROR triggers exactly one refresh while every
 * other request waits; then all of them are replayed. A newer GET of a list path cancels the
 * previous one. Failures become GatewayErrors with their message keys.
 */
export class GatewayClient {
  private accessToken: string | null = null;
  private newAuthentication = false;
  private refreshing: Promise<void> | null = null;
  private readonly listRequests = new Map<string, AbortController>();
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: GatewayClientOptions) {
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  }

  /** Switches to the token mode (decided by a feature flag) or back to the session cookie. */
  useNewAuthentication(on: boolean): void {
    this.newAuthentication = on;
  }

  get usesNewAuthentication(): boolean {
    return this.newAuthentication;
  }

  /** The access token lives in memory only. */
  setAccessToken(token: string | null): void {
    this.accessToken = token;
  }

  get hasAccessToken(): boolean {
    return this.accessToken !== null;
  }

  /** The body of a token-mode sign-out (spec 01 §7: `DELETE /api/auth/token` with `{ token }`): the token this client presents. */
  tokenSignOutBody(): { token?: string } {
    return this.accessToken === null ? {} : { token: this.accessToken };
  }

  /** Whether `onUploadProgress` is served (an upload sender was given). */
  get reportsUploadProgress(): boolean {
    return this.options.sendWithUploadProgress !== undefined;
  }

  /**
   * Any gateway call, by method and path: what the shell hands remotes as their transport
   * (`HostApi.gateway`). `environment: false` sends no environment parameter.
   */
  async request<T>(
    method: Method,
    path: string,
    options: RequestOptions & UploadOptions & { body?: unknown; environment?: boolean } = {},
  ): Promise<T> {
    const { body, environment = true, ...rest } = options;
    return (await this.send<T>({ method, path, body, options: rest, withEnvironment: environment })).data;
  }

  /**
   * Renews the access token with the refresh cookie; concurrent callers share one refresh. If it
   * fails the token is forgotten and the session ends.
   */
  refresh(): Promise<void> {
    this.refreshing ??= this.renew().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async renew(): Promise<void> {
    const lock = this.options.refreshLock ?? webLocksRefreshLock;
    try {
      // Inside the lock the cookie is whatever the previous holder left: always the live token.
      const answer = await lock(
        async () => (await this.fetchOnce({ method: 'POST', path: API.refreshToken, options: {}, withEnvironment: false })) as TokenAnswer,
      );
      this.accessToken = answer.access_token;
    } catch (error) {
      const failure = error instanceof GatewayError ? error : new GatewayError('SERVER_ERROR', String(error), 0);
      this.endSession('REFRESH_FAILED', failure);
      throw failure;
    }
  }

  private async send<T>(request: Request): Promise<{ data: T; headers: Headers }> {
    const cancel = this.cancelPrevious(request);
    try {
      if (this.refreshing) await this.refreshing.catch(() => undefined);
      const tokenSent = this.accessToken;
      try {
        return await this.fetchWithHeaders<T>(request, cancel?.signal);
      } catch (error) {
        if (!(error instanceof GatewayError && error.is('JWT_EXPIRED_ERROR') && this.newAuthentication)) throw error;
        // One refresh for everybody: a request whose token was already renewed only replays.
        if (this.accessToken === tokenSent) await this.refresh();
        else if (this.refreshing) await this.refreshing;
        return await this.fetchWithHeaders<T>(request, cancel?.signal);
      }
    } catch (error) {
      if (error instanceof GatewayError && (SESSION_ENDING_CODES as readonly string[]).includes(error.code)) {
        // AUTHENTICATION_ERROR ends the session only with "Please log in" (spec 01 §8).
        if (!error.is('AUTHENTICATION_ERROR') || error.message === 'Please log in') {
          this.endSession(error.code as ErrorCode, error);
        }
      }
      throw error;
    } finally {
      if (cancel && this.listRequests.get(request.path) === cancel) this.listRequests.delete(request.path);
    }
  }

  private readonly ended = new WeakSet<GatewayError>();

  /** Forgets the token and tells the shell, once per failure. */
  private endSession(reason: SessionEndReason, error: GatewayError): void {
    this.accessToken = null;
    if (this.ended.has(error)) return;
    this.ended.add(error);
    this.options.onSessionEnded?.(reason, error);
  }

  private cancelPrevious(request: Request): AbortController | undefined {
    if (request.method !== 'GET' || !request.options.cancelPrevious) return undefined;
    this.listRequests.get(request.path)?.abort();
    const controller = new AbortController();
    this.listRequests.set(request.path, controller);
    return controller;
  }

  private async fetchOnce(request: Request, signal?: AbortSignal): Promise<unknown> {
    return (await this.fetchWithHeaders<unknown>(request, signal)).data;
  }

  /** The caller's headers, the CSRF mark on a write, and in the new authentication mode the token. */
  private headersFor(request: Request): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json', ...request.options.headers };
    // The gateway refuses a session-cookie write without it (CSRF); reads need none.
    if (request.method !== 'GET') headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
    if (this.newAuthentication) {
      headers[NEW_AUTHENTICATION_HEADER] = 'true';
      if (this.accessToken) headers.Authorization = `Bearer ${this.accessToken}`;
    }
    return headers;
  }

  private async fetchWithHeaders<T>(request: Request, cancelSignal?: AbortSignal): Promise<{ data: T; headers: Headers }> {
    const environment = request.withEnvironment ? this.options.environment() : undefined;
    // An environment the caller names explicitly wins over the cookie's.
    const query: Query = { ...(environment ? { environment } : {}), ...request.options.query };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
    const url = `${this.options.baseUrl ?? ''}${request.path}${search.size ? `?${search}` : ''}`;

    const headers = this.headersFor(request);
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) {
      body = request.body;
    } else if (request.body !== undefined || (environment && request.method !== 'GET' && request.method !== 'DELETE')) {
      const payload = isPlainObject(request.body) && environment ? { environment, ...request.body } : request.body ?? (environment ? { environment } : undefined);
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(payload);
    }
    const { onUploadProgress } = request.options;
    const sender = onUploadProgress && body !== undefined ? this.options.sendWithUploadProgress : undefined;
    const callers = [cancelSignal, request.options.signal].filter((s): s is AbortSignal => s !== undefined);
    // An upload on a slow connection may take longer than any other call.
    return withinLimit(sender ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS, callers, async (signal) => {
      let response: Response;
      try {
        response =
          sender && onUploadProgress
            ? await sender(url, { method: request.method, headers, body, signal }, onUploadProgress)
            : await this.fetchImpl(url, { method: request.method, credentials: 'include', headers, body, signal });
      } catch (error) {
        if (callers.some((caller) => caller.aborted)) throw new GatewayError('REQUEST_ABORTED', 'a newer request replaced this one', 0);
        throw new GatewayError('SERVER_ERROR', `no answer from the gateway: ${String(error)}`, 0);
      }
      const data = (await readAnswer(response)) as T;
      return { data, headers: response.headers };
    });
  }
}
