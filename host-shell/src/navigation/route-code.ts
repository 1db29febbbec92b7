import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { pause } from '../platform/timing';

/**
 * How long a navigation into a remote's page waits for the page's code before it renders anyway
 * (its page then suspends inside the transition, the current page staying on screen, as before).
 * Long enough for a first visit on a slow phone; a remote that never answers still shows its
 * failure panel when its load's own deadline passes (docs/decisions/0040-navigation-waits-for-code.md).
 */
export const ROUTE_CODE_PATIENCE_MS = 1500;

/** What the route's loader needs of the shell's remote loader. */
export interface RouteCodeSource {
  start(): Promise<void>;
  isPathReady(path: string): boolean;
  loadPath(path: string): Promise<void>;
}

/**
 * Waits until the page a path opens has its code (or the patience is out, the navigation was
 * superseded, or the load failed: the page's boundary shows that failure).
 */
export async function waitForPageCode(source: RouteCodeSource, path: string, signal: AbortSignal, patienceMs = ROUTE_CODE_PATIENCE_MS): Promise<void> {
  await source.start().catch(() => undefined); // a registry that cannot be read: the content area says so
  if (source.isPathReady(path) || signal.aborted) return;
  await Promise.race([source.loadPath(path).catch(() => undefined), pause(patienceMs, signal)]);
}

/**
 * The dashboard route's loader: the router changes the location only once the new page's code is
 * here, so that React renders the switch once, with the page, instead of rendering the layout for
 * the new location, suspending at the page, and rendering it all again when the remote has arrived
 * — work that competes with the remote's own start on the main thread. A path whose code is here
 * does not run it at all.
 */
export function routeCode(source: RouteCodeSource) {
  return {
    loader: async ({ request }: LoaderFunctionArgs): Promise<null> => {
      await waitForPageCode(source, new URL(request.url).pathname, request.signal);
      return null;
    },
    shouldRevalidate: ({ nextUrl }: ShouldRevalidateFunctionArgs): boolean => !source.isPathReady(nextUrl.pathname),
  };
}
