import { GatewayError } from 'shared-contracts';
import { maskBankAccount } from 'shared-ui/data';
import { validateWith } from 'shared-contracts/rules';
import { bankAccountSchema, toAddBankAccountRequest } from './bank-account-form';
import { largeTransactionNote } from './large-transaction';
import { amountRefusalOf, limitOf } from './withdrawal-form';

const validate = validateWith(bankAccountSchema);
const VALID = { bank_code: 'BCA', account_holder_name: 'PT Toko Ku', account_number: '0123456789' };

describe('the bank account form (spec 02 §5)', () => {
  it.each([
    ['a valid account', VALID, {}],
    ['no bank', { ...VALID, bank_code: '' }, { bank_code: 'requiredField' }],
    ['an empty name', { ...VALID, account_holder_name: '  ' }, { account_holder_name: 'requiredField' }],
    ['a 255-character name', { ...VALID, account_holder_name: 'a'.repeat(255) }, {}],
    ['a 256-character name', { ...VALID, account_holder_name: 'a'.repeat(256) }, { account_holder_name: 'exceedMaxCharacters' }],
    ['an empty number', { ...VALID, account_number: '' }, { account_number: 'requiredField' }],
    ['letters in the number', { ...VALID, account_number: '12ab' }, { account_number: 'mustBeNumeric' }],
    ['dashes in the number', { ...VALID, account_number: '123-456' }, { account_number: 'mustBeNumeric' }],
    ['a 256-digit number', { ...VALID, account_number: '1'.repeat(256) }, { account_number: 'exceedMaxCharacters' }],
  ])('%s', (_name, values, errors) => {
    expect(validate(values)).toEqual(errors);
  });

  it('trims what it sends', () => {
    expect(toAddBankAccountRequest({ bank_code: 'BCA', account_holder_name: ' PT Toko Ku ', account_number: ' 0123 ' })).toEqual({
      bank_code: 'BCA', account_holder_name: 'PT Toko Ku', account_number: '0123',
    });
  });
});

describe('bank account masks (spec 02 §9: the last 4 or 8 digits)', () => {
  it.each([
    ['0123456789', 4, '•••• 6789'],
    ['1370012345678', 8, '•••• 12345678'],
    ['1370012345678', 4, '•••• 5678'],
    // The gateway's masked number keeps its last 4 digits.
    ['••••••6789', 4, '•••• 6789'],
    ['1234', 4, '1234'],
    ['12345678', 8, '12345678'],
  ] as const)('%s with %i visible is %s', (number, visible, masked) => {
    expect(maskBankAccount(number, visible)).toBe(masked);
  });
});

describe('the large-transaction note (spec 02 §9)', () => {
  it.each([
    ['Indonesia', { minimum: 100_000_000, currency: 'IDR', cutoff: '13:00', utcOffset: 'UTC+7' }],
    ['Philippines', null],
    ['Singapore', null],
  ] as const)('%s', (country, note) => {
    expect(largeTransactionNote(country)).toEqual(note);
  });
});

describe("the gateway's refusals of a withdrawal's amount (issue 40; issue 43 §6)", () => {
  const onAmount = new GatewayError('API_VALIDATION_ERROR', 'no', 400, undefined, [{ field: 'amount', message: 'must be at least IDR 10,000 in one withdrawal' }]);
  it.each([
    ['over the balance', new GatewayError('INSUFFICIENT_BALANCE_ERROR', 'no', 400), 5_000, 'IDR', 'withdraw.insufficient'],
    ['below the minimum in IDR', onAmount, 9_999, 'IDR', 'withdraw.belowMinimum'],
    ['above the maximum in IDR', onAmount, 250_000_001, 'IDR', 'withdraw.aboveMaximum'],
    ['below the minimum in PHP', onAmount, 0.5, 'PHP', 'withdraw.belowMinimum'],
    ['above the maximum in USD', onAmount, 100_000.01, 'USD', 'withdraw.aboveMaximum'],
    ['a refusal of another field', new GatewayError('API_VALIDATION_ERROR', 'no', 400, undefined, [{ field: 'bank_account_id', message: 'x' }]), 5_000, 'IDR', undefined],
    ['a wrong PIN', new GatewayError('INVALID_PIN_ERROR', 'no', 400), 5_000, 'IDR', undefined],
    ['not a gateway error', new Error('offline'), 5_000, 'IDR', undefined],
  ] as const)('%s', (_name, error, amount, currency, key) => {
    expect(amountRefusalOf(error, amount, currency)).toBe(key);
  });

  it('names the bound of a limit in the currency, and nothing for another key', () => {
    expect(limitOf('withdraw.belowMinimum', 'IDR')).toBe(10_000);
    expect(limitOf('withdraw.aboveMaximum', 'PHP')).toBe(10_000_000);
    expect(limitOf('withdraw.insufficient', 'IDR')).toBeUndefined();
  });
});
