import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { RouteLink, routePage } from 'shared-contracts/react';
import { Card, PageHeader } from 'shared-ui';
import { Figures } from '../../shared/Figures';
import { NextSettlements } from '../../shared/NextSettlements';
import { BalanceHistory } from '../BalanceHistory';
import { BalancesQuery } from '../BalancesQuery';
import { WithdrawLink } from '../WithdrawLink';
import '../../shared/balance.css';

/** /balance (the new balance view): each ledger's three figures, the next settlements and the history. */
const Balance = observer(function Balance() {
  const { t } = useTranslation('balance');
  return (
    <div className="mdp-balance-page">
      <PageHeader
        title={t('balance.title')}
        description={t('balance.description')}
        actions={
          <>
            <RouteLink route="transactions-new" className="mdp-button" variant="secondary">
              {t('balance.seeTransactions')}
            </RouteLink>
            <WithdrawLink />
          </>
        }
      />
      <BalancesQuery>
        {(balances) => (
          <>
            {balances.map((balance) => (
              <Card key={balance.currency} aria-labelledby={`balance-${balance.currency}`} className="mdp-balance-section">
                <h2 id={`balance-${balance.currency}`}>{t('balance.ledger', { currency: balance.currency })}</h2>
                <Figures balance={balance} />
                <NextSettlements balance={balance} headingId={`balance-settlements-${balance.currency}`} />
              </Card>
            ))}
            <Card aria-labelledby="balance-history" className="mdp-balance-section">
              <BalanceHistory currency={balances[0]!.currency} />
            </Card>
          </>
        )}
      </BalancesQuery>
    </div>
  );
});

export default routePage(Balance);
