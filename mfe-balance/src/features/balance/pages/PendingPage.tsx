import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Card, PageHeader } from 'shared-ui';
import { Figures } from '../../shared/Figures';
import { NextSettlements } from '../../shared/NextSettlements';
import { routePage } from 'shared-contracts/react';
import { TransactionsList } from '../../transactions/TransactionsList';
import { BalancesQuery } from '../BalancesQuery';
import '../../shared/balance.css';

const PRESET = { status: 'PENDING' } as const;

/** /pending: money on its way, when it becomes available, and the entries that make it up. */
const Pending = observer(function Pending() {
  const { t } = useTranslation('balance');
  return (
    <div className="mdp-balance-page">
      <PageHeader title={t('pending.title')} description={t('pending.description')} />
      <BalancesQuery>
        {(_, own) => (
          <Card aria-labelledby="pending-figure" className="mdp-balance-section">
            <h2 id="pending-figure" className="mdp-visually-hidden">{t('balance.ledger', { currency: own.currency })}</h2>
            <Figures balance={own} figures={['pending']} />
            <NextSettlements balance={own} headingId="pending-settlements" />
          </Card>
        )}
      </BalancesQuery>
      <TransactionsList preset={PRESET} caption={t('pending.caption')} />
    </div>
  );
});

export default routePage(Pending);
