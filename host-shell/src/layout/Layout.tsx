import { observer } from 'mobx-react-lite';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { MOBILE_QUERY, Skeleton, useMediaQuery } from 'shared-ui';
import { BusyOverlay } from '../account/BusyOverlay';
import { BalanceViewSwitch } from '../balance-view/BalanceViewSwitch';
import { Banners } from '../banners/Banners';
import { FeedbackReminder } from '../feedback/FeedbackReminder';
import { Header } from '../header/Header';
import { ProfilePanel } from '../header/ProfilePanel';
import { useRouteFocus } from '../navigation/useRouteFocus';
import { PhoneReminder } from '../phone/PhoneReminder';
import { MessagingConsent } from '../consent/MessagingConsent';
import { IpWhitelistReminder } from '../ip-whitelist/IpWhitelistReminder';
import { NewTagVisits } from '../tours/NewTagVisits';
import { PaletteLauncher } from '../palette/PaletteLauncher';
import { PaymentLinkTour } from '../tours/PaymentLinkTour';
import { SidebarTour } from '../tours/SidebarTour';
import { isBoolean, readJson, writeJson } from '../platform/browser-storage';
import { useRemotePlatform } from '../platform/remote-platform';
import type { InactivityWatch } from '../session/inactivity';
import { InactivityDialog } from '../session/InactivityDialog';
import { Sidebar } from './Sidebar';
import { RemoteLoadingBar } from './RemoteLoadingBar';
import { usePageName } from './use-page-name';

export interface LayoutProps {
  /** The session's inactivity limit, whose warning the layout shows (session/InactivityDialog.tsx). */
  inactivity: InactivityWatch;
}

/** Header, banners, sidebar and the content area with its one persistent Suspense boundary. */
export const Layout = observer(function Layout({ inactivity }: LayoutProps) {
  const { t } = useTranslation();
  const main = useRef<HTMLElement>(null);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [shrunk, setShrunk] = useState(() => readJson('sidebarShrunk', isBoolean) ?? false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const pageName = usePageName();
  const { shownPaths } = useRemotePlatform();
  useRouteFocus(main, t('appName'));
  useEffect(() => setDrawerOpen(false), [pathname, mobile]);
  useEffect(() => shownPaths.add(pathname), [shownPaths, pathname]);

  // Stable handlers: the header and the sidebar are memoised observers and need not render again on a switch for them.
  const toggleShrunk = useCallback(() => {
    writeJson('sidebarShrunk', !shrunk);
    setShrunk(!shrunk);
  }, [shrunk]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const toggleMenu = useCallback(() => setDrawerOpen((open) => !open), []);
  const showSidebar = !mobile || drawerOpen;
  return (
    <div className={`shell${mobile ? ' shell--mobile' : ''}`}>
      <a className="shell-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header mobile={mobile} pageName={pageName} menuOpen={drawerOpen} onToggleMenu={toggleMenu} />
      <Banners />
      <div className="shell-body">
        {showSidebar ? (
          <Sidebar
            shrunk={shrunk}
            onToggleShrunk={toggleShrunk}
            mobile={mobile}
            onNavigate={closeDrawer}
            profilePanel={mobile ? <ProfilePanel onClose={closeDrawer} /> : null}
          />
        ) : null}
        <main id="main" ref={main} className="shell-content" tabIndex={-1}>
          <RemoteLoadingBar />
          <BalanceViewSwitch />
          <Suspense fallback={<Skeleton label={t('loading')} />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <InactivityDialog inactivity={inactivity} />
      <FeedbackReminder />
      <PhoneReminder />
      <MessagingConsent />
      <IpWhitelistReminder />
      <SidebarTour />
      <PaymentLinkTour />
      <NewTagVisits />
      <PaletteLauncher />
      <BusyOverlay />
    </div>
  );
});
