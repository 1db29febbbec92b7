import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { LazyFeedbackModal, loadFeedbackModal, prefetch } from './lazy-modals';

/**
 * The header's Feedback button (spec 02 §2): opens the feedback modal. Pointing at it or focusing it
 * fetches the modal's chunk, so it is usually there by the time of the click; closing returns the
 * focus here (react-aria's modal restores it).
 */
export function FeedbackButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        className="header-trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => prefetch(loadFeedbackModal)}
        onFocus={() => prefetch(loadFeedbackModal)}
        onClick={() => setOpen(true)}
      >
        {t('feedback.label')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <LazyFeedbackModal onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
