import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { showsNewTag, type MenuEntry, type MenuItem } from 'shared-contracts/rules';
import { Skeleton } from 'shared-ui';
import { useMenuLabel } from '../i18n/menu-label';
import { useShellServices } from '../platform/shell-context';

export interface SidebarProps {
  shrunk: boolean;
  onToggleShrunk: () => void;
  mobile: boolean;
  /** On mobile the sidebar is a drawer with the profile panel above the menu. */
  profilePanel?: React.ReactNode;
  onNavigate?: () => void;
}

/** Two letters for the shrunk sidebar; the full name stays the link's accessible name. */
const initials = (label: string) =>
  label
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();

/** The whole gated menu of spec 01 §2 and §6, from `visibleMenu`; expandable and shrinkable. */
export const Sidebar = observer(function Sidebar({ shrunk, onToggleShrunk, mobile, profilePanel, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const labelText = useMenuLabel();
  const { session, loader } = useShellServices();
  const menu = session.menu;
  const compact = shrunk && !mobile;
  // Prefetch on intent: a remote is fetched when the user points at or focuses a link into it.
  const prefetch = (entry: MenuEntry) => {
    if (entry.remote) loader.prefetch(entry.remote);
  };
  const now = Date.now();
  const link = (entry: MenuEntry) => {
    const label = labelText(entry.label);
    // The tag describes the link rather than renaming it: "Activity logs", described "New".
    const tagId = session.user && showsNewTag(session.user, entry.key, now) ? `nav-new-${entry.key}` : undefined;
    return (
      <li key={entry.key} data-menu-key={entry.key}>
        <NavLink
          to={entry.path}
          title={compact ? label : undefined}
          className={tagId ? 'nav-link--new' : undefined}
          aria-describedby={tagId}
          onMouseEnter={() => prefetch(entry)}
          onFocus={() => prefetch(entry)}
          onClick={onNavigate}
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
              {t('nav.newTag')}
            </span>
          ) : null}
        </NavLink>
      </li>
    );
  };
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
