import { useTranslation } from 'react-i18next';
import { ConfirmationModal } from 'shared-ui/overlays';

export interface PhoneReminderModalProps {
  onVerify: () => void;
  onLater: () => void;
}

/** The post-login phone reminder (spec 01 §4): verify now, or later (it comes back in 7 days). */
export default function PhoneReminderModal({ onVerify, onLater }: PhoneReminderModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmationModal
      isOpen
      tone="info"
      title={t('phone.reminderTitle')}
      message={t('phone.reminderBody')}
      confirmLabel={t('phone.verifyNow')}
      cancelLabel={t('phone.later')}
      onConfirm={onVerify}
      onCancel={onLater}
    />
  );
}
