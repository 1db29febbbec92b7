import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { toMajor, type CurrencyBalance } from 'shared-contracts/areas/balance/balance';
import { useHostApi } from 'shared-contracts/react';
import { Money } from 'shared-ui/data';
import { useLedgerDisplay } from './use-ledger-display';

/** The next days on which pending money becomes available, soonest first. */
export const NextSettlements = observer(function NextSettlements({ balance, headingId }: { balance: CurrencyBalance; headingId: string }) {
  const { t } = useTranslation('balance');
  const display = useLedgerDisplay(useHostApi());
  return (
    <div className="mdp-balance-settlements">
      <h3 id={headingId}>{t('settlements.title')}</h3>
      {balance.next_settlements.length === 0 ? (
        <p className="mdp-balance-muted">{t('settlements.none')}</p>
      ) : (
        <ul aria-labelledby={headingId}>
          {balance.next_settlements.map((settlement) => (
            <li key={settlement.date}>
              <span>{display.day(settlement.date)}</span>
              <Money amount={toMajor(settlement.amount, balance.currency)} currency={balance.currency} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
