import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Skeleton } from 'shared-ui';
import { useShellServices } from '../platform/shell-context';
import { errorText } from '../toasts/error-text';

type Unlocking = { status: 'unlocking' } | { status: 'unlocked' } | { status: 'failed'; message: string };

/**
 * /unlock_user/{token} (spec 01 §2; decision 0062): spends the emailed unlock link once. A spent,
 * expired or unknown link says so and offers a new one (sent with a password reset link).
 */
export function UnlockUserPage() {
  const { t } = useTranslation();
  const { api } = useShellServices();
  const { token = '' } = useParams();
  const [state, setState] = useState<Unlocking>({ status: 'unlocking' });
  const spent = useRef(false);

  useEffect(() => {
    if (spent.current) return;
    spent.current = true; // single use: React's development double effect must not spend it twice
    api.unlockUser(token).then(
      () => setState({ status: 'unlocked' }),
      (error: unknown) => setState({ status: 'failed', message: errorText(t, error) }),
    );
  }, [api, token, t]);

  if (state.status === 'unlocking') return <Skeleton label={t('recovery.unlock.unlocking')} />;
  if (state.status === 'failed') {
    return (
      <>
        <h1 tabIndex={-1}>{t('recovery.unlock.failedTitle')}</h1>
        <p role="alert">{state.message}</p>
        <p>{t('recovery.unlock.failedBody')}</p>
        <p className="logged-out-links">
          <Link to="/forgot_password">{t('recovery.unlock.requestNew')}</Link>
          <Link to="/login">{t('public.backToLogin')}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 tabIndex={-1}>{t('recovery.unlock.doneTitle')}</h1>
      <p role="status">{t('recovery.unlock.doneBody')}</p>
      <p className="logged-out-links">
        <Link to="/login">{t('recovery.unlock.toLogin')}</Link>
        <Link to="/forgot_password">{t('login.forgotPassword')}</Link>
      </p>
    </>
  );
}
