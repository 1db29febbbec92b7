import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { normaliseBackupCode } from 'shared-contracts/areas/shell/mfa-login';
import { validateWith } from 'shared-contracts/rules';
import { Button } from 'shared-ui';
import { FormField } from '../logged-out/FormField';
import { useShellServices } from '../platform/shell-context';
import { errorText } from '../toasts/error-text';
import { backupCodeSchema, challengeEnded, type BackupCodeValues } from './second-factor';

const validate = validateWith(backupCodeSchema);

/** One of the user's single-use backup codes instead of the six-digit code. */
export function BackupCodeForm({ onEnded }: { onEnded: () => void }) {
  const { t } = useTranslation();
  const { session } = useShellServices();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ backupCode }: BackupCodeValues) => {
    setFailure(null);
    try {
      await session.signInFlow.completeSecondFactor('backupCode', normaliseBackupCode(backupCode));
    } catch (error) {
      if (challengeEnded(error)) onEnded();
      else setFailure(errorText(t, error));
    }
  };

  return (
    <Form<BackupCodeValues> onSubmit={submit} validate={validate}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate className="logged-out-form login-verification-form">
          <p>{t('loginVerification.backupIntro')}</p>
          <FormField name="backupCode" label={t('loginVerification.backupCode')} autoComplete="one-time-code" />
          <p className="logged-out-muted">{t('loginVerification.backupCodeHint')}</p>
          {failure ? (
            <p className="form-error" role="alert">
              {failure}
            </p>
          ) : null}
          <Button type="submit" busy={submitting}>
            {submitting ? t('loginVerification.verifying') : t('loginVerification.verify')}
          </Button>
        </form>
      )}
    </Form>
  );
}
