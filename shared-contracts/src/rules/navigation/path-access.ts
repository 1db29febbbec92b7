/**
 * Whether a deep link may render (CONVENTIONS.md: hiding a menu entry is not security). The shell
 * renders the page-not-found screen for a path that is not allowed, exactly as for an unknown path.
 * Resolve redirects first (`resolveRedirect`): old paths are not allowed here.
 */
import { isResolutionCenterAllowed } from './help-menu';
import { routeMatches } from '../../platform/remote-areas';
import { menuEntries } from './menu';
import { passesGate } from './menu-gates';
import {
  ALL_NAVIGATION_FACTS,
  type DecidedNavigationContext,
  type NavigationDecision,
  type NavigationContext,
  PENDING,
  isDecided,
} from './navigation-context';
import { isSettingsPageVisible, settingsPageOf } from './settings-pages';
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
  if (pathname.startsWith('/settings/')) {
    const page = settingsPageOf(pathname);
    return entries.some((e) => e.key === 'settings') && page !== undefined && isSettingsPageVisible(facts, page.key);
  }
  if (ALWAYS_ALLOWED_PATHS.some((base) => isUnder(pathname, base))) return true;
  if (isUnder(pathname, '/resolution-center')) return isResolutionCenterAllowed(facts);
  if (entries.some((e) => [e.path, ...(e.relatedPaths ?? [])].some((base) => isUnder(pathname, base)))) return true;
  // A remote's page outside the menu opens by its route's own gate (e.g. the notification centre's flag).
  return facts.areas.routes.some((route) => route.gate && routeMatches(route.path, pathname) && passesGate(route.gate, facts));
}

export function isPathAllowed(context: NavigationContext, pathname: string): NavigationDecision<{ allowed: boolean }> {
  if (!isDecided(context, ALL_NAVIGATION_FACTS)) return PENDING;
  const path = normalisePath(pathname);
  return { status: 'ready', allowed: path !== null && isAllowed(context, path) };
}
