import { REFUND_REASON_MAX } from 'shared-contracts/areas/cards/cards';
import { validateWith } from 'shared-contracts/rules';
import { refundAmountOf, refundAmountProblem, refundSchema } from './refund-form';

describe('the refund amount (spec 02 §5 amount input; not more than remains)', () => {
  test.each([
    ['', 'IDR', 100_000, 'required'],
    ['  ', 'IDR', 100_000, 'required'],
    ['0', 'IDR', 100_000, 'notPositive'],
    ['-5', 'IDR', 100_000, 'notPositive'],
    ['abc', 'PHP', 100, 'notPositive'],
    ['1', 'IDR', 100_000, null],
    ['100000', 'IDR', 100_000, null],
    ['100001', 'IDR', 100_000, 'aboveRemaining'],
    ['10.5', 'IDR', 100_000, 'tooManyDecimals'],
    ['10.55', 'PHP', 100, null],
    ['10.555', 'PHP', 100, 'tooManyDecimals'],
    ['100.00', 'PHP', 100, null],
    ['100.01', 'PHP', 100, 'aboveRemaining'],
    ['999999999999', 'IDR', 2_000_000_000_000, null],
    ['1000000000000', 'IDR', 2_000_000_000_000, 'aboveMax'],
  ] as const)('%j in %s with %d left: %s', (value, currency, remaining, problem) => {
    expect(refundAmountProblem(value, currency, remaining)).toBe(problem);
  });

  test('a full refund is all that remains; a partial one what was typed', () => {
    expect(refundAmountOf('full', '', 60_000)).toBe(60_000);
    expect(refundAmountOf('partial', '2500', 60_000)).toBe(2500);
  });
});

describe('the refund form schema (react-final-form + yup)', () => {
  const validate = validateWith(refundSchema('IDR', 100_000));
  test('a full refund needs no amount', () => {
    expect(validate({ kind: 'full', amount: '', reason: '' })).toEqual({});
  });
  test.each([
    ['', 'required'],
    ['0', 'notPositive'],
    ['100001', 'aboveRemaining'],
    ['50000', undefined],
  ])('a partial refund of %j: %s', (amount, problem) => {
    expect(validate({ kind: 'partial', amount, reason: '' }).amount).toBe(problem);
  });
  test('the reason is at most REFUND_REASON_MAX characters', () => {
    expect(validate({ kind: 'full', amount: '', reason: 'x'.repeat(REFUND_REASON_MAX) })).toEqual({});
    expect(validate({ kind: 'full', amount: '', reason: 'x'.repeat(REFUND_REASON_MAX + 1) }).reason).toBe('reasonTooLong');
  });
});
