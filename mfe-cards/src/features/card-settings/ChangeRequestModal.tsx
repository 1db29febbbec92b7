import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from 'shared-contracts';
import { CHANGE_REASON_MAX, MID_SETTING_KEYS, type MidSetting } from 'shared-contracts/areas/cards/card-settings';
import { validateWith } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { FormActions, TextArea, fromFinalForm } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { Select } from 'shared-ui/pickers';
import { useRequestChange } from '../../api/card-settings';
import { changeRequestSchema, toChangeRequestInput, type ChangeRequestValues } from '../../rules/card-settings-form';
import { settingsErrorKey } from '../../rules/fraud-report';

/** Ask for a setting of a MID to be turned on or off; an administrator approves or rejects it. */
export default function ChangeRequestModal({ mid, onClose }: { mid: MidSetting; onClose: () => void }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const request = useRequestChange(hostApi);
  const validate = useMemo(() => validateWith(changeRequestSchema), []);
  const message = (key: string) => t(`cardSettings.problems.${key}`, { max: CHANGE_REASON_MAX });
  const refusal = isGatewayError(request.error, 'API_VALIDATION_ERROR') ? request.error : null;
  const onSubmit = async (values: ChangeRequestValues) => {
    try {
      await request.mutateAsync(toChangeRequestInput(mid, values));
      hostApi.toasts.show(t('cardSettings.request.done'), 'success');
      onClose();
    } catch {
      // shown below
    }
  };
  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={t('cardSettings.request.title', { mid: mid.mid })} size="medium">
      <Form<ChangeRequestValues> onSubmit={onSubmit} validate={validate} initialValues={{ setting: '', reason: '' }}>
        {({ handleSubmit, submitting, values }) => (
          <form className="mdp-cards-form" onSubmit={handleSubmit} noValidate>
            <Field<string> name="setting">
              {(props) => {
                const field = fromFinalForm(props, message);
                return (
                  <Select
                    label={t('cardSettings.request.setting')}
                    required
                    placeholder={t('cardSettings.request.choose')}
                    value={field.value}
                    onChange={field.onChange}
                    error={field.error}
                    options={MID_SETTING_KEYS.map((key) => ({
                      value: key,
                      label: t('cardSettings.request.option', { setting: t(`cardSettings.settings.${key}`), value: t(mid.settings[key] ? 'cardSettings.off' : 'cardSettings.on') }),
                    }))}
                  />
                );
              }}
            </Field>
            {values.setting ? (
              <p>{t('cardSettings.request.explain', { setting: t(`cardSettings.settings.${values.setting}`), value: t(mid.settings[values.setting] ? 'cardSettings.off' : 'cardSettings.on') })}</p>
            ) : null}
            <Field<string> name="reason">
              {(props) => <TextArea {...fromFinalForm(props, message)} label={t('cardSettings.request.reason')} required rows={3} maxLength={CHANGE_REASON_MAX} />}
            </Field>
            {request.isError ? (
              <p role="alert" className="mdp-cards-error">
                {refusal
                  ? t('cardSettings.request.refused', { message: refusal.fieldErrors.map((error) => `${error.field} ${error.message}`).join('; ') || refusal.message })
                  : t(settingsErrorKey(isGatewayError(request.error) ? request.error.code : undefined))}
              </p>
            ) : null}
            <FormActions>
              <Button variant="secondary" onClick={onClose} disabled={submitting}>
                {t('cancel')}
              </Button>
              <Button type="submit" busy={submitting}>
                {t('cardSettings.request.submit')}
              </Button>
            </FormActions>
          </form>
        )}
      </Form>
    </Modal>
  );
}
