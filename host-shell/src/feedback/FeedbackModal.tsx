import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_TEXT_MAX, FEEDBACK_TEXT_MIN, FEEDBACK_TYPES } from 'shared-contracts/areas/shell/feedback';
import { validateWith } from 'shared-contracts/rules';
import { Button } from 'shared-ui';
import { Checkbox, FormActions, FormError, RadioGroup, TextArea } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { useShellServices } from '../platform/shell-context';
import { errorText } from '../toasts/error-text';
import { feedbackSchema, feedbackSender, feedbackTextLongEnough, type FeedbackValues } from './feedback-form';
import './feedback.css';

const validate = validateWith(feedbackSchema);
const INITIAL: FeedbackValues = { feedback_type: 'Pricing', feedback: '', agree_to_be_contacted: false };

export interface FeedbackModalProps {
  onClose: () => void;
}

/**
 * The header's feedback modal (spec 02 §2, §5): a type (Pricing, Product, Others), the text (submit
 * enabled from 3 characters, at most 500), the optional agreement to be contacted, then "Feedback
 * sent". Loaded when the user reaches for the Feedback button, never with the first route.
 */
export default function FeedbackModal({ onClose }: FeedbackModalProps) {
  const { t } = useTranslation();
  const { api, session, deployment } = useShellServices();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = (open: boolean) => (open ? undefined : onClose());

  const submit = async (values: FeedbackValues) => {
    const sender = feedbackSender(session.user, session.business);
    if (!sender) return;
    setFailure(null);
    try {
      await api.sendFeedback({ ...sender, ...values, feedback: values.feedback.trim() });
      setSent(true);
    } catch (error) {
      setFailure(errorText(t, error));
    }
  };

  return (
    <Modal isOpen onOpenChange={close} title={t(sent ? 'feedback.sentTitle' : 'feedback.title')} size={sent ? 'small' : 'medium'}>
      {sent ? (
        <div className="feedback-form">
          <p className="feedback-sent" role="status">
            {t('feedback.sentBody')}
          </p>
          <FormActions>
            <Button onClick={onClose} autoFocus>
              {t('feedback.done')}
            </Button>
          </FormActions>
        </div>
      ) : (
        <Form<FeedbackValues> onSubmit={submit} validate={validate} initialValues={INITIAL}>
          {({ handleSubmit, submitting, values }) => (
            <form className="feedback-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
              <Field<FeedbackValues['feedback_type']> name="feedback_type">
                {({ input }) => (
                  <RadioGroup
                    label={t('feedback.type')}
                    name={input.name}
                    value={input.value}
                    onChange={input.onChange}
                    orientation="horizontal"
                    options={FEEDBACK_TYPES.map((type) => ({ value: type, label: t(`feedback.types.${type}`) }))}
                  />
                )}
              </Field>
              <Field<string> name="feedback">
                {({ input, meta }) => (
                  <TextArea
                    label={t('feedback.text')}
                    required
                    name={input.name}
                    value={input.value}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                    maxLength={FEEDBACK_TEXT_MAX}
                    rows={4}
                    description={t('feedback.textHint', { min: FEEDBACK_TEXT_MIN, count: input.value.length, max: FEEDBACK_TEXT_MAX })}
                    error={meta.touched && meta.error && input.value.length > 0 ? t(`validation.${String(meta.error)}`) : undefined}
                  />
                )}
              </Field>
              <Field<boolean> name="agree_to_be_contacted" type="checkbox">
                {({ input }) => <Checkbox label={t('feedback.agree')} name={input.name} checked={Boolean(input.checked)} onChange={input.onChange} />}
              </Field>
              {failure ? <FormError>{failure}</FormError> : null}
              <p className="feedback-email">
                <a href={deployment.links.feedback}>{t('feedback.byEmail')}</a>
              </p>
              <FormActions>
                <Button variant="secondary" onClick={onClose} disabled={submitting}>
                  {t('feedback.cancel')}
                </Button>
                <Button type="submit" disabled={!feedbackTextLongEnough(values.feedback)} busy={submitting}>
                  {t('feedback.send')}
                </Button>
              </FormActions>
            </form>
          )}
        </Form>
      )}
    </Modal>
  );
}
