import { useTranslation } from 'react-i18next';
import { ConfirmationModal } from 'shared-ui/overlays';

export interface CaptureConfirmationProps {
  isOpen: boolean;
  amount: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Capturing moves money: the owner confirms the amount first. */
export function CaptureConfirmation({ isOpen, amount, busy, onConfirm, onCancel }: CaptureConfirmationProps) {
  const { t } = useTranslation('cards');
  return (
    <ConfirmationModal
      isOpen={isOpen}
      tone="info"
      title={t('capture.title')}
      message={t('capture.message', { amount })}
      confirmLabel={t('capture.confirm')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
