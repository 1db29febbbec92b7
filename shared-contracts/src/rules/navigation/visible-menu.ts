/** The sidebar a user sees (spec 01 §2 "Sidebar menu", §6): the composed menu filtered by each entry's gate. */
import type { MenuEntry, MenuGroup, MenuItem } from './menu';
import { exclusionNames, passesGate } from './menu-gates';
import {
  ALL_NAVIGATION_FACTS,
  type DecidedNavigationContext,
  type NavigationDecision,
  type NavigationContext,
  PENDING,
  isDecided,
} from './navigation-context';

/**
 * Whether one entry shows: a deployed remote renders it (or the deployment's other dashboard has
 * it), its gate passes and exclude_dashboard_page names none of its names.
 */
export function isMenuEntryVisible(entry: MenuEntry, groupKeys: readonly string[], facts: DecidedNavigationContext): boolean {
  if (entry.remote === undefined && entry.elsewhere === undefined) return false;
  const excluded = facts.business.permission.exclude_dashboard_page;
  if (exclusionNames(entry.key, entry.path, entry.gate, groupKeys).some((name) => excluded.includes(name))) return false;
  return passesGate(entry.gate, facts);
}

function visibleItem(item: MenuItem, groupKey: string, facts: DecidedNavigationContext): MenuItem | null {
  if (item.kind === 'entry') return isMenuEntryVisible(item, [groupKey], facts) ? item : null;
  const entries = item.entries.filter((e) => isMenuEntryVisible(e, [groupKey, item.key], facts));
  return entries.length > 0 ? { ...item, entries } : null;
}

/** The groups of a decided context, with only the visible entries; empty subgroups and groups dropped. */
export function visibleMenuGroups(facts: DecidedNavigationContext): MenuGroup[] {
  return facts.siteMap.menu.flatMap((g) => {
    const items = g.items.flatMap((item) => visibleItem(item, g.key, facts) ?? []);
    return items.length > 0 ? [{ ...g, items }] : [];
  });
}

export function visibleMenu(context: NavigationContext): NavigationDecision<{ groups: readonly MenuGroup[] }> {
  if (!isDecided(context, ALL_NAVIGATION_FACTS)) return PENDING;
  return { status: 'ready', groups: visibleMenuGroups(context) };
}
