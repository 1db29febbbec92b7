import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from 'shared-contracts';
import { MID_LABEL_MAX, type MidSetting } from 'shared-contracts/areas/cards/card-settings';
import { validateWith } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { FormActions, FormError, TextField, fromFinalForm } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { useChangeMidLabel } from '../../api/card-settings';
import { midLabelSchema } from '../../rules/card-settings-form';
import { settingsErrorKey } from '../../rules/fraud-report';

/** Rename a MID (its label); the change is logged by the gateway. */
export default function MidLabelModal({ mid, onClose }: { mid: MidSetting; onClose: () => void }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const change = useChangeMidLabel(hostApi);
  const validate = useMemo(() => validateWith(midLabelSchema), []);
  const onSubmit = async ({ label }: { label: string }) => {
    try {
      await change.mutateAsync({ mid_setting_id: mid.id, label: label.trim() });
      hostApi.toasts.show(t('cardSettings.label.done', { mid: mid.mid }), 'success');
      onClose();
    } catch {
      // shown below
    }
  };
  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={t('cardSettings.label.title', { mid: mid.mid })} size="small">
      <Form<{ label: string }> onSubmit={onSubmit} validate={validate} initialValues={{ label: mid.label }}>
        {({ handleSubmit, submitting }) => (
          <form className="mdp-cards-form" onSubmit={handleSubmit} noValidate>
            <Field<string> name="label">
              {(props) => <TextField {...fromFinalForm(props, (key) => t(`cardSettings.problems.${key}`, { max: MID_LABEL_MAX }))} label={t('cardSettings.label.field')} required maxLength={MID_LABEL_MAX} />}
            </Field>
            {change.isError ? <FormError>{t(settingsErrorKey(isGatewayError(change.error) ? change.error.code : undefined))}</FormError> : null}
            <FormActions>
              <Button variant="secondary" onClick={onClose} disabled={submitting}>
                {t('cancel')}
              </Button>
              <Button type="submit" busy={submitting}>
                {t('cardSettings.label.save')}
              </Button>
            </FormActions>
          </form>
        )}
      </Form>
    </Modal>
  );
}
