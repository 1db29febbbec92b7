import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from 'shared-contracts';
import { CURRENCY_OF } from 'shared-contracts/rules';
import type { AvailableBank, BankAccount } from 'shared-contracts/areas/settings/settings';
import { useHostApi } from 'shared-contracts/react';
import { isGatewayError } from 'shared-contracts';
import { Banner, Button, Card, EmptyState, ErrorState, Skeleton } from 'shared-ui';
import { ConfirmationModal } from 'shared-ui/overlays';
import { useChangeBankAccount, type BankAccountChange } from '../../api/change-bank-account';
import { useAvailableBanks } from '../../api/get-available-banks';
import { useBankAccounts } from '../../api/get-bank-accounts';
import { useSectionScroll } from '../settings/components/use-section-scroll';
import { WithdrawAction } from '../withdrawal-pin/WithdrawAction';
import { AddBankAccountForm } from './AddBankAccountForm';
import { BankAccountItem } from './BankAccountItem';

/** Adding an account: the banks of the business's country first, then the form. */
function AddAccountCard({ banks, onDone }: { banks: ReturnType<typeof useAvailableBanks>; onDone: () => void }) {
  const { t } = useTranslation('settings');
  let body: ReactNode;
  if (banks.isPending) body = <Skeleton label={t('withdrawals.banksLoading')} lines={3} />;
  else if (banks.isError) body = <ErrorState title={t('withdrawals.banksFailed')} onRetry={() => void banks.refetch()} retryLabel={t('retry')} headingLevel={4} />;
  else body = <AddBankAccountForm banks={banks.data.data} onDone={onDone} />;
  return (
    <Card aria-labelledby="add-bank-account-title">
      <h3 id="add-bank-account-title">{t('withdrawals.addTitle')}</h3>
      {body}
    </Card>
  );
}

/** #bank-accounts: the withdrawal accounts, numbers masked to their last 4 digits; administrators add one. */
export const BankAccountsSection = observer(function BankAccountsSection() {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const accounts = useBankAccounts(hostApi);
  const banks = useAvailableBanks(hostApi);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<BankAccount | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangeBankAccount(hostApi);
  const canAdd = hostApi.session.user?.can_administer === true;
  const business = hostApi.session.business;
  useSectionScroll(accounts.isSuccess);

  const bankName = (code: string) => banks.data?.data.find((bank: AvailableBank) => bank.code === code)?.name ?? code;
  const rows = accounts.data?.data ?? [];
  const apply = async (account: BankAccount, kind: BankAccountChange['change']) => {
    setRemoving(null);
    try {
      await change.mutateAsync({ id: account.id, change: kind });
      setProblem(null);
      hostApi.toasts.show(t(kind === 'remove' ? 'withdrawals.removed' : 'withdrawals.madeDefault', { name: bankName(account.bank_code) }), 'success');
    } catch (error) {
      // The page offers no removal of the default while others remain: a refusal is a withdrawal on its way.
      setProblem(t(isGatewayError(error, 'API_VALIDATION_ERROR') ? 'withdrawals.removeRefused' : 'form.failed'));
    }
  };
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
          <BankAccountItem
            key={row.id}
            account={row}
            bankName={bankName(row.bank_code)}
            canManage={canAdd}
            canRemove={!row.is_default || rows.length === 1}
            onMakeDefault={() => void apply(row, 'make-default')}
            onRemove={() => setRemoving(row)}
          />
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
      {adding ? <AddAccountCard banks={banks} onDone={() => setAdding(false)} /> : null}
      {problem ? (
        <Banner tone="danger" title={t('withdrawals.bankAccounts')} role="alert">
          {problem}
        </Banner>
      ) : null}
      {list}
      {removing ? (
        <ConfirmationModal
          isOpen
          tone="danger"
          title={t('withdrawals.removeTitle', { name: bankName(removing.bank_code) })}
          message={t('withdrawals.removeMessage', { number: removing.masked_account_number.slice(-4) })}
          confirmLabel={t('withdrawals.remove')}
          onConfirm={() => void apply(removing, 'remove')}
          onCancel={() => setRemoving(null)}
          busy={change.isPending}
        />
      ) : null}
    </section>
  );
});
