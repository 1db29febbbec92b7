import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RATING_COMMENT_MAX, RATING_MAX, RATING_MIN } from 'shared-contracts/areas/notifications/notifications';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { RadioGroup, TextField } from 'shared-ui/forms';
import { useGiveNotificationFeedback } from '../../api/give-notification-feedback';

const SCORES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => String(RATING_MIN + index));

/**
 * The rating a notification asks for (spec 02 §5 "Rating"): a score from 1 (very easy) to 5 (very
 * hard) is required, the comment is optional up to 500 characters. Once sent, the gateway removes
 * the notification and the list drops it (spec 02 §4). A failure is shown under the score.
 */
export function FeedbackForm({ notificationId }: { notificationId: string }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('notifications');
  const [score, setScore] = useState('');
  const [comment, setComment] = useState('');
  const give = useGiveNotificationFeedback(hostApi);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!score) return;
    give.mutate(
      { id: notificationId, feedback: { rating: Number(score), ...(comment.trim() ? { comment: comment.trim() } : {}) } },
      { onSuccess: () => hostApi.toasts.show(t('feedback.thanks'), 'success') },
    );
  };
  return (
    <form className="mdp-ntf-feedback" onSubmit={submit}>
      <RadioGroup
        label={t('feedback.score')}
        required
        orientation="horizontal"
        name={`rating-${notificationId}`}
        value={score}
        onChange={setScore}
        options={SCORES.map((value) => ({ value, label: t(`feedback.scale.${value}`) }))}
        error={give.isError ? t('feedback.error') : undefined}
      />
      <TextField label={t('feedback.comment')} value={comment} onChange={setComment} maxLength={RATING_COMMENT_MAX} />
      <Button type="submit" disabled={!score} busy={give.isPending}>
        {t('feedback.send')}
      </Button>
    </form>
  );
}
