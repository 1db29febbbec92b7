import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { needsEmailConfirmation } from 'shared-contracts/rules';
import { Button } from 'shared-ui';
import { useShellServices } from '../platform/shell-context';
import { errorText } from '../toasts/error-text';

type Sending = { status: 'idle' } | { status: 'sending' } | { status: 'sent' } | { status: 'failed'; message: string };

/**
 * /confirm_email (spec 01 §2): where a signed-in user whose email is PENDING is sent while the
 * flag is on. They can have the email sent again (the sandbox's outbox shows it) or sign out;
 * the link in it confirms (ConfirmEmailLinkPage).
 */
export const ConfirmEmailPage = observer(function ConfirmEmailPage() {
  const { t } = useTranslation();
  const { api, session } = useShellServices();
  const [sending, setSending] = useState<Sending>({ status: 'idle' });
  const { user } = session;
  if (session.status !== 'signedIn' || !user) return <Navigate to="/login" replace />;
  const needed = needsEmailConfirmation(user, session.featureFlags);
  if (needed === false) return <Navigate to="/" replace />;

  const resend = async () => {
    setSending({ status: 'sending' });
    try {
      await api.resendEmailVerification();
      setSending({ status: 'sent' });
    } catch (error) {
      setSending({ status: 'failed', message: errorText(t, error) });
    }
  };

  return (
    <>
      <h1 tabIndex={-1}>{t('confirmEmail.title')}</h1>
      <p>{t('confirmEmail.body', { email: user.email })}</p>
      <div role="status">{sending.status === 'sent' ? <p>{t('confirmEmail.sent', { email: user.email })}</p> : null}</div>
      {sending.status === 'failed' ? (
        <p role="alert" className="form-error">
          {sending.message}
        </p>
      ) : null}
      <p className="logged-out-links">
        <Button onClick={() => void resend()} busy={sending.status === 'sending'}>
          {t('confirmEmail.resend')}
        </Button>{' '}
        <Button variant="secondary" onClick={() => void session.signOut()}>
          {t('account.signOut')}
        </Button>
      </p>
    </>
  );
});
