import type { SiteRoute } from 'shared-contracts/rules';

/**
 * The dashboard's pages by path, looked up directly instead of through the router's tables: the
 * router flattens and ranks every route it holds on each match (twice per switch, three times when
 * a remote suspends), some 8 ms per match at the benchmark's 4x CPU slowdown with a hundred routes.
 * The router keeps the logged-out pages and one splat route for the dashboard, whose content finds
 * its page here.
 *
 * The lookup matches as the router did: case aside, a trailing slash allowed, and the most specific
 * pattern first (an exact path before a prefix, a longer prefix before a shorter one).
 */

/** The router's form of a path for matching: lower case, no trailing slash. */
function comparable(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

interface Pattern {
  /** The base path, lower case. */
  base: string;
  /** `/base/*`: the base and its sub-paths; otherwise the base alone. */
  prefix: boolean;
}

function patternOf(path: string): Pattern {
  return path.endsWith('/*') ? { base: comparable(path.slice(0, -2)), prefix: true } : { base: comparable(path), prefix: false };
}

function matches(pattern: Pattern, path: string): boolean {
  return path === pattern.base || (pattern.prefix && path.startsWith(pattern.base === '/' ? '/' : `${pattern.base}/`));
}

/** Exact patterns before prefixes; among each, longer bases first. */
function bySpecificity(a: Pattern, b: Pattern): number {
  if (a.prefix !== b.prefix) return a.prefix ? 1 : -1;
  return b.base.length - a.base.length;
}

/** The remote route (of the registry's declarations) a pathname opens, if any. */
export function declaredRouteFor(routes: readonly SiteRoute[], pathname: string): SiteRoute | undefined {
  const path = comparable(pathname);
  let best: { route: SiteRoute; pattern: Pattern } | undefined;
  for (const route of routes) {
    const pattern = patternOf(route.path);
    if (matches(pattern, path) && (!best || bySpecificity(pattern, best.pattern) < 0)) best = { route, pattern };
  }
  return best?.route;
}
