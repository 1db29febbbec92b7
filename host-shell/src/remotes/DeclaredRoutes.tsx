import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { Skeleton } from 'shared-ui';
import { NotFoundPage } from '../layout/NotFoundPage';
import { GatedPage } from '../navigation/GatedPage';
import { useShellServices } from '../platform/shell-context';
import { RemoteFailure } from './RemoteFailure';
import { RemoteRoute } from './RemoteRoute';

/**
 * The routes the remotes declare (their registry entries), below the shell's own: every path the
 * shell does not route itself comes here. Until the registry is read the content area waits; an
 * unknown path is not found; when the registry could not be read, the failure panel offers Retry.
 */
export const DeclaredRoutes = observer(function DeclaredRoutes() {
  const { t } = useTranslation();
  const { session, loader, retryRegistry } = useShellServices();
  const areas = session.areas;
  if (!areas) return <Skeleton label={t('loading')} />;
  return (
    <Routes>
      {areas.routes.map((route) => (
        <Route
          key={`${route.remote}|${route.path}`}
          path={route.path}
          element={
            <GatedPage>
              <RemoteRoute remote={route.remote} path={route.path} />
            </GatedPage>
          }
        />
      ))}
      <Route path="*" element={loader.registryFailed ? <RemoteFailure onRetry={() => void retryRegistry()} /> : <NotFoundPage />} />
    </Routes>
  );
});
