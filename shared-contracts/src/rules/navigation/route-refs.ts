/**
 * Where a route key leads (contracts 3.0.0, `HostApi.routes`; docs/decisions/0045-contracts-3.md): a
 * menu entry of the site map, or a named page. A key resolves to a link only where the user may open
 * it and a deployed remote renders it, by the same gates as the menu and the deep-link rule.
 */
import type { RouteLinkOptions } from '../../contract/route-refs';
import { entriesOf, type MenuEntry } from './menu';
import { passesGate } from './menu-gates';
import type { SitePage } from './compose';
import { ALL_NAVIGATION_FACTS, type DecidedNavigationContext, type NavigationContext, isDecided } from './navigation-context';
import { visibleMenuGroups } from './visible-menu';

/** The values of a page path's `:name` segments in a pathname it matches exactly, or null. */
export function matchPagePath(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = pattern.split('/');
  const given = (pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname).split('/');
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index]!;
    if (segment.startsWith(':')) {
      if (value === '') return null;
      params[segment.slice(1)] = decodeURIComponent(value);
    } else if (segment !== value) return null;
  }
  return params;
}

/**
 * exclude_dashboard_settings removes a settings page (and its nested pages) by the page's name, the
 * second part of its key (`settings.payment-methods.cards-configuration`: payment-methods);
 * exclude_dashboard_page removes any other page by its key.
 */
function isExcluded(page: SitePage, facts: DecidedNavigationContext): boolean {
  const { exclude_dashboard_page, exclude_dashboard_settings } = facts.business.permission;
  if (page.within === 'settings') return exclude_dashboard_settings.includes(page.key.split('.')[1] ?? '');
  return exclude_dashboard_page.includes(page.key);
}

const visibleEntries = (facts: DecidedNavigationContext): MenuEntry[] =>
  visibleMenuGroups(facts).flatMap((group) => group.items.flatMap(entriesOf));

/** Whether a named page opens for these facts: rendered by a remote, its menu entry shown, its gate passed. */
export function isPageVisible(page: SitePage, facts: DecidedNavigationContext, entries = visibleEntries(facts)): boolean {
  if (page.remote === undefined || isExcluded(page, facts)) return false;
  if (page.within !== undefined && !entries.some((entry) => entry.key === page.within && entry.remote !== undefined)) return false;
  return page.gate === undefined || passesGate(page.gate, facts);
}

/** Whether a route key is one the user may open now; undefined while the facts load. Unknown keys: false. */
export function routeVisibility(context: NavigationContext, key: string): boolean | undefined {
  if (!isDecided(context, ALL_NAVIGATION_FACTS)) return undefined;
  const entries = visibleEntries(context);
  const page = context.siteMap.pages.find((p) => p.key === key);
  if (page) return isPageVisible(page, context, entries);
  return entries.some((entry) => entry.key === key && entry.remote !== undefined);
}

/** A path with its `:name` segments filled in (encoded), or undefined when a value is missing. */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string | undefined {
  const segments = path.split('/').map((segment) => {
    if (!segment.startsWith(':')) return segment;
    const value = params[segment.slice(1)];
    return value ? encodeURIComponent(value) : undefined;
  });
  return segments.includes(undefined) ? undefined : segments.join('/');
}

function pathOf(context: NavigationContext & DecidedNavigationContext, key: string): string | undefined {
  const page = context.siteMap.pages.find((p) => p.key === key);
  return page?.path ?? context.siteMap.menu.flatMap((g) => g.items.flatMap(entriesOf)).find((e) => e.key === key)?.path;
}

/** The same-origin href of a route key for this user, or undefined whenever it is not visible. */
export function routeHref(context: NavigationContext, key: string, options: RouteLinkOptions = {}): string | undefined {
  if (routeVisibility(context, key) !== true || !isDecided(context, ALL_NAVIGATION_FACTS)) return undefined;
  const pattern = pathOf(context, key);
  const path = pattern === undefined ? undefined : fillPath(pattern, options.params);
  if (path === undefined) return undefined;
  const query = new URLSearchParams(options.query ?? {}).toString();
  const page = context.siteMap.pages.find((p) => p.key === key);
  const anchor = options.anchor !== undefined && page?.anchors.includes(options.anchor) ? `#${options.anchor}` : '';
  return `${path}${query ? `?${query}` : ''}${anchor}`;
}
