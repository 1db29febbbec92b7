import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { resolveRedirect } from 'shared-contracts/rules';
import { Button, Skeleton } from 'shared-ui';
import { useShellServices } from '../platform/shell-context';
import { Toaster } from '../toasts/Toaster';

/**
 * The root of every route: old paths redirect (spec 01 §2), nothing renders until the session is
 * restored or known to be absent, and the toasts' live region is always present.
 */
export const Root = observer(function Root() {
  const { t } = useTranslation();
  const { session, toasts } = useShellServices();
  const location = useLocation();
  let content;
  if (session.restoreFailed) {
    content = (
      <main className="shell-fullpage" id="main">
        <h1>{t('restoreFailed.title')}</h1>
        <p>{t('restoreFailed.body')}</p>
        <Button onClick={() => void session.restore()}>{t('remoteFailure.retry')}</Button>
      </main>
    );
  } else if (session.status === 'unknown') {
    content = (
      <main className="shell-fullpage" id="main">
        <Skeleton label={t('loading')} />
      </main>
    );
  } else {
    const target = resolveRedirect(location.pathname, { signedIn: session.status === 'signedIn' });
    if (target !== null) {
      const keepsHash = !target.includes('#');
      content = <Navigate to={`${target}${location.search}${keepsHash ? location.hash : ''}`} replace state={location.state} />;
    } else {
      content = <Outlet />;
    }
  }
  return (
    <>
      {content}
      <Toaster store={toasts} />
    </>
  );
});
