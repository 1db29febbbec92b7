import { AMOUNT_MAX, amountDecimals, type Currency } from 'shared-contracts/rules';

/** Spec 02 §4: a refund is of the whole remaining amount or of a part of it. */
export type RefundKind = 'full' | 'partial';

export type RefundAmountProblem = 'required' | 'notPositive' | 'tooManyDecimals' | 'aboveMax' | 'aboveRemaining';

const cents = (value: number) => Math.round(value * 100);

/**
 * What is wrong with a typed partial amount (spec 02 §5 "Amount input": at most 999999999999, 2
 * decimals, none for IDR), and never more than what remains to be refunded. `value` is the
 * unformatted amount AmountInput keeps ("150000", "12.5").
 */
export function refundAmountProblem(value: string, currency: Currency, remaining: number): RefundAmountProblem | null {
  if (value.trim() === '') return 'required';
  if (!/^\d+(\.\d*)?$/.test(value)) return 'notPositive';
  const amount = Number(value);
  if (!(amount > 0)) return 'notPositive';
  if ((value.split('.')[1] ?? '').length > amountDecimals(currency)) return 'tooManyDecimals';
  if (amount > AMOUNT_MAX) return 'aboveMax';
  if (cents(amount) > cents(remaining)) return 'aboveRemaining';
  return null;
}

/** The amount a refund asks for: all that remains, or the typed part. */
export function refundAmountOf(kind: RefundKind, value: string, remaining: number): number {
  return kind === 'full' ? remaining : Number(value);
}
