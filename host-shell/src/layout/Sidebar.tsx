import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { showsNewTag, type MenuEntry, type MenuItem } from 'shared-contracts/rules';
import { Skeleton } from 'shared-ui';
import { useMenuLabel } from '../i18n/menu-label';
import { useRemotePlatform } from '../platform/remote-platform';
import { useShellServices } from '../platform/shell-context';
import { isMenuPathActive, MenuLink } from './MenuLink';
import { useLinkIntent } from './link-intent';

export interface SidebarProps {
  shrunk: boolean;
  onToggleShrunk: () => void;
  mobile: boolean;
  /** On mobile the sidebar is a drawer with the profile panel above the menu. */
  profilePanel?: React.ReactNode;
  onNavigate?: () => void;
}

/** The whole gated menu of spec 01 §2 and §6, from `visibleMenu`; expandable and shrinkable. */
export const Sidebar = observer(function Sidebar({ shrunk, onToggleShrunk, mobile, profilePanel, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const labelText = useMenuLabel();
  // Not React Router's useNavigate: the menu would render again with every router state (ShellServices.navigate).
  const { session, navigate } = useShellServices();
  const { loader, shownPaths } = useRemotePlatform();
  const menu = session.site.menu;
  const compact = shrunk && !mobile;
  const { pathname } = useLocation();
  // Prefetch on intent: a remote and its page are fetched when the pointer or the focus rests on a link into it, or a press begins (decision 0087).
  const intent = useLinkIntent(
    useCallback((entry: MenuEntry) => {
      if (entry.remote) loader.prefetchPath(entry.path);
    }, [loader]),
  );
  const onOpen = useCallback(
    (entry: MenuEntry) => {
      // Like NavLink: the link to where the user already is replaces the history entry instead of adding one.
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      // A page shown before renders inside the press; one not shown yet in a transition (shown-paths.ts).
      const atOnce = shownPaths.has(entry.path) && loader.isPathReady(entry.path);
      navigate(entry.path, { replace: here === entry.path, flushSync: atOnce });
      onNavigate?.();
    },
    [navigate, onNavigate, shownPaths, loader],
  );
  const now = Date.now();
  const newTag = t('nav.newTag');
  const link = (entry: MenuEntry) => (
    <li key={entry.key} data-menu-key={entry.key}>
      <MenuLink
        entry={entry}
        label={labelText(entry.label)}
        active={isMenuPathActive(pathname, entry.path)}
        compact={compact}
        newTag={session.user && showsNewTag(session.user, entry.key, now) ? newTag : undefined}
        onOpen={onOpen}
        intent={intent}
      />
    </li>
  );
  const item = (menuItem: MenuItem) =>
    menuItem.kind === 'entry' ? (
      link(menuItem)
    ) : (
      <li key={menuItem.key} className="nav-subgroup">
        {compact ? null : <span className="nav-subgroup-label">{labelText(menuItem.label)}</span>}
        <ul aria-label={labelText(menuItem.label)}>{menuItem.entries.map(link)}</ul>
      </li>
    );
  return (
    <nav id="shell-sidebar" className={`shell-sidebar${compact ? ' shell-sidebar--shrunk' : ''}`} aria-label={t('nav.label')}>
      {mobile ? null : (
        <button type="button" className="nav-toggle" aria-expanded={!shrunk} onClick={onToggleShrunk}>
          <span aria-hidden="true">{shrunk ? '»' : '«'}</span>
          <span className={compact ? 'visually-hidden' : undefined}> {shrunk ? t('nav.expand') : t('nav.shrink')}</span>
        </button>
      )}
      {profilePanel}
      {menu.status === 'pending' ? (
        <Skeleton label={t('loading')} />
      ) : (
        menu.groups.map((group) => (
          <div key={group.key} className="nav-group" data-tour={group.key}>
            {group.label && !compact ? <h2 className="nav-group-label">{t(group.label)}</h2> : null}
            <ul aria-label={group.label ? t(group.label) : undefined}>{group.items.map(item)}</ul>
          </div>
        ))
      )}
    </nav>
  );
});
