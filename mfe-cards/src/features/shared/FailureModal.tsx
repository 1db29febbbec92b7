import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// Loaded when a failure shows: a list page that only may fail renders no dialog code first.
const ConfirmationModal = lazy(() => import('shared-ui/overlays').then((overlays) => ({ default: overlays.ConfirmationModal })));

/** Spec 02 §8 "Unmapped failures": a danger modal with the generic unexpected-error text. */
export function FailureModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('cards');
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmationModal
        isOpen
        tone="danger"
        title={t('failure.title')}
        message={t('errorMessages.unexpectedError')}
        showCancel={false}
        onConfirm={onClose}
        onCancel={onClose}
      />
    </Suspense>
  );
}
