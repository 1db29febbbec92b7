import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Skeleton } from 'shared-ui';
import { useRouteFocus } from '../navigation/useRouteFocus';
import { Header } from './Header';
import { LoadingBar } from './LoadingBar';
import { Sidebar } from './Sidebar';
import './shell.css';

/** Header, sidebar and the content area with its one persistent Suspense boundary. */
export function Layout() {
  const { t } = useTranslation();
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main, t('appName'));
  return (
    <div className="shell">
      <a className="shell-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header />
      <div className="shell-body">
        <Sidebar />
        <main id="main" ref={main} className="shell-content" tabIndex={-1}>
          <LoadingBar />
          <Suspense fallback={<Skeleton label={t('loading')} />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
