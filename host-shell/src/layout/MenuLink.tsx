import { memo, type MouseEvent } from 'react';
import type { MenuEntry } from 'shared-contracts/rules';
import type { LinkIntent } from './link-intent';

/**
 * Whether a menu link is the current page, as React Router's NavLink decides it: the link's path
 * (without its query or hash) is the location's path or one of its parents, case aside.
 */
export function isMenuPathActive(pathname: string, to: string): boolean {
  const target = to.replace(/[?#].*$/, '').toLowerCase();
  const current = pathname.toLowerCase();
  if (target === '/' || target === '') return current === '/';
  const base = target.endsWith('/') ? target.slice(0, -1) : target;
  return current === base || current.startsWith(`${base}/`);
}

/** A click the page handles itself: the main button, no modifier (those open a tab or a window). */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/** Two letters for the shrunk sidebar; the full name stays the link's accessible name. */
const initials = (label: string) =>
  label
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();

export interface MenuLinkProps {
  entry: MenuEntry;
  label: string;
  active: boolean;
  compact: boolean;
  /** "New" for a flagged entry not visited yet: it describes the link rather than renaming it. */
  newTag?: string;
  /** Goes to the entry's path inside the app (the router's navigate). */
  onOpen: (entry: MenuEntry) => void;
  /** What the user's pointer and focus say of the link (link-intent.ts): its remote and page may be fetched. */
  intent: LinkIntent<MenuEntry>;
}

/**
 * One sidebar link. Unlike NavLink it does not read the router's location itself, so a route
 * switch re-renders only the two links whose `active` changed, not the whole menu (each NavLink
 * parsed a URL and matched its path on every switch).
 */
export const MenuLink = memo(function MenuLink({ entry, label, active, compact, newTag, onOpen, intent }: MenuLinkProps) {
  const tagId = newTag ? `nav-new-${entry.key}` : undefined;
  return (
    <a
      // An entry no deployed remote serves, whose page the deployment's other dashboard has
      // (DASHBOARD_OTHER_URL): a plain link there, which the shell's router does not take.
      href={entry.elsewhere ?? entry.path}
      className={[active ? 'active' : '', tagId ? 'nav-link--new' : ''].filter(Boolean).join(' ') || undefined}
      aria-describedby={tagId}
      aria-current={active ? 'page' : undefined}
      title={compact ? label : undefined}
      onMouseEnter={() => intent.rest('pointer', entry)}
      onMouseLeave={() => intent.leave('pointer')}
      onFocus={() => intent.rest('focus', entry)}
      onBlur={() => intent.leave('focus')}
      onPointerDown={(event) => {
        if (event.button > 0) return; // another button: a context menu or a new tab, not this page
        intent.press(entry);
      }}
      onClick={(event) => {
        if (entry.elsewhere !== undefined || event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        onOpen(entry);
      }}
    >
      {compact ? (
        <>
          <span className="nav-initials" aria-hidden="true">
            {initials(label)}
          </span>
          <span className="visually-hidden">{label}</span>
        </>
      ) : (
        label
      )}
      {tagId ? (
        <span id={tagId} className="nav-new-tag" aria-hidden="true">
          {newTag}
        </span>
      ) : null}
    </a>
  );
});
