import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { RATING_COMMENT_MAX, RATING_VALUES, type RatingScale, type RatingSource } from 'shared-contracts/areas/shell/feedback';
import { validateWith } from 'shared-contracts/rules';
import { Button } from 'shared-ui';
import { FormActions, FormError, RadioGroup, TextArea } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { useShellServices } from '../platform/shell-context';
import { errorText } from '../toasts/error-text';
import { feedbackSender, ratingNumber, ratingSchema, type RatingValues } from './feedback-form';
import './feedback.css';

export interface RatingModalProps {
  scale: RatingScale;
  /** Where it was asked, stored with the rating. */
  source: RatingSource;
  onClose: () => void;
  /** After the gateway stored the rating (the caller marks its reminder done). */
  onRated: () => void;
}

/**
 * The rating modal (spec 02 §5): a score is required (submit disabled without it; "Choose a score"
 * under it once the user moved on without one), 1-5 scales or yes (1) / no (0), a comment of at
 * most 500 characters.
 */
export default function RatingModal({ scale, source, onClose, onRated }: RatingModalProps) {
  const { t } = useTranslation();
  const { api, session, toasts } = useShellServices();
  const [failure, setFailure] = useState<string | null>(null);
  const validate = validateWith(ratingSchema(scale));

  const submit = async (values: RatingValues) => {
    const sender = feedbackSender(session.user, session.business);
    if (!sender) return;
    setFailure(null);
    const comment = values.comment?.trim();
    try {
      await api.sendRating({ ...sender, scale, source, rating: ratingNumber(values), ...(comment ? { comment } : {}) });
      toasts.show(t('rating.thanks'), 'success');
      onRated();
    } catch (error) {
      setFailure(errorText(t, error));
    }
  };

  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={t('rating.title')}>
      <Form<RatingValues> onSubmit={submit} validate={validate}>
        {({ handleSubmit, submitting, values, touched }) => (
          <form className="feedback-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
            <Field<string> name="rating">
              {({ input, meta }) => (
                <RadioGroup
                  label={t(`rating.questions.${scale}`)}
                  required
                  name={input.name}
                  value={input.value}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  orientation={scale === 'yesNo' ? 'horizontal' : 'vertical'}
                  options={RATING_VALUES[scale].map((value) => ({ value: String(value), label: t(`rating.scales.${scale}.${value}`) }))}
                  error={(meta.touched || touched?.comment) && meta.error ? t(`validation.${String(meta.error)}`) : undefined}
                />
              )}
            </Field>
            <Field<string> name="comment">
              {({ input, meta }) => (
                <TextArea
                  label={t('rating.comment')}
                  name={input.name}
                  value={input.value ?? ''}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  maxLength={RATING_COMMENT_MAX}
                  rows={3}
                  description={t('rating.commentHint', { count: (input.value ?? '').length, max: RATING_COMMENT_MAX })}
                  error={meta.error ? t(`validation.${String(meta.error)}`) : undefined}
                />
              )}
            </Field>
            {failure ? <FormError>{failure}</FormError> : null}
            <FormActions>
              <Button variant="secondary" onClick={onClose} disabled={submitting}>
                {t('rating.later')}
              </Button>
              <Button type="submit" disabled={values.rating === undefined} busy={submitting}>
                {t('rating.send')}
              </Button>
            </FormActions>
          </form>
        )}
      </Form>
    </Modal>
  );
}
