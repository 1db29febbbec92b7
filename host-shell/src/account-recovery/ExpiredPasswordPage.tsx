import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { isGatewayError } from 'shared-contracts';
import type { NewPasswordValues } from 'shared-contracts/rules';
import { afterLogin, type LoginState } from '../logged-out/after-login';
import { useShellServices } from '../platform/shell-context';
import { errorText } from '../toasts/error-text';
import { NewPasswordForm } from './NewPasswordFields';

/**
 * /expired_password (spec 01 §2; decision 0062): a sign-in whose password was right but expired. The
 * step's token is in memory only (SignInFlow.passwordStep): without it (a reload, opened directly) the
 * page says to log in first. Once changed, the login page says so and the user logs in with it.
 */
export const ExpiredPasswordPage = observer(function ExpiredPasswordPage() {
  const { t } = useTranslation();
  const { session } = useShellServices();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [ended, setEnded] = useState(false);
  if (session.status === 'signedIn') return <Navigate to={afterLogin(session, undefined)} replace />;

  const submit = async ({ password }: NewPasswordValues) => {
    setFailure(null);
    try {
      await session.signInFlow.changeExpiredPassword(password);
      navigate('/login', { replace: true, state: { reason: 'passwordChanged' } satisfies LoginState });
    } catch (error) {
      // The step ended (10 minutes) or was spent: the password must be checked again.
      if (isGatewayError(error) && error.code === 'AUTHORIZATION_TOKEN_ERROR') setEnded(true);
      setFailure(errorText(t, error));
    }
  };

  const step = session.signInFlow.passwordStep;
  return (
    <>
      <h1 tabIndex={-1}>{t('recovery.expiredPassword.title')}</h1>
      {!step || ended ? (
        <>
          {failure ? <p role="alert">{failure}</p> : null}
          <p>{t('recovery.expiredPassword.noStep')}</p>
          <p className="logged-out-links">
            <Link to="/login">{t('recovery.expiredPassword.toLogin')}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{t('recovery.expiredPassword.body')}</p>
          <NewPasswordForm onSubmit={submit} failure={failure} />
        </>
      )}
    </>
  );
});
