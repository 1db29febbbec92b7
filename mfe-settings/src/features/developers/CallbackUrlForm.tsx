import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { CALLBACK_URL_MAX, type CallbackRow, type SetCallbackUrlAnswer } from 'shared-contracts/areas/settings/developers';
import { validateWith } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { Banner, Button, CopyButton } from 'shared-ui';
import { FormActions, FormError, TextField, fromFinalForm, submissionErrorsOf } from 'shared-ui/forms';
import { useSetCallbackUrl } from '../../api/set-callback-url';
import { callbackUrlSchema, type CallbackUrlValues } from '../../rules/developer-forms';

/**
 * Sets a row's callback URL (https, except in test mode). The verification token the gateway answers
 * is shown once, with a copy button: the business checks each callback's token against it.
 */
export const CallbackUrlForm = observer(function CallbackUrlForm({ row, onDone }: { row: CallbackRow; onDone: () => void }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const environment = hostApi.session.environment ?? 'DEVELOPMENT';
  const save = useSetCallbackUrl(hostApi, row.id);
  const [answer, setAnswer] = useState<SetCallbackUrlAnswer | null>(null);
  const validate = useMemo(() => validateWith(callbackUrlSchema(environment)), [environment]);
  const message = (key: string) => t(`validation.${key}`);
  if (answer) {
    return (
      <Banner tone="warning" title={t('developers.callbacks.savedTitle')} role="none">
        <p>{t('developers.callbacks.tokenOnce')}</p>
        <div className="mdp-secret">
          <code className="mdp-code" aria-label={t('developers.callbacks.tokenOf', { name: row.name })}>
            {answer.verification_token}
          </code>
          <CopyButton value={answer.verification_token} accessibleLabel={t('developers.callbacks.copyToken')} label={t('developers.keys.copyShort')} copiedLabel={t('developers.keys.copied')} />
        </div>
        <Button onClick={onDone}>{t('developers.keys.done')}</Button>
      </Banner>
    );
  }
  const onSubmit = async (values: CallbackUrlValues) => {
    try {
      setAnswer(await save.mutateAsync(values.url.trim()));
      return undefined;
    } catch (error) {
      return submissionErrorsOf(error, ['url'], t('form.failed'));
    }
  };
  return (
    <Form<CallbackUrlValues> onSubmit={onSubmit} validate={validate} initialValues={{ url: row.url ?? '' }}>
      {({ handleSubmit, submitting, submitError }) => (
        <form className="mdp-settings-form" onSubmit={handleSubmit} noValidate aria-label={t('developers.callbacks.setUrlFor', { name: row.name })}>
          <Field<string> name="url">
            {(props) => (
              <TextField
                {...fromFinalForm(props, message)}
                type="url"
                label={t('developers.callbacks.url')}
                description={environment === 'DEVELOPMENT' ? t('developers.callbacks.urlHintTest') : t('developers.callbacks.urlHintLive')}
                required
                maxLength={CALLBACK_URL_MAX}
                autoComplete="url"
                spellCheck={false}
              />
            )}
          </Field>
          <FormError>{submitError}</FormError>
          <FormActions align="start">
            <Button variant="secondary" onClick={onDone}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" busy={submitting}>
              {t('developers.callbacks.saveUrl')}
            </Button>
          </FormActions>
        </form>
      )}
    </Form>
  );
});
