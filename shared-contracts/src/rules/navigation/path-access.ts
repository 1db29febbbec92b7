/**
 * Whether a deep link may render (CONVENTIONS.md: hiding a menu entry is not security). The shell
 * renders the page-not-found screen for a path that is not allowed, exactly as for an unknown path.
 * Resolve redirects first (`resolveRedirect`): old paths are not allowed here.
 */
import { isResolutionCenterAllowed } from './help-menu';
import { routeMatches } from '../../registry/remote-routes';
import { menuEntries, type MenuEntry } from './menu';
import { passesGate } from './menu-gates';
import {
  ALL_NAVIGATION_FACTS,
  type DecidedNavigationContext,
  type NavigationDecision,
  type NavigationContext,
  PENDING,
  isDecided,
} from './navigation-context';
import { isPageVisible, matchPagePath } from './route-refs';
import { visibleMenuGroups } from './visible-menu';

/** Signed-in pages outside the menu that every user may open (spec 02 §2 "Always allowed", spec 01 §2). */
export const ALWAYS_ALLOWED_PATHS: readonly string[] = [
  '/2fa-setup',
  '/oauth/authorize',
  '/device_verification',
  '/confirm_email',
  '/invitation',
  '/docs',
];

/** The path without query, hash and trailing slash; null when it has empty, '.' or '..' segments. */
export function normalisePath(pathname: string): string | null {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (!trimmed.startsWith('/')) return null;
  if (trimmed === '/') return trimmed;
  const segments = trimmed.slice(1).split('/');
  return segments.some((s) => s === '' || s === '.' || s === '..') ? null : trimmed;
}

/** The path itself or one of its sub-paths. */
export function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

function isAllowed(facts: DecidedNavigationContext, pathname: string): boolean {
  const entries = menuEntries(visibleMenuGroups(facts));
  // A named page (a settings page, a detail page) opens by its own rule, whatever its entry allows.
  const page = facts.siteMap.pages.find((p) => matchPagePath(p.path, pathname) !== null);
  if (page) return isPageVisible(page, facts, entries);
  if (ALWAYS_ALLOWED_PATHS.some((base) => isUnder(pathname, base))) return true;
  if (isUnder(pathname, '/resolution-center')) return isResolutionCenterAllowed(facts);
  // Only a page a deployed remote renders opens here; an entry of the other dashboard links there.
  const served = entries.filter((e) => e.remote !== undefined);
  // A remote that names pages within its entry names them all: another sub-path is not found.
  const listsItsPages = (e: MenuEntry) => facts.siteMap.pages.some((p) => p.within === e.key && p.remote === e.remote);
  const opens = (e: MenuEntry) =>
    [e.path, ...(e.relatedPaths ?? [])].some((base) => (listsItsPages(e) && base === e.path ? pathname === base : isUnder(pathname, base)));
  if (served.some(opens)) return true;
  // A remote's page outside the menu opens by its route's own gate (e.g. the notification centre's flag).
  return facts.siteMap.routes.some((route) => route.gate && routeMatches(route.path, pathname) && passesGate(route.gate, facts));
}

export function isPathAllowed(context: NavigationContext, pathname: string): NavigationDecision<{ allowed: boolean }> {
  if (!isDecided(context, ALL_NAVIGATION_FACTS)) return PENDING;
  const path = normalisePath(pathname);
  return { status: 'ready', allowed: path !== null && isAllowed(context, path) };
}
