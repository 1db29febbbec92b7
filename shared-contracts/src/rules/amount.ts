import type { Currency } from './format';
import { AMOUNT_MAX, amountDecimals } from './limits';

/** How a currency writes its amounts (spec 02 §9): IDR dot thousands and comma decimals; the others comma thousands and dot decimals. */
export interface AmountSeparators {
  grouping: '.' | ',';
  decimal: ',' | '.';
}

export function amountSeparatorsOf(currency: Currency): AmountSeparators {
  return currency === 'IDR' ? { grouping: '.', decimal: ',' } : { grouping: ',', decimal: '.' };
}

/**
 * What a typed amount is: nothing yet, an amount (unformatted, "12500.5", what the gateway is sent),
 * or why it is not one — more decimals than the currency has (IDR none, PHP and USD 2; `value` keeps
 * them all, so a form's own check refuses it too), text that is
 * not an amount in the currency's way of writing (a separator in the wrong place), or above
 * AMOUNT_MAX. A problem keeps the typed text: nothing is dropped without the merchant being told.
 */
export type TypedAmount =
  | { status: 'empty' }
  | { status: 'amount'; value: string }
  | { status: 'tooManyDecimals'; decimals: number; value: string }
  | { status: 'unreadable' }
  | { status: 'aboveMax' };

/**
 * Reads a typed amount the way its currency writes it (docs/decisions/0067): "12.500" and "12500"
 * are 12500 rupiah, "12500,50" is 12500.50 rupiah, which IDR does not have, and is refused, never
 * rounded; "12,500.50" is 12500.50 pesos. Grouping separators must sit between groups of three
 * digits ("1.2.3" is unreadable), and there is one decimal separator at most. Spaces, the currency's
 * code and its symbol around the digits are ignored. A fraction of zeros only ("12.500,00") is
 * the whole amount.
 */
export function readAmount(typed: string, currency: Currency): TypedAmount {
  const { grouping, decimal } = amountSeparatorsOf(currency);
  const text = typed.replace(/\s/g, '').replace(/^(IDR|PHP|USD|Rp|₱|\$)/i, '');
  if (text === '') return { status: 'empty' };
  const [whole = '', fraction, ...more] = text.split(decimal);
  const digits = wholeDigits(whole, grouping, fraction);
  if (more.length > 0 || digits === null || !/^\d*$/.test(fraction ?? '')) return { status: 'unreadable' };
  const allowed = amountDecimals(currency);
  const significant = (fraction ?? '').replace(/0+$/, '');
  if (significant.length > allowed) return { status: 'tooManyDecimals', decimals: allowed, value: `${digits}.${fraction ?? ''}` };
  const value = allowed > 0 && fraction ? `${digits}.${fraction.slice(0, allowed)}` : digits;
  return Number(value) > AMOUNT_MAX ? { status: 'aboveMax' } : { status: 'amount', value };
}

/** The digits of an amount's whole part, its grouping separators between groups of three only; null when it is not written so. */
function wholeDigits(whole: string, grouping: string, fraction: string | undefined): string | null {
  if (whole === '') return fraction ? '0' : null;
  const groups = whole.split(grouping);
  const [first = '', ...rest] = groups;
  const grouped = /^\d+$/.test(first) && rest.every((group) => /^\d{3}$/.test(group)) && (rest.length === 0 || first.length <= 3);
  return grouped ? groups.join('').replace(/^0+(?=\d)/, '') : null;
}

/** An unformatted amount ("1500000", "12.5") with its currency's separators: "1.500.000", "12.5". */
export function writeAmount(value: string, currency: Currency): string {
  if (value === '') return '';
  const { grouping, decimal } = amountSeparatorsOf(currency);
  const [whole = '', fraction] = value.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, grouping);
  return fraction === undefined ? grouped : `${grouped}${decimal}${fraction}`;
}
