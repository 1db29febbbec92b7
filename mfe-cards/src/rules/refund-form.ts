import { object, string, type ObjectSchema } from 'yup';
import { REFUND_REASON_MAX } from 'shared-contracts/areas/cards/cards';
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

/** What the refund form keeps: the kind, the typed part (unformatted) and an optional reason. */
export interface RefundValues {
  kind: RefundKind;
  amount: string;
  reason: string;
}

/**
 * The refund form's yup schema (the project's form convention): a partial refund's amount must pass
 * refundAmountProblem; its message is the problem's key (`refund.problems.*`). A full refund has no
 * amount to check. The reason is optional, at most REFUND_REASON_MAX characters.
 */
export function refundSchema(currency: Currency, remaining: number): ObjectSchema<RefundValues> {
  return object({
    kind: string<RefundKind>().oneOf(['full', 'partial']).required(),
    amount: string()
      .default('')
      .test('refund-amount', 'required', function check(value) {
        if (this.parent.kind !== 'partial') return true;
        const problem = refundAmountProblem(value ?? '', currency, remaining);
        return problem === null || this.createError({ message: problem });
      }),
    reason: string().default('').max(REFUND_REASON_MAX, 'reasonTooLong'),
  });
}
