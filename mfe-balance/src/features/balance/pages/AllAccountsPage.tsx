import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { toMajor, type CurrencyBalance as Balance } from 'shared-contracts/areas/balance/balance';
import { RouteLink, routePage } from 'shared-contracts/react';
import { PageHeader } from 'shared-ui';
import { DataTable, Money, type Column } from 'shared-ui/data';
import { BalancesQuery } from '../BalancesQuery';
import '../../shared/balance.css';

/** /all-accounts: one row per ledger (currency), its three figures and a link to its transactions; a card per currency on a phone. */
const AllAccounts = observer(function AllAccounts() {
  const { t } = useTranslation('balance');
  const figure = (key: 'available' | 'pending' | 'on_hold', place: Column<Balance>['card']): Column<Balance> => ({
    key,
    header: t(`figures.${key}.label`),
    align: 'end',
    card: place,
    cell: (balance) => <Money amount={toMajor(balance[key], balance.currency)} currency={balance.currency} />,
  });
  const columns: Column<Balance>[] = [
    { key: 'currency', header: t('accounts.currency'), card: 'title', rowHeader: true, cell: (balance) => balance.currency },
    figure('available', 'amount'),
    figure('pending', 'detail'),
    figure('on_hold', 'detail'),
    {
      key: 'transactions',
      header: t('accounts.transactions'),
      card: 'action',
      cell: (balance) => (
        <RouteLink route="transactions-new" query={{ currency: balance.currency }} aria-label={t('accounts.open', { currency: balance.currency })}>
          {t('accounts.see')}
        </RouteLink>
      ),
    },
  ];
  return (
    <div className="mdp-balance-page">
      <PageHeader title={t('accounts.title')} description={t('accounts.description')} />
      <BalancesQuery>
        {(balances) => (
          <DataTable caption={t('accounts.caption')} columns={columns} rows={balances} rowKey={(balance) => balance.currency} state={{ status: 'ready' }} empty={{ title: t('accounts.caption') }} />
        )}
      </BalancesQuery>
    </div>
  );
});

export default routePage(AllAccounts);
