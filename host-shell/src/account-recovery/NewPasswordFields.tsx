import type { FormApi } from 'final-form';
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

/** The profile's form also asks the password the account has now (decision 0066). */
export interface NewPasswordFormValues extends NewPasswordValues {
  current_password?: string;
}

const validateWithCurrent = (values: NewPasswordFormValues) => {
  const errors: Record<string, string> = { ...(validate(values) as Record<string, string> | undefined) };
  if (!values.current_password) errors.current_password = 'emptyPassword';
  return errors;
};

/**
 * The form that sets a new password (reset link, expired password, the profile): with
 * `askCurrentPassword` the account's password now first, then the two fields, what the page adds
 * after them (`children`), its failure and the button.
 */
export function NewPasswordForm({
  onSubmit,
  failure,
  children,
  askCurrentPassword = false,
  submitLabel,
}: {
  onSubmit: (values: NewPasswordFormValues, form: FormApi<NewPasswordFormValues>) => Promise<void>;
  failure: string | null;
  children?: ReactNode;
  askCurrentPassword?: boolean;
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <Form<NewPasswordFormValues> onSubmit={onSubmit} validate={askCurrentPassword ? validateWithCurrent : validate}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate className="logged-out-form">
          {askCurrentPassword ? <FormField name="current_password" type="password" label={t('recovery.newPassword.current')} autoComplete="current-password" /> : null}
          <NewPasswordFields />
          {children}
          <FormFailure message={failure} />
          <Button type="submit" busy={submitting}>
            {submitting ? t('recovery.changePassword.submitting') : (submitLabel ?? t('recovery.changePassword.submit'))}
          </Button>
        </form>
      )}
    </Form>
  );
}
