import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { toMajor } from 'shared-contracts/areas/balance/balance';
import { RouteLink } from 'shared-contracts/react';
import { PageHeader } from 'shared-ui';
import { Money } from 'shared-ui/data';
import { routePage } from '../../shared/page';
import { BalancesQuery } from '../BalancesQuery';
import '../../shared/balance.css';

/** /all-accounts: one row per ledger (currency), its three figures and a link to its transactions. */
const AllAccounts = observer(function AllAccounts() {
  const { t } = useTranslation('balance');
  return (
    <div className="mdp-balance-page">
      <PageHeader title={t('accounts.title')} description={t('accounts.description')} />
      <BalancesQuery>
        {(balances) => (
          <div className="mdp-table-scroll mdp-balance-accounts" role="region" aria-label={t('accounts.caption')} tabIndex={0}>
            <table>
              <caption className="mdp-visually-hidden">{t('accounts.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('accounts.currency')}</th>
                  <th scope="col" data-align="end">{t('figures.available.label')}</th>
                  <th scope="col" data-align="end">{t('figures.pending.label')}</th>
                  <th scope="col" data-align="end">{t('figures.on_hold.label')}</th>
                  <th scope="col">{t('accounts.transactions')}</th>
                </tr>
              </thead>
              <tbody>
                {balances.map((balance) => (
                  <tr key={balance.currency}>
                    <th scope="row">{balance.currency}</th>
                    {(['available', 'pending', 'on_hold'] as const).map((figure) => (
                      <td key={figure} data-label={t(`figures.${figure}.label`)} data-align="end">
                        <Money amount={toMajor(balance[figure], balance.currency)} currency={balance.currency} />
                      </td>
                    ))}
                    <td>
                      <RouteLink route="transactions-new" query={{ currency: balance.currency }} aria-label={t('accounts.open', { currency: balance.currency })}>
                        {t('accounts.see')}
                      </RouteLink>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </BalancesQuery>
    </div>
  );
});

export default routePage(AllAccounts);
