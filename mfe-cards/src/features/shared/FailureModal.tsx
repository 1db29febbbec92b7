import { useTranslation } from 'react-i18next';
import { ConfirmationModal } from 'shared-ui/overlays';

/** Spec 02 §8 "Unmapped failures": a danger modal with the generic unexpected-error text. */
export function FailureModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('cards');
  return (
    <ConfirmationModal
      isOpen={isOpen}
      tone="danger"
      title={t('failure.title')}
      message={t('errorMessages.unexpectedError')}
      showCancel={false}
      onConfirm={onClose}
      onCancel={onClose}
    />
  );
}
