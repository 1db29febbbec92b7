import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from 'shared-contracts';
import { CURRENCY_OF } from 'shared-contracts/rules';
import type { AvailableBank, BankAccount } from 'shared-contracts/areas/settings/settings';
import { useHostApi } from 'shared-contracts/react';
import { Button, Card, EmptyState, ErrorState, Skeleton } from 'shared-ui';
import { MaskedBankAccount } from 'shared-ui/data';
import { useAvailableBanks } from '../../api/get-available-banks';
import { useBankAccounts } from '../../api/get-bank-accounts';
import { useSectionScroll } from '../settings/components/use-section-scroll';
import { WithdrawAction } from '../withdrawal-pin/WithdrawAction';
import { AddBankAccountForm } from './AddBankAccountForm';

/** #bank-accounts: the withdrawal accounts, numbers masked to their last 4 digits; administrators add one. */
export const BankAccountsSection = observer(function BankAccountsSection() {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const accounts = useBankAccounts(hostApi);
  const banks = useAvailableBanks(hostApi);
  const [adding, setAdding] = useState(false);
  const canAdd = hostApi.session.user?.can_administer === true;
  const business = hostApi.session.business;
  useSectionScroll(accounts.isSuccess);

  const bankName = (code: string) => banks.data?.data.find((bank: AvailableBank) => bank.code === code)?.name ?? code;
  const rows = accounts.data?.data ?? [];
  let list: ReactNode;
  if (accounts.isPending) list = <Skeleton label={t('withdrawals.loading')} lines={3} />;
  else if (accounts.isError) {
    list = <ErrorState title={t('withdrawals.failed')} onRetry={() => void accounts.refetch()} retryLabel={t('retry')} headingLevel={3} />;
  } else if (rows.length === 0) {
    list = <EmptyState title={t('withdrawals.empty')} description={canAdd ? t('withdrawals.emptyDescription') : t('withdrawals.emptyNotAdmin')} headingLevel={3} />;
  } else {
    // A short list that is never paged: one card per account reads better than a table on a phone.
    list = (
      <ul className="mdp-settings-list" aria-label={t('withdrawals.bankAccounts')}>
        {rows.map((row: BankAccount) => (
          <li key={row.id} className="mdp-settings-item">
            <strong>{bankName(row.bank_code)}</strong>
            <span>{row.account_holder_name}</span>
            <MaskedBankAccount accountNumber={row.masked_account_number} visible={4} endingInLabel={t('withdrawals.endingIn')} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="mdp-settings-section" id="bank-accounts" aria-labelledby="bank-accounts-title">
      <div className="mdp-settings-section-head">
        <h2 id="bank-accounts-title">{t('withdrawals.bankAccounts')}</h2>
        <div className="mdp-settings-section-actions">
          {canAdd && !adding ? (
            <Button variant="secondary" onClick={() => setAdding(true)}>
              {t('withdrawals.add')}
            </Button>
          ) : null}
          {business && accounts.isSuccess ? (
            <WithdrawAction accounts={rows} bankName={bankName} currency={CURRENCY_OF[COUNTRY_CODES[business.country_of_operation]]} />
          ) : null}
        </div>
      </div>
      {adding ? (
        <Card aria-labelledby="add-bank-account-title">
          <h3 id="add-bank-account-title">{t('withdrawals.addTitle')}</h3>
          {banks.isPending ? (
            <Skeleton label={t('withdrawals.banksLoading')} lines={3} />
          ) : banks.isError ? (
            <ErrorState title={t('withdrawals.banksFailed')} onRetry={() => void banks.refetch()} retryLabel={t('retry')} headingLevel={4} />
          ) : (
            <AddBankAccountForm banks={banks.data.data} onDone={() => setAdding(false)} />
          )}
        </Card>
      ) : null}
      {list}
    </section>
  );
});
