import type { QueryClient } from '@tanstack/query-core';
import type { i18n } from 'i18next';
import type { GatewayTransport } from './gateway-transport';
import type { RouteRefs } from './route-refs';
import type { SessionView } from './session-view';
import type { RemoteStorage } from './remote-storage';
import type { Toasts } from './toasts';

/** Where a failure happened, so a report names the part that broke. */
export interface ErrorContext {
  /** Registry name of the remote (`cards`), absent for the shell's own parts. */
  remote?: string;
  /** What was being done: `load`, `render`, `mount`, `contracts`, ... */
  phase: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

/**
 * What the shell hands every remote: narrow services, each typed here. Remotes depend on this
 * interface only, never on the shell, and never on the browser globals these services wrap
 * (`pnpm lint` refuses `fetch`, storage, cookies, `history` and `location` writes in a remote).
 * Each remote gets its own instance: its storage and error reports are scoped to it.
 */
export interface HostApi {
  /**
   * Same-origin path navigation through the shell's router; anything that is not a same-origin path
   * (another origin, `//host`, `/\host`, a scheme) is refused and reported, by the shell's one rule.
   */
  navigate(path: string, options?: NavigateOptions): void;
  /** Back (-1) and forward (1) through the browser history, through the shell's router. */
  go(delta: number): void;
  /**
   * Links into other areas by route key, resolved by the shell from the deployed declarations: a
   * link to a page the user may not open, or that no deployed remote serves, is never rendered.
   * Since contracts 3.0.0.
   */
  readonly routes: RouteRefs;
  /** Browser storage scoped to this remote. */
  readonly storage: RemoteStorage;
  /** The shell's i18next instance; the shell owns the language, each remote adds its own namespace. */
  readonly i18n: i18n;
  /** The session, read-only. */
  readonly session: SessionView;
  /**
   * The shell's authenticated transport to the gateway (session, environment, token refresh, typed
   * errors). Each remote writes its own calls over it in its `src/api/`.
   */
  readonly gateway: GatewayTransport;
  /** The shell's one QueryClient: a business or environment switch clears all server state at once. */
  readonly queryClient: QueryClient;
  readonly toasts: Toasts;
  /**
   * Re-reads the signed-in user and business from the gateway, after a remote changed one of them
   * (the business logo, the timezone): the header and every observer of `session` update at once,
   * without a reload. Rejects when the read fails; the session stays as it was
   * (docs/decisions/0025-session-refresh.md). Since contracts 2.2.0.
   */
  refreshSession(): Promise<void>;
  /** Report an error to the shell's error reporting. */
  reportError(error: unknown, context: ErrorContext): void;
}
