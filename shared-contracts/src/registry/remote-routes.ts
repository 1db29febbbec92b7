/**
 * Which remote owns a path and which remotes fill a slot, from the registry entries' declarations.
 * The shell decides from the URL and the registry alone, so remotes off the current route are never
 * fetched (docs/decisions/0019-remote-declarations.md).
 */
import type { RegistryEntry } from './registry';
import type { SlotName } from '../contract/remote-module';

/** Whether a route path (`/home`, or `/credit_cards/*` for the prefix and its sub-paths) matches a pathname. */
export function routeMatches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return pathname === base || pathname.startsWith(`${base}/`);
  }
  return pathname === pattern || pathname === `${pattern}/`;
}

export interface RemoteRouteMatch {
  remote: string;
  /** The declared route that matched. */
  path: string;
}

/** The remote route a pathname belongs to, or undefined for the shell's own pages. */
export function remoteForPath(entries: readonly RegistryEntry[], pathname: string): RemoteRouteMatch | undefined {
  for (const entry of entries) {
    const route = entry.declaration.routes.find((r) => routeMatches(r.path, pathname));
    if (route) return { remote: entry.name, path: route.path };
  }
  return undefined;
}

/** The remotes that declare they fill a slot, in registry order. */
export function slotFillers(entries: readonly RegistryEntry[], slot: SlotName): string[] {
  return entries.filter((entry) => entry.declaration.slots.includes(slot)).map((entry) => entry.name);
}
