import { useTranslation } from 'react-i18next';
import type { ActivationCompanyDetail } from 'shared-contracts/areas/activation/activation';
import type { Tone } from 'shared-ui';
import { Timeline } from 'shared-ui/data';
import { progressOf, type OngoingState, type StepProgress, type TimelineStep } from '../../rules/ongoing-activation';
import { useCalendarDate } from './dates';

const TONES: Record<StepProgress, Tone> = { done: 'success', current: 'info', attention: 'warning', upcoming: 'neutral' };

/** Submitted → review → live: what is done, what is going on, what waits for the merchant, with dates. */
export function ActivationProgress({ detail, state }: { detail: ActivationCompanyDetail; state: OngoingState }) {
  const { t } = useTranslation('activation');
  const date = useCalendarDate();
  const review = detail.review;
  const describe = (step: TimelineStep, progress: StepProgress): string | undefined => {
    if (step === 'submitted') return detail.submitted_date ? t('ongoing.progress.submittedOn', { date: date(detail.submitted_date) }) : t('ongoing.progress.notYet');
    if (step === 'review') {
      if (progress === 'attention') return t(`ongoing.progress.review_${state === 'declined' ? 'declined' : 'documents'}`);
      if (progress === 'done') return t('ongoing.progress.reviewDone');
      return review ? t('ongoing.progress.reviewTime', { count: review.review_days, date: date(review.expected_by) }) : t('ongoing.progress.reviewAfterSubmit');
    }
    if (progress === 'done') return t('ongoing.progress.liveDone');
    if (progress === 'attention') return t('ongoing.progress.liveSuspended');
    return t(state === 'partlyLive' ? 'ongoing.progress.livePartly' : 'ongoing.progress.liveNext');
  };
  return (
    <Timeline
      label={t('ongoing.progress.title')}
      events={progressOf(state).map(({ step, progress }) => ({
        id: step,
        tone: TONES[progress],
        title: t(`ongoing.progress.${step}`),
        // The state in words: the dot's colour alone says nothing to a screen reader.
        time: t(`ongoing.progress.state.${progress}`),
        description: describe(step, progress),
      }))}
    />
  );
}
