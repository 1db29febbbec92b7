import { useMemo } from 'react';
import { isGatewayError } from 'shared-contracts';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { API_KEY_AREA_ACCESS, API_KEY_AREAS, API_KEY_NAME_MAX, type CreatedApiKey } from 'shared-contracts/areas/settings/developers';
import { validateWith } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { FormActions, FormError, RadioGroup, TextField, fromFinalForm, submissionErrorsOf } from 'shared-ui/forms';
import { useCreateApiKey } from '../../api/create-api-key';
import { apiKeySchema, EMPTY_API_KEY, keyNeedsPassword, toCreateApiKeyRequest, type ApiKeyValues } from '../../rules/developer-forms';
import { SETTINGS_MESSAGES } from '../../rules/form-messages';

/** The new key's name and its access per area; the answer (with the secret) goes to `onCreated`. */
export function CreateApiKeyForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (key: CreatedApiKey) => void }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const create = useCreateApiKey(hostApi);
  const environment = hostApi.session.environment ?? 'PRODUCTION';
  const validate = useMemo(() => validateWith(apiKeySchema(environment)), [environment]);
  const message = (key: string) => t(`validation.${key}`);
  const onSubmit = async (values: ApiKeyValues) => {
    const password = keyNeedsPassword(environment, values) ? values.password : undefined;
    try {
      onCreated(await create.mutateAsync({ request: toCreateApiKeyRequest(values), ...(password ? { password } : {}) }));
      return undefined;
    } catch (error) {
      if (isGatewayError(error) && error.code === 'INVALID_CREDENTIALS_ERROR') return { password: SETTINGS_MESSAGES.wrongPassword };
      return submissionErrorsOf(error, ['name'], t('form.failed'));
    }
  };
  return (
    <Form<ApiKeyValues> onSubmit={onSubmit} validate={validate} initialValues={EMPTY_API_KEY}>
      {({ handleSubmit, submitting, submitError, values }) => (
        <form className="mdp-settings-form" onSubmit={handleSubmit} noValidate aria-label={t('developers.keys.createForm')}>
          <Field<string> name="name">
            {(props) => (
              <TextField {...fromFinalForm(props, message)} label={t('developers.keys.name')} description={t('developers.keys.nameHint')} required maxLength={API_KEY_NAME_MAX} autoComplete="off" />
            )}
          </Field>
          {API_KEY_AREAS.map((area) => (
            <Field<string> key={area} name={area}>
              {(props) => (
                <RadioGroup
                  {...fromFinalForm(props, message)}
                  label={t(`developers.keys.areas.${area}`)}
                  orientation="horizontal"
                  options={API_KEY_AREA_ACCESS[area].map((access) => ({ value: access, label: t(`developers.keys.access.${access}`) }))}
                />
              )}
            </Field>
          ))}
          {keyNeedsPassword(environment, values) ? (
            <Field<string> name="password">
              {(props) => (
                <TextField
                  {...fromFinalForm(props, message)}
                  type="password"
                  label={t('developers.keys.password')}
                  description={t('developers.keys.livePasswordHint')}
                  required
                  autoComplete="current-password"
                />
              )}
            </Field>
          ) : null}
          <FormError>{submitError}</FormError>
          <FormActions align="start">
            <Button variant="secondary" onClick={onCancel}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" busy={submitting}>
              {t('developers.keys.submit')}
            </Button>
          </FormActions>
        </form>
      )}
    </Form>
  );
}
