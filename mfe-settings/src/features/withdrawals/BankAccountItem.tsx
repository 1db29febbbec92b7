import { useTranslation } from 'react-i18next';
import type { BankAccount } from 'shared-contracts/areas/settings/settings';
import { Button } from 'shared-ui';
import { MaskedBankAccount, StatusBadge } from 'shared-ui/data';

export interface BankAccountItemProps {
  account: BankAccount;
  bankName: string;
  /** Administrators choose the default and remove accounts; others only read. */
  canManage: boolean;
  /** The default goes only when it is the last account (another one is made the default first). */
  canRemove: boolean;
  onMakeDefault: () => void;
  onRemove: () => void;
}

/** One withdrawal account: its bank, holder and masked number, whether it is the default, and what an administrator may do. */
export function BankAccountItem({ account, bankName, canManage, canRemove, onMakeDefault, onRemove }: BankAccountItemProps) {
  const { t } = useTranslation('settings');
  const name = `${bankName} ${account.masked_account_number.slice(-4)}`;
  return (
    <li className="mdp-settings-item mdp-settings-member">
      <strong>{bankName}</strong>
      <span>{account.account_holder_name}</span>
      <MaskedBankAccount accountNumber={account.masked_account_number} visible={4} endingInLabel={t('withdrawals.endingIn')} />
      {/* One last cell in every row, so the rows' columns line up. */}
      <span className="mdp-settings-member-actions">
        {account.is_default ? <StatusBadge status="DEFAULT" tone="info" label={t('withdrawals.default')} /> : null}
        {canManage && !account.is_default ? (
          <Button variant="secondary" aria-label={t('withdrawals.makeDefaultOf', { name })} onClick={onMakeDefault}>
            {t('withdrawals.makeDefault')}
          </Button>
        ) : null}
        {canManage && canRemove ? (
          <Button variant="secondary" aria-label={t('withdrawals.removeOf', { name })} onClick={onRemove}>
            {t('withdrawals.remove')}
          </Button>
        ) : null}
      </span>
    </li>
  );
}
