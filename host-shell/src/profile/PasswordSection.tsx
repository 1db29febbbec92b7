import type { FormApi } from 'final-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from 'shared-contracts';
import { Card } from 'shared-ui';
import { NewPasswordForm, type NewPasswordFormValues } from '../account-recovery/NewPasswordFields';
import { useShellServices } from '../platform/shell-context';
import { errorText } from '../toasts/error-text';

/**
 * A new password: the current one asked again (a signed-in screen may be someone else's), then the
 * reset pages' form and strength rule. The gateway ends every other sign-in; this one stays.
 */
export function PasswordSection({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation();
  const { api, toasts } = useShellServices();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ current_password: currentPassword = '', password }: NewPasswordFormValues, form: FormApi<NewPasswordFormValues>) => {
    setFailure(null);
    try {
      await api.changeOwnPassword({ current_password: currentPassword, password });
      toasts.show(t('profile.password.changed'), 'success');
      setTimeout(() => form.restart());
      onChanged?.();
    } catch (error) {
      setFailure(isGatewayError(error) && error.code === 'INVALID_CREDENTIALS_ERROR' ? t('profile.password.wrongCurrent') : errorText(t, error));
    }
  };

  return (
    <Card aria-labelledby="profile-password" className="profile-card">
      <h2 id="profile-password">{t('profile.password.title')}</h2>
      <p className="profile-hint">{t('profile.password.hint')}</p>
      <div className="profile-password-form">
        <NewPasswordForm askCurrentPassword onSubmit={submit} failure={failure} submitLabel={t('profile.password.submit')} />
      </div>
    </Card>
  );
}
