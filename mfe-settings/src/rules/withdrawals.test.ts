import { maskBankAccount } from 'shared-ui/data';
import { validateWith } from 'shared-contracts/rules';
import { bankAccountSchema, toAddBankAccountRequest } from './bank-account-form';
import { largeTransactionNote } from './large-transaction';

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
