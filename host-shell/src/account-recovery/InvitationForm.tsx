import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isGatewayError, type Language } from 'shared-contracts';
import type { InvitationPreview } from 'shared-contracts/gateway';
import { currentPasswordSchema, newAccountSchema, validateWith, type CurrentPasswordValues, type NewAccountValues } from 'shared-contracts/rules';
import { Button } from 'shared-ui';
import { afterLogin } from '../logged-out/after-login';
import { FormField } from '../logged-out/FormField';
import { useShellServices } from '../platform/shell-context';
import { errorText } from '../toasts/error-text';
import { FormFailure, NewPasswordFields } from './NewPasswordFields';

const validateNew = validateWith(newAccountSchema);
const validateExisting = validateWith(currentPasswordSchema);

interface InvitationFormProps {
  token: string;
  invitation: InvitationPreview;
  /** The gateway says the link is spent or expired meanwhile. */
  onSpent: () => void;
}

/** Accepting: a new account (name, new password twice) or the existing account's password; then signed in there. */
export const InvitationForm = observer(function InvitationForm({ token, invitation, onSpent }: InvitationFormProps) {
  const { t, i18n } = useTranslation();
  const { session } = useShellServices();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const accept = async (password: string, fullName?: string) => {
    setFailure(null);
    try {
      const outcome = await session.signInFlow.acceptInvitation({
        token,
        password,
        ...(fullName === undefined ? {} : { full_name: fullName.trim(), preferred_language: i18n.language as Language }),
      });
      if (outcome === 'secondFactor') navigate('/login_verification', { replace: true });
      else if (outcome === 'passwordExpired') navigate('/expired_password', { replace: true });
      else navigate(afterLogin(session, undefined), { replace: true });
    } catch (error) {
      if (isGatewayError(error) && error.code === 'AUTHORIZATION_TOKEN_ERROR') onSpent();
      else setFailure(errorText(t, error));
    }
  };
  const button = (submitting: boolean | undefined, label: string) => (
    <Button type="submit" busy={submitting}>
      {submitting ? t('recovery.invitation.joining') : label}
    </Button>
  );

  if (invitation.account_exists) {
    return (
      <Form<CurrentPasswordValues> onSubmit={({ password }) => accept(password)} validate={validateExisting}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={(event) => void handleSubmit(event)} noValidate className="logged-out-form">
            <p>{t('recovery.invitation.existingAccount', { email: invitation.email })}</p>
            <input type="email" name="username" autoComplete="username" value={invitation.email} readOnly hidden />
            <FormField name="password" type="password" label={t('recovery.invitation.password')} autoComplete="current-password" />
            <FormFailure message={failure} />
            {button(submitting, t('recovery.invitation.logInAndJoin'))}
          </form>
        )}
      </Form>
    );
  }
  return (
    <Form<NewAccountValues> onSubmit={({ password, full_name }) => accept(password, full_name)} validate={validateNew} initialValues={{ full_name: invitation.full_name }}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate className="logged-out-form">
          <p>{t('recovery.invitation.newAccount')}</p>
          <input type="email" name="username" autoComplete="username" value={invitation.email} readOnly hidden />
          <FormField name="full_name" label={t('recovery.invitation.fullName')} autoComplete="name" />
          <NewPasswordFields />
          <FormFailure message={failure} />
          {button(submitting, t('recovery.invitation.createAndJoin'))}
        </form>
      )}
    </Form>
  );
});
