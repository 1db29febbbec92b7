import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { newPasswordSchema, validateWith, type NewPasswordValues } from 'shared-contracts/rules';
import { Button } from 'shared-ui';
import { FormField } from '../logged-out/FormField';

const validate = validateWith(newPasswordSchema);

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

/**
 * The form that sets a new password (reset link, expired password): the two fields, what the page
 * adds after them (`children`), its failure and the button.
 */
export function NewPasswordForm({ onSubmit, failure, children }: { onSubmit: (values: NewPasswordValues) => Promise<void>; failure: string | null; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Form<NewPasswordValues> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate className="logged-out-form">
          <NewPasswordFields />
          {children}
          <FormFailure message={failure} />
          <Button type="submit" busy={submitting}>
            {submitting ? t('recovery.changePassword.submitting') : t('recovery.changePassword.submit')}
          </Button>
        </form>
      )}
    </Form>
  );
}
