import { observer } from 'mobx-react-lite';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router';
import { Skeleton } from 'shared-ui';
import { NotFoundPage } from '../layout/NotFoundPage';
import { GatedPage } from '../navigation/GatedPage';
import { declaredRouteFor } from '../navigation/route-lookup';
import { useRemotePlatform } from '../platform/remote-platform';
import { useShellServices } from '../platform/shell-context';
import { isProfilePath, PROFILE_PATH } from '../profile/profile-path';
import { RemoteFailure } from './RemoteFailure';
import { RemoteRoute } from './RemoteRoute';

// The shell's own page (decision 0066): its code comes when it opens.
const ProfilePage = lazy(() => import(/* webpackChunkName: "profile" */ '../profile/ProfilePage'));

/** The content area while its page's code is on its way. */
export function ContentLoading() {
  const { t } = useTranslation();
  return <Skeleton label={t('loading')} />;
}

/**
 * The dashboard's content below the shell's layout: one of the shell's own menu areas (an honest
 * page each), else the route a remote declares (its registry entry), else not found. Until the
 * registry is read a remote's page waits; when it could not be read, the failure panel offers Retry.
 * The page is found by `route-lookup` and only it is given to the router, which keeps the remote's
 * own routes relative to its declared path.
 */
export const DeclaredRoutes = observer(function DeclaredRoutes() {
  const { pathname } = useLocation();
  const { session } = useShellServices();
  const { loader, retryRegistry } = useRemotePlatform();
  if (isProfilePath(pathname)) {
    return (
      <Routes>
        <Route path={PROFILE_PATH} element={<ProfilePage />} />
      </Routes>
    );
  }
  const siteMap = session.site.siteMap;
  if (!siteMap) return <ContentLoading />;
  const route = declaredRouteFor(siteMap.routes, pathname);
  return (
    <Routes>
      {route ? (
        <Route
          key={`${route.remote}|${route.path}`}
          path={route.path}
          element={
            <GatedPage>
              <RemoteRoute remote={route.remote} path={route.path} />
            </GatedPage>
          }
        />
      ) : null}
      <Route path="*" element={loader.registryFailed ? <RemoteFailure onRetry={() => void retryRegistry()} /> : <NotFoundPage />} />
    </Routes>
  );
});
