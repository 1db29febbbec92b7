import { useTranslation } from 'react-i18next';
import { ConfirmationModal } from 'shared-ui/overlays';

export interface BalanceViewConfirmationProps {
  /** Switching to the new view (else back to the old one). */
  toNew: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The balance-view switch's confirmation modal (spec 01 §4). */
export default function BalanceViewConfirmation({ toNew, busy, onConfirm, onCancel }: BalanceViewConfirmationProps) {
  const { t } = useTranslation();
  return (
    <ConfirmationModal
      isOpen
      tone="info"
      title={t(toNew ? 'balanceView.confirmToNewTitle' : 'balanceView.confirmToOldTitle')}
      message={t(toNew ? 'balanceView.confirmToNew' : 'balanceView.confirmToOld')}
      confirmLabel={t('balanceView.confirm')}
      cancelLabel={t('balanceView.cancel')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
