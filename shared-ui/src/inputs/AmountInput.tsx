import { AMOUNT_MAX, amountDecimals, localeOf, numberFormat, type Currency } from 'shared-contracts/rules';
import type { FieldBaseProps } from './Field';
import { TextField } from './TextField';

/**
 * Keeps what an amount may be: digits and, except for IDR, one decimal point with at most 2
 * digits after it; never above AMOUNT_MAX (spec 02 §9). The result is unformatted ("1234.5").
 */
export function parseAmount(typed: string, currency: Currency, previous = ''): string {
  const decimals = amountDecimals(currency);
  const decimalMark = currency === 'IDR' ? ',' : '.';
  const [whole = '', ...fractions] = typed.split(decimalMark);
  const digits = whole.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  const fraction = fractions.join('').replace(/\D/g, '').slice(0, decimals);
  const value = decimals > 0 && fractions.length > 0 ? `${digits || '0'}.${fraction}` : digits;
  return Number(value) > AMOUNT_MAX ? previous : value;
}

/** Shows an unformatted amount with the thousands separators of its currency's locale. */
export function formatAmount(value: string, currency: Currency): string {
  if (value === '') return '';
  const [whole, fraction] = value.split('.');
  const grouped = numberFormat(localeOf(currency), { maximumFractionDigits: 0 }).format(Number(whole));
  if (fraction === undefined) return grouped;
  return `${grouped}${currency === 'IDR' ? ',' : '.'}${fraction}`;
}

export interface AmountInputProps extends FieldBaseProps {
  currency: Currency;
  /** Unformatted: "1500000" or "12.5"; what is sent to the gateway. */
  value: string;
  onChange: (value: string) => void;
}

/** An amount with its currency before it, grouped as the currency's locale writes it. */
export function AmountInput({ currency, value, onChange, ...field }: AmountInputProps) {
  return (
    <TextField
      {...field}
      inputMode={amountDecimals(currency) > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      prefix={currency}
      value={value}
      format={(kept) => formatAmount(kept, currency)}
      parse={(typed) => parseAmount(typed, currency, value)}
      onChange={onChange}
    />
  );
}
