import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isGatewayError } from 'shared-contracts';
import type { ChangePasswordLink } from 'shared-contracts/areas/shell/account-recovery';
import type { NewPasswordValues } from 'shared-contracts/rules';
import { ErrorState, Skeleton } from 'shared-ui';
import type { LoginState } from '../logged-out/after-login';
import { useShellServices } from '../platform/shell-context';
import { errorText } from '../toasts/error-text';
import { NewPasswordForm } from './NewPasswordFields';

type Reading = { status: 'loading' } | { status: 'ready'; link: ChangePasswordLink } | { status: 'invalid' } | { status: 'failed' };

/** A link the gateway refuses (spent, expired, never made): the page says so and offers a new one. */
const linkRefused = (error: unknown) =>
  isGatewayError(error) && (error.code === 'AUTHORIZATION_TOKEN_ERROR' || error.code === 'API_VALIDATION_ERROR');

/**
 * /change_password/{changePasswordToken} (spec 01 §2; decision 0062): the emailed reset link. The link
 * is checked first (a spent or expired one is a clear page, never a form that cannot work); the new
 * password ends every other sign-in, and the login page says it is changed.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const { api } = useShellServices();
  const navigate = useNavigate();
  const { changePasswordToken = '' } = useParams();
  const [reading, setReading] = useState<Reading>({ status: 'loading' });
  const [failure, setFailure] = useState<string | null>(null);

  const read = useCallback(() => {
    let current = true;
    setReading({ status: 'loading' });
    api.changePasswordLink(changePasswordToken).then(
      (link) => current && setReading({ status: 'ready', link }),
      (error: unknown) => current && setReading({ status: linkRefused(error) ? 'invalid' : 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api, changePasswordToken]);
  useEffect(read, [read]);

  const submit = async ({ password }: NewPasswordValues) => {
    setFailure(null);
    try {
      await api.changePassword({ token: changePasswordToken, password });
      navigate('/login', { replace: true, state: { reason: 'passwordChanged' } satisfies LoginState });
    } catch (error) {
      if (isGatewayError(error) && error.code === 'AUTHORIZATION_TOKEN_ERROR') setReading({ status: 'invalid' });
      else setFailure(errorText(t, error));
    }
  };

  if (reading.status === 'loading') return <Skeleton label={t('recovery.changePassword.checking')} />;
  if (reading.status === 'failed') {
    return (
      <>
        <h1 tabIndex={-1}>{t('recovery.changePassword.title')}</h1>
        <ErrorState title={t('recovery.changePassword.failed')} onRetry={() => void read()} retryLabel={t('recovery.changePassword.retry')} />
      </>
    );
  }
  if (reading.status === 'invalid') {
    return (
      <>
        <h1 tabIndex={-1}>{t('recovery.changePassword.invalidTitle')}</h1>
        <p role="alert">{t('recovery.changePassword.invalidBody')}</p>
        <p className="logged-out-links">
          <Link to="/forgot_password">{t('recovery.changePassword.requestNew')}</Link>
          <Link to="/login">{t('public.backToLogin')}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 tabIndex={-1}>{t('recovery.changePassword.title')}</h1>
      <p>{t('recovery.changePassword.forEmail', { email: reading.link.email })}</p>
      <NewPasswordForm onSubmit={submit} failure={failure}>
        {/* The account's email for password managers, not shown. */}
        <input type="email" name="username" autoComplete="username" value={reading.link.email} readOnly hidden />
        <p className="logged-out-muted">{t('recovery.newPassword.endsSessions')}</p>
      </NewPasswordForm>
    </>
  );
}
