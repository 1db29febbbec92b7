import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Skeleton } from 'shared-ui';
import { afterLogin, type LoginState } from '../logged-out/after-login';
import { useShellServices } from '../platform/shell-context';

// The code input (shared-ui/forms) comes only with a sign-in that needs it, never with the first route.
const SecondFactorForm = lazy(() => import('./SecondFactorForm').then((module) => ({ default: module.SecondFactorForm })));

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
  if (!session.signInFlow.challenge) return <Navigate to="/login" replace state={from ? { from } : undefined} />;
  return (
    <>
      <h1 tabIndex={-1}>{t('loginVerification.title')}</h1>
      <Suspense fallback={<Skeleton label={t('loading')} />}>
        <SecondFactorForm key={session.signInFlow.challenge.mfa_token} challenge={session.signInFlow.challenge} />
      </Suspense>
    </>
  );
});
