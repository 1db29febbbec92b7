import { HELP_MENU, SHELL_MENU, menuEntries, type AreaRoute, type MenuLabel } from 'shared-contracts/rules';

/**
 * The dashboard's pages by path, looked up directly instead of through the router's tables: the
 * router flattens and ranks every route it holds on each match (twice per switch, three times when
 * a remote suspends), and the shell's menu areas alone were a hundred routes of it — some 8 ms per
 * match at the benchmark's 4x CPU slowdown. The router keeps the logged-out pages and one splat
 * route for the dashboard, whose content finds its page here.
 *
 * Both lookups match as the router did: case aside, a trailing slash allowed, and the most specific
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

export interface ShellArea {
  key: string;
  label: MenuLabel;
}

/** The shell's own menu areas (no remote renders them) with their related paths, and the help menu's resolution centre. */
function shellAreaPatterns(): Array<Pattern & { area: ShellArea }> {
  const patterns: Array<Pattern & { area: ShellArea }> = [];
  for (const entry of menuEntries(SHELL_MENU)) {
    const area = { key: entry.key, label: entry.label };
    for (const base of [entry.path, ...(entry.relatedPaths ?? [])]) patterns.push({ ...patternOf(`${base}/*`), area });
  }
  for (const help of HELP_MENU) if (help.path) patterns.push({ ...patternOf(help.path), area: { key: help.key, label: help.label } });
  return patterns.sort(bySpecificity);
}

let areaPatterns: ReturnType<typeof shellAreaPatterns> | undefined;

/** The shell's own area a pathname opens (a menu entry's path, its related paths, their sub-paths), if any. */
export function shellAreaFor(pathname: string): ShellArea | undefined {
  areaPatterns ??= shellAreaPatterns();
  const path = comparable(pathname);
  return areaPatterns.find((pattern) => matches(pattern, path))?.area;
}

/** The remote route (of the registry's declarations) a pathname opens, if any. */
export function declaredRouteFor(routes: readonly AreaRoute[], pathname: string): AreaRoute | undefined {
  const path = comparable(pathname);
  let best: { route: AreaRoute; pattern: Pattern } | undefined;
  for (const route of routes) {
    const pattern = patternOf(route.path);
    if (matches(pattern, path) && (!best || bySpecificity(pattern, best.pattern) < 0)) best = { route, pattern };
  }
  return best?.route;
}
