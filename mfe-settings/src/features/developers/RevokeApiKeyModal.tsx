import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from 'shared-contracts';
import type { ApiKey } from 'shared-contracts/areas/settings/developers';
import { validateWith } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { FormActions, FormError, TextField, formErrorOf, fromFinalForm } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { useRevokeApiKey } from '../../api/revoke-api-key';
import { passwordSchema, type PasswordValues } from '../../rules/developer-forms';
import { SETTINGS_MESSAGES } from '../../rules/form-messages';

/** Revoking a key, confirmed by the user's password (a wrong one is said under the field). */
export function RevokeApiKeyModal({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const revoke = useRevokeApiKey(hostApi);
  const validate = useMemo(() => validateWith(passwordSchema), []);
  const message = (key: string) => t(`validation.${key}`);
  const onSubmit = async ({ password }: PasswordValues) => {
    try {
      await revoke.mutateAsync({ id: apiKey.id, password });
      hostApi.toasts.show(t('developers.keys.revoked', { name: apiKey.name }), 'success');
      onClose();
      return undefined;
    } catch (error) {
      if (isGatewayError(error) && error.code === 'INVALID_CREDENTIALS_ERROR') return { password: SETTINGS_MESSAGES.wrongPassword };
      if (isGatewayError(error) && error.code === 'TOO_MANY_REQUESTS') return formErrorOf(t('developers.keys.tooManyTries'));
      return formErrorOf(t('form.failed'));
    }
  };
  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={t('developers.keys.revokeTitle', { name: apiKey.name })} role="alertdialog" size="small">
      <Form<PasswordValues> onSubmit={onSubmit} validate={validate} initialValues={{ password: '' }}>
        {({ handleSubmit, submitting, submitError }) => (
          <form className="mdp-settings-form" onSubmit={handleSubmit} noValidate aria-label={t('developers.keys.revokeTitle', { name: apiKey.name })}>
            <p>{t('developers.keys.revokeWarning')}</p>
            <Field<string> name="password">
              {(props) => <TextField {...fromFinalForm(props, message)} type="password" label={t('developers.keys.password')} required autoComplete="current-password" />}
            </Field>
            <FormError>{submitError}</FormError>
            <FormActions align="start">
              <Button variant="secondary" onClick={onClose}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" variant="danger" busy={submitting}>
                {t('developers.keys.revokeConfirm')}
              </Button>
            </FormActions>
          </form>
        )}
      </Form>
    </Modal>
  );
}
