import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Card, PageHeader } from 'shared-ui';
import { Figures } from '../../shared/Figures';
import { routePage } from 'shared-contracts/react';
import { TransactionsList } from '../../transactions/TransactionsList';
import { BalancesQuery } from '../BalancesQuery';
import { WithdrawLink } from '../WithdrawLink';
import '../../shared/balance.css';

const PRESET = { status: 'AVAILABLE' } as const;

/** /cash (the old balance view): the money that may be used now, and the entries that make it up. */
const Cash = observer(function Cash() {
  const { t } = useTranslation('balance');
  return (
    <div className="mdp-balance-page">
      <PageHeader title={t('cash.title')} description={t('cash.description')} actions={<WithdrawLink />} />
      <BalancesQuery>
        {(_, own) => (
          <Card aria-labelledby="cash-figure" className="mdp-balance-section">
            <h2 id="cash-figure" className="mdp-visually-hidden">{t('balance.ledger', { currency: own.currency })}</h2>
            <Figures balance={own} figures={['available']} />
          </Card>
        )}
      </BalancesQuery>
      <TransactionsList preset={PRESET} caption={t('cash.caption')} />
    </div>
  );
});

export default routePage(Cash);
