import { useTranslation } from 'react-i18next';
import { ConfirmationModal } from 'shared-ui/overlays';

export interface IpWhitelistReminderModalProps {
  busy: boolean;
  onAgree: () => void;
  onLater: () => void;
}

/** The IP whitelist reminder (spec 01 §4): Agree and set, or Remind me later. */
export default function IpWhitelistReminderModal({ busy, onAgree, onLater }: IpWhitelistReminderModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmationModal
      isOpen
      tone="info"
      title={t('ipWhitelist.title')}
      message={t('ipWhitelist.body')}
      confirmLabel={t('ipWhitelist.agree')}
      cancelLabel={t('ipWhitelist.later')}
      busy={busy}
      onConfirm={onAgree}
      onCancel={onLater}
    />
  );
}
