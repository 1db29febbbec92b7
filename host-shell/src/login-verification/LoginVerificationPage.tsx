import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { afterLogin, type LoginState } from '../logged-out/LoginPage';
import { useShellServices } from '../platform/shell-context';
import { SecondFactorForm } from './SecondFactorForm';

/**
 * /login_verification (spec 01 §2; decision 0030): the second factor of a sign-in whose password
 * was right. Without a waiting challenge (a reload, or opened directly) it is the login page's;
 * once the code is right, where the user was going.
 */
export const LoginVerificationPage = observer(function LoginVerificationPage() {
  const { t } = useTranslation();
  const { session } = useShellServices();
  const location = useLocation();
  const { from } = (location.state ?? {}) as LoginState;
  if (session.status === 'signedIn') return <Navigate to={afterLogin(session, from)} replace />;
  if (!session.challenge) return <Navigate to="/login" replace state={from ? { from } : undefined} />;
  return (
    <>
      <h1 tabIndex={-1}>{t('loginVerification.title')}</h1>
      <SecondFactorForm key={session.challenge.mfa_token} challenge={session.challenge} />
    </>
  );
});
