import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { Banner } from 'shared-ui';
import { largeTransactionNote } from '../../rules/large-transaction';
import { WithdrawalPinSection } from '../withdrawal-pin/WithdrawalPinSection';
import { BankAccountsSection } from './BankAccountsSection';

/**
 * /settings/withdrawals (spec 01 §6: administer or withdraw): bank accounts, the withdrawal that starts
 * from them, the withdrawal PIN and the large-transaction note.
 */
export const WithdrawalsPage = observer(function WithdrawalsPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const business = hostApi.session.business;
  const note = business ? largeTransactionNote(business.country_of_operation) : null;
  return (
    <>
      {note ? (
        <Banner tone="info" title={t('withdrawals.largeTitle')} role="none">
          {t('withdrawals.large', { minimum: formatMoney(note.minimum, note.currency), cutoff: note.cutoff, offset: note.utcOffset })}
        </Banner>
      ) : null}
      <BankAccountsSection />
      <WithdrawalPinSection />
    </>
  );
});
