import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { menuEntries } from 'shared-contracts/rules';
import { useMenuLabel } from '../i18n/menu-label';
import { useShellServices } from '../platform/shell-context';
import { isProfilePath } from '../profile/profile-path';

/** The page's name for the mobile header: its menu entry, else the dashboard's name. */
export function usePageName(): string {
  const { t } = useTranslation();
  const labelText = useMenuLabel();
  const { session } = useShellServices();
  const { pathname } = useLocation();
  const menu = session.site.menu;
  if (isProfilePath(pathname)) return t('profile.title');
  if (menu.status === 'pending') return t('appName');
  const entry = menuEntries(menu.groups)
    .filter((e) => pathname === e.path || pathname.startsWith(`${e.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return entry ? labelText(entry.label) : t('appName');
}
