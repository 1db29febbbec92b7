import { formatMoney, type Currency } from 'shared-contracts/rules';
import './data.css';

export interface MoneyProps {
  amount: number;
  currency: Currency;
}

/**
 * An amount in the locale of its currency (spec 02 §9: IDR without decimals and dot thousands,
 * PHP en-PH, else en-US). The rule is shared-contracts' `formatMoney`; this only renders it.
 */
export function Money({ amount, currency }: MoneyProps) {
  return (
    <data className="mdp-money" value={String(amount)}>
      {formatMoney(amount, currency)}
    </data>
  );
}
