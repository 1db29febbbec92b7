import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { emailSchema, validateWith, type EmailValues } from 'shared-contracts/rules';
import { Button } from 'shared-ui';
import { FormField } from '../logged-out/FormField';
import { useShellServices } from '../platform/shell-context';
import { errorText } from '../toasts/error-text';
import { FormFailure } from './NewPasswordFields';

const validate = validateWith(emailSchema);

/** What the login page hands over: the email typed there (a locked account's "Get an unlock link"). */
export interface ForgotPasswordState {
  email?: string;
}

type Sent = { email: string; minutes: number } | null;

/**
 * /forgot_password (spec 01 §2; decision 0062): an email address, then the same answer whether or not
 * it has an account (no enumeration). The email has a single-use reset link, and an unlock link for a
 * locked account.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { api } = useShellServices();
  const { email: typed = '' } = (useLocation().state ?? {}) as ForgotPasswordState;
  const [sent, setSent] = useState<Sent>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ email }: EmailValues) => {
    setFailure(null);
    try {
      const answer = await api.forgotPassword(email.trim());
      setSent({ email: email.trim(), minutes: Math.round(answer.link_expires_in / 60) });
    } catch (error) {
      setFailure(errorText(t, error));
    }
  };

  if (sent) {
    return (
      <>
        <h1 tabIndex={-1}>{t('recovery.forgotPassword.sentTitle')}</h1>
        <p role="status">{t('recovery.forgotPassword.sent', sent)}</p>
        <p className="logged-out-muted">{t('recovery.forgotPassword.lockedHint')}</p>
        <p className="logged-out-links">
          <Link to="/login">{t('public.backToLogin')}</Link>
          <Button variant="secondary" onClick={() => setSent(null)}>
            {t('recovery.forgotPassword.anotherEmail')}
          </Button>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 tabIndex={-1}>{t('recovery.forgotPassword.title')}</h1>
      <p>{t('recovery.forgotPassword.intro')}</p>
      <Form<EmailValues> onSubmit={submit} validate={validate} initialValues={{ email: typed }}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={(event) => void handleSubmit(event)} noValidate className="logged-out-form">
            <FormField name="email" type="email" label={t('recovery.forgotPassword.email')} autoComplete="username" />
            <FormFailure message={failure} />
            <Button type="submit" busy={submitting}>
              {submitting ? t('recovery.forgotPassword.submitting') : t('recovery.forgotPassword.submit')}
            </Button>
          </form>
        )}
      </Form>
      <p className="logged-out-links">
        <Link to="/login">{t('public.backToLogin')}</Link>
      </p>
    </>
  );
}
