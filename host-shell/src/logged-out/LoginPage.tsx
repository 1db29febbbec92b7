import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { isGatewayError } from 'shared-contracts';
import type { LoginValues } from 'shared-contracts/rules';
import { Skeleton } from 'shared-ui';
import { isWhiteLabel } from '../config/deployment';
import { useShellServices } from '../platform/shell-context';
import { errorText } from '../toasts/error-text';
import type { ForgotPasswordState } from '../account-recovery/ForgotPasswordPage';
import { afterLogin, type LoginState } from './after-login';
import type { LoginHandoverRef } from './light-login';
import { LoginForm } from './LoginForm';

const lockedFailure = (error: unknown): boolean => isGatewayError(error) && error.code === 'USER_LOCKED_ERROR';

/**
 * Login (spec 01 §2): labelled fields, catalogue errors inline. An email link's one-time token
 * (`/login?token=…&source=…&page=…`) signs in without a password; a failed exchange goes to /error.
 */
export const LoginPage = observer(function LoginPage({ handover }: { handover: LoginHandoverRef }) {
  const { t } = useTranslation();
  const { session, deployment } = useShellServices();
  // The light login's values, and why its sign-in failed, once (start-shell.tsx).
  const [handedOver] = useState(() => handover.current);
  useEffect(() => {
    handover.current = undefined;
  }, [handover]);
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as LoginState;
  const [failure, setFailure] = useState<string | null>(() => (handedOver?.failure === undefined ? null : errorText(t, handedOver.failure)));
  // A locked account is offered its way back: the unlock link, emailed with a reset link (decision 0062).
  const [lockedEmail, setLockedEmail] = useState<string | null>(() => (lockedFailure(handedOver?.failure) ? (handedOver?.values.email ?? '') : null));
  const oneTimeToken = new URLSearchParams(location.search).get('token');
  const exchanging = useRef(false);

  useEffect(() => {
    if (!oneTimeToken || exchanging.current || session.status === 'signedIn') return;
    exchanging.current = true;
    const search = new URLSearchParams(location.search);
    const page = search.get('page') ?? '/home';
    session.signInFlow.signInWithOneTimeToken({ token: oneTimeToken, source: search.get('source') ?? 'email', page }).then(
      // An email link is the first factor only: the second is still asked for.
      (outcome) => (outcome === 'secondFactor' ? navigate('/login_verification', { replace: true, state: { from: page } }) : undefined),
      () => navigate('/error', { replace: true }),
    );
  }, [oneTimeToken, session, location.search, navigate]);

  if (session.status === 'signedIn') {
    const page = oneTimeToken ? new URLSearchParams(location.search).get('page') : state.from;
    return <Navigate to={afterLogin(session, page)} replace />;
  }
  if (oneTimeToken) return <Skeleton label={t('login.signingIn')} />;

  const notice = state.relogin ? t('login.relogin') : state.reason ? t(`login.reasons.${state.reason}`, { defaultValue: '' }) : '';
  const submit = async (values: LoginValues) => {
    setFailure(null);
    setLockedEmail(null);
    try {
      const outcome = await session.signInFlow.signIn(values);
      if (outcome === 'secondFactor') navigate('/login_verification', { state: { from: state.from } });
      else if (outcome === 'passwordExpired') navigate('/expired_password', { state: { from: state.from } });
    } catch (error) {
      setFailure(errorText(t, error));
      if (lockedFailure(error)) setLockedEmail(values.email.trim());
    }
  };

  return (
    <>
      <h1 tabIndex={-1}>{t('login.title')}</h1>
      {notice ? (
        <p className="logged-out-notice" role="status">
          {notice}
        </p>
      ) : null}
      <LoginForm t={t} initialValues={handedOver?.values} onSubmit={submit} failure={failure} focusOnStart={handedOver ? 'password' : undefined}>
        {lockedEmail === null ? (
          <Link to="/forgot_password">{t('login.forgotPassword')}</Link>
        ) : (
          <Link to="/forgot_password" state={{ email: lockedEmail } satisfies ForgotPasswordState}>
            {t('login.lockedHelp')}
          </Link>
        )}
        {isWhiteLabel(deployment) ? null : <Link to="/register/1">{t('login.register')}</Link>}
      </LoginForm>
    </>
  );
});
