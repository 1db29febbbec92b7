import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { API_KEY_AREA_ACCESS, API_KEY_AREAS, API_KEY_NAME_MAX, type CreatedApiKey } from 'shared-contracts/areas/settings/developers';
import { validateWith } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { FormActions, FormError, RadioGroup, TextField, fromFinalForm, submissionErrorsOf } from 'shared-ui/forms';
import { useCreateApiKey } from '../../api/create-api-key';
import { apiKeySchema, EMPTY_API_KEY, toCreateApiKeyRequest, type ApiKeyValues } from '../../rules/developer-forms';

/** The new key's name and its access per area; the answer (with the secret) goes to `onCreated`. */
export function CreateApiKeyForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (key: CreatedApiKey) => void }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const create = useCreateApiKey(hostApi);
  const validate = useMemo(() => validateWith(apiKeySchema), []);
  const message = (key: string) => t(`validation.${key}`);
  const onSubmit = async (values: ApiKeyValues) => {
    try {
      onCreated(await create.mutateAsync(toCreateApiKeyRequest(values)));
      return undefined;
    } catch (error) {
      return submissionErrorsOf(error, ['name'], t('form.failed'));
    }
  };
  return (
    <Form<ApiKeyValues> onSubmit={onSubmit} validate={validate} initialValues={EMPTY_API_KEY}>
      {({ handleSubmit, submitting, submitError }) => (
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
