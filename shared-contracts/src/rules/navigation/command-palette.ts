/**
 * The command palette's entries (issue 23): the pages of the visible menu, the visible named pages
 * that have a label (the settings pages), and what the remotes declare for it (`declaration.palette`), each only where the user may
 * open its path by the deep-link rule (`isPathAllowed`) and, for a remote's entry, its own gate. The
 * same gates as the menu, so the palette never offers a page the menu hides.
 */
import type { Language } from '../../contract/entities';
import { gateOf, type DeclaringRemote } from './compose';
import { menuEntries, type MenuLabel } from './menu';
import { passesGate } from './menu-gates';
import { ALL_NAVIGATION_FACTS, type NavigationContext, type NavigationDecision, PENDING, isDecided } from './navigation-context';
import { isPathAllowed } from './path-access';
import { isPageVisible } from './route-refs';
import { visibleMenuGroups } from './visible-menu';

export interface PaletteEntry {
  /** Unique: `menu:<key>`, `page:<key>` or `<remote>:<key>`. */
  readonly key: string;
  /** Where choosing it goes (with `#anchor` for a section). */
  readonly href: string;
  /** An i18n key of the shell ('menu.cash') or the texts a declaration gives. */
  readonly label: MenuLabel;
  /** Further words to find it by, in every language. */
  readonly keywords: readonly string[];
  /** A page of the menu or settings, or something to do that a remote offers. */
  readonly kind: 'page' | 'action';
}

function allowed(context: NavigationContext, path: string): boolean {
  const decision = isPathAllowed(context, path);
  return decision.status === 'ready' && decision.allowed;
}

function remoteEntries(context: NavigationContext, remotes: readonly DeclaringRemote[]): PaletteEntry[] {
  if (!isDecided(context, ALL_NAVIGATION_FACTS)) return [];
  return remotes.flatMap(({ name, declaration }) =>
    (declaration.palette ?? []).flatMap((entry): PaletteEntry[] => {
      const gate = entry.gate === undefined ? undefined : gateOf(entry.gate);
      if (typeof gate === 'string') return []; // a gate naming what the shell does not know hides the entry
      if (gate && !passesGate(gate, context)) return [];
      if (!allowed(context, entry.path)) return [];
      const keywords = Object.values(entry.keywords ?? {}).flat();
      // `?action=<key>`: a page that can start the action itself (open its dialog) does; any other shows as it is.
      const href = `${entry.path}?${ACTION_PARAMETER}=${encodeURIComponent(entry.key)}${entry.anchor ? `#${entry.anchor}` : ''}`;
      return [{ key: `${name}:${entry.key}`, href, label: entry.label, keywords, kind: 'action' }];
    }),
  );
}


/**
 * The query parameter a remote's palette entry opens its page with (`/settings/developers?action=create-api-key`):
 * the page reads it, starts the action (opens its dialog) and removes it from the address.
 */
export const ACTION_PARAMETER = 'action';
/** Everything the palette may offer this user now, or pending while the facts are not known. */
export function commandPalette(context: NavigationContext, remotes: readonly DeclaringRemote[]): NavigationDecision<{ entries: readonly PaletteEntry[] }> {
  if (!isDecided(context, ALL_NAVIGATION_FACTS)) return PENDING;
  const entries = menuEntries(visibleMenuGroups(context)).filter((entry) => entry.remote !== undefined);
  const named = context.siteMap.pages.filter((page) => page.label && !page.path.includes(':') && isPageVisible(page, context, entries));
  const pages: PaletteEntry[] = [
    ...entries.map((entry): PaletteEntry => ({ key: `menu:${entry.key}`, href: entry.path, label: entry.label, keywords: [], kind: 'page' })),
    ...named.map((page): PaletteEntry => ({ key: `page:${page.key}`, href: page.path, label: page.label!, keywords: [], kind: 'page' })),
  ];
  // A page the menu also lists (payment methods) is offered once, as the menu names it.
  const unique = pages.filter((entry, index) => pages.findIndex((other) => other.href === entry.href) === index);
  return { status: 'ready', entries: [...unique.filter((entry) => allowed(context, entry.href)), ...remoteEntries(context, remotes)] };
}

/** A label's text in one language: the shell's through its translate function, a remote's as given. */
export function paletteLabel(label: MenuLabel, language: Language, translate: (key: string) => string): string {
  return typeof label === 'string' ? translate(label) : label[language];
}
