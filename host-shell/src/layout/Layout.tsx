import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { menuEntries, visibleMenu } from 'shared-contracts/rules';
import { Skeleton } from 'shared-ui';
import { useRouteFocus } from '../navigation/useRouteFocus';
import { isBoolean, readJson, writeJson } from '../platform/browser-storage';
import { useShellServices } from '../platform/shell-context';
import { Banners } from './Banners';
import { BusyOverlay } from './BusyOverlay';
import { Header } from './Header';
import { InactivityDialog } from './InactivityDialog';
import { LoadingBar } from './LoadingBar';
import { useMenuLabel } from '../i18n/menu-label';
import { ProfilePanel } from './ProfilePanel';
import { Sidebar } from './Sidebar';
import { MOBILE_QUERY, useMediaQuery } from './use-media-query';

/** The page's name for the mobile header: its menu entry, else the dashboard's name. */
function usePageName(): string {
  const { t } = useTranslation();
  const labelText = useMenuLabel();
  const { session } = useShellServices();
  const { pathname } = useLocation();
  const menu = visibleMenu(session.navigation);
  if (menu.status === 'pending') return t('appName');
  const entry = menuEntries(menu.groups)
    .filter((e) => pathname === e.path || pathname.startsWith(`${e.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return entry ? labelText(entry.label) : t('appName');
}

/** Header, banners, sidebar and the content area with its one persistent Suspense boundary. */
export const Layout = observer(function Layout() {
  const { t } = useTranslation();
  const main = useRef<HTMLElement>(null);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [shrunk, setShrunk] = useState(() => readJson('sidebarShrunk', isBoolean) ?? false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const pageName = usePageName();
  useRouteFocus(main, t('appName'));
  useEffect(() => setDrawerOpen(false), [pathname, mobile]);

  const toggleShrunk = () => {
    writeJson('sidebarShrunk', !shrunk);
    setShrunk(!shrunk);
  };
  const showSidebar = !mobile || drawerOpen;
  return (
    <div className={`shell${mobile ? ' shell--mobile' : ''}`}>
      <a className="shell-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header mobile={mobile} pageName={pageName} menuOpen={drawerOpen} onToggleMenu={() => setDrawerOpen((open) => !open)} />
      <Banners />
      <div className="shell-body">
        {showSidebar ? (
          <Sidebar
            shrunk={shrunk}
            onToggleShrunk={toggleShrunk}
            mobile={mobile}
            onNavigate={() => setDrawerOpen(false)}
            profilePanel={mobile ? <ProfilePanel onClose={() => setDrawerOpen(false)} /> : null}
          />
        ) : null}
        <main id="main" ref={main} className="shell-content" tabIndex={-1}>
          <LoadingBar />
          <Suspense fallback={<Skeleton label={t('loading')} />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <InactivityDialog />
      <BusyOverlay />
    </div>
  );
});
