import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import { useShellServices } from '../platform/shell-context';
import { answerFeedbackReminder, takeFeedbackReminder } from './feedback-reminder-storage';
import { LazyRatingModal } from './lazy-modals';

/**
 * The feedback reminder (spec 02 §4): once the signed-in user's reminder is due in this browser,
 * the rating modal asks how easy the dashboard is; its chunk is fetched only then.
 */
export const FeedbackReminder = observer(function FeedbackReminder() {
  const { session } = useShellServices();
  const userId = session.user?.user_id;
  const [showing, setShowing] = useState(false);

  useEffect(() => {
    setShowing(userId ? takeFeedbackReminder(userId, Date.now()) : false);
  }, [userId]);

  if (!showing || !userId) return null;
  return (
    <Suspense fallback={null}>
      <LazyRatingModal
        scale="ease"
        source="feedbackReminder"
        onClose={() => setShowing(false)}
        onRated={() => {
          answerFeedbackReminder(userId, Date.now());
          setShowing(false);
        }}
      />
    </Suspense>
  );
});
