import { useTranslation } from 'react-i18next';
import { ConfirmationModal } from 'shared-ui/overlays';

export interface MessagingConsentModalProps {
  phone: string;
  busy: boolean;
  onAnswer: (accepted: boolean) => void;
}

/** The messaging consent modal (spec 01 §4): Allow, or Not now. */
export default function MessagingConsentModal({ phone, busy, onAnswer }: MessagingConsentModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmationModal
      isOpen
      tone="info"
      title={t('consent.title')}
      message={t('consent.body', { phone })}
      confirmLabel={t('consent.allow')}
      cancelLabel={t('consent.notNow')}
      busy={busy}
      onConfirm={() => onAnswer(true)}
      onCancel={() => onAnswer(false)}
    />
  );
}
