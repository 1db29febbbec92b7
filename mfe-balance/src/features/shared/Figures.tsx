import { useTranslation } from 'react-i18next';
import { toMajor, type CurrencyBalance } from 'shared-contracts/areas/balance/balance';
import { Money } from 'shared-ui/data';

export type Figure = 'available' | 'pending' | 'on_hold';
export const FIGURES: readonly Figure[] = ['available', 'pending', 'on_hold'];

export interface FiguresProps {
  balance: CurrencyBalance;
  /** The figures to show, in this order (all three by default). */
  figures?: readonly Figure[];
}

/**
 * A ledger's figures, each with one sentence of what it means (docs/money-pages.md "The three
 * figures"): no total adds money that may never arrive to money that can be spent.
 */
export function Figures({ balance, figures = FIGURES }: FiguresProps) {
  const { t } = useTranslation('balance');
  return (
    <dl className="mdp-balance-figures">
      {figures.map((figure) => (
        <div key={figure} className="mdp-balance-figure" data-figure={figure}>
          <dt>{t(`figures.${figure}.label`)}</dt>
          <dd className="mdp-balance-amount">
            <Money amount={toMajor(balance[figure], balance.currency)} currency={balance.currency} />
          </dd>
          <dd className="mdp-balance-explain">{t(`figures.${figure}.explain`)}</dd>
        </div>
      ))}
    </dl>
  );
}
