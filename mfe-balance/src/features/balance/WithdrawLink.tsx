import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { RouteLink, useHostApi } from 'shared-contracts/react';

/**
 * Withdraw: the settings remote's withdrawal flow (PIN, bank account), opened by its requested action
 * (`?action=withdraw`). Shown to users who may withdraw, where that page is theirs to open.
 */
export const WithdrawLink = observer(function WithdrawLink() {
  const hostApi = useHostApi();
  const { t } = useTranslation('balance');
  if (!hostApi.session.user?.can_withdraw) return null;
  return (
    <RouteLink route="settings.withdrawals" query={{ action: 'withdraw' }} className="mdp-button" variant="primary">
      {t('withdraw')}
    </RouteLink>
  );
});
