import { validateWith } from 'shared-contracts/rules';
import { bankAccountSchema, toAddBankAccountRequest } from './bank-account-form';

describe('the bank account form (spec 01 §5, spec 02 §5)', () => {
  const validate = validateWith(bankAccountSchema);
  const VALID = { bank_code: 'BCA', account_holder_name: 'PT Toko Ku', account_number: '1234567890' };

  it.each([
    [{ bank_code: '', account_holder_name: '  ', account_number: '' }, { bank_code: 'requiredField', account_holder_name: 'requiredField', account_number: 'requiredField' }],
    [{ account_holder_name: "Dewi O'Neil-Sari, S.E." }, {}],
    [{ account_holder_name: 'Toko <Ku>' }, { account_holder_name: 'accountNameCharacters' }],
    [{ account_holder_name: 'toko_ku@bank' }, { account_holder_name: 'accountNameCharacters' }],
    [{ account_holder_name: 'A'.repeat(256) }, { account_holder_name: 'exceedMaxCharacters' }],
    [{ account_number: '12ab' }, { account_number: 'mustBeNumeric' }],
  ])('%j → %j', (change, messages) => {
    expect(validate({ ...VALID, ...change })).toEqual(messages);
  });

  it('sends the values trimmed', () => {
    expect(toAddBankAccountRequest({ bank_code: 'BCA', account_holder_name: ' PT Toko Ku ', account_number: ' 123 ' })).toEqual({
      bank_code: 'BCA',
      account_holder_name: 'PT Toko Ku',
      account_number: '123',
    });
  });
});
