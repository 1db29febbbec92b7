import { useTranslation } from 'react-i18next';
import { FormField } from '../logged-out/FormField';

/**
 * A new password typed twice (reset link, expired password, an invitation's new account), with the
 * strength rule said before the fields; the messages are newPasswordSchema's keys (shared-contracts/rules).
 */
export function NewPasswordFields() {
  const { t } = useTranslation();
  return (
    <>
      <p className="logged-out-muted">{t('recovery.newPassword.rules')}</p>
      <FormField name="password" type="password" label={t('recovery.newPassword.password')} autoComplete="new-password" />
      <FormField name="confirmation" type="password" label={t('recovery.newPassword.confirmation')} autoComplete="new-password" />
    </>
  );
}

/** A form's failure, said above its button. */
export function FormFailure({ message }: { message: string | null }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}
