import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { Button } from 'shared-ui';
import { useShellServices } from '../platform/shell-context';

/** A render failure in the shell's own pages: the generic message with Retry (spec 01 §8). */
export function RenderFailure() {
  const { t } = useTranslation();
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const { report } = useShellServices();
  useEffect(() => report(error, { phase: 'render' }), [error, report]);
  return (
    <main className="shell-fullpage" id="main">
      <h1>{t('renderFailure.title')}</h1>
      <p>{t('errorMessages.unexpectedError')}</p>
      <Button onClick={() => void navigate(location, { replace: true })}>{t('remoteFailure.retry')}</Button>
    </main>
  );
}
