import { validateWith } from 'shared-contracts/rules';
import { earlySettlementSchema, incorporationSchema, toAmount, type IncorporationValues } from './request-forms';

const VALID: IncorporationValues = { full_name: 'Ayu Pratama', email: 'ayu@tokoku.test', phone_number: '+6281234567001', company_type: 'PT', notes: '' };

describe('the company-establishment form', () => {
  const validate = validateWith(incorporationSchema);
  test.each<[Partial<IncorporationValues>, Record<string, string>]>([
    [{}, { full_name: 'requiredField', email: 'requiredField', phone_number: 'requiredField', company_type: 'requiredField' }],
    [{ full_name: '   ' }, { full_name: 'requiredField' }],
    [{ full_name: 'x'.repeat(256) }, { full_name: 'exceedMaxCharacters' }],
    [{ email: 'ayu@tokoku' }, { email: 'invalidEmail' }],
    [{ phone_number: '+0812345678' }, { phone_number: 'phoneStartsWithZero' }],
    [{ phone_number: '+62812' }, { phone_number: 'phoneMinDigits' }],
    [{ phone_number: '+6281234' }, { phone_number: 'invalidPhoneNumber' }],
    [{ phone_number: '+628123456789012' }, {}],
    [{ phone_number: '+6281234567890123' }, { phone_number: 'exceedMaxCharacters' }],
    [{ company_type: '' }, { company_type: 'requiredField' }],
    [{ notes: 'n'.repeat(501) }, { notes: 'exceedMaxCharacters' }],
    [{ notes: 'A PT in Jakarta' }, {}],
  ])('%j → %j', (change, messages) => {
    const values = Object.keys(change).length === 0 ? {} : { ...VALID, ...change };
    expect(validate(values)).toEqual(messages);
  });
});

describe('the early-settlement form', () => {
  test.each([
    ['IDR', { amount: '', reason: '' }, { amount: 'requiredField', reason: 'requiredField' }],
    ['IDR', { amount: '0', reason: 'Stock' }, { amount: 'amountNotPositive' }],
    ['IDR', { amount: '1000000000000', reason: 'Stock' }, { amount: 'amountTooLarge' }],
    ['IDR', { amount: '999999999999', reason: 'Stock' }, {}],
    ['IDR', { amount: '100.5', reason: 'Stock' }, { amount: 'amountDecimals' }],
    ['PHP', { amount: '100.55', reason: 'Stock' }, {}],
    ['PHP', { amount: '100.555', reason: 'Stock' }, { amount: 'amountDecimals' }],
    ['IDR', { amount: '5000', reason: 'r'.repeat(501) }, { reason: 'exceedMaxCharacters' }],
  ] as const)('%s %j → %j', (currency, values, messages) => {
    expect(validateWith(earlySettlementSchema(currency))(values)).toEqual(messages);
  });

  test('the amount is sent as a number', () => {
    expect(toAmount(' 1500000 ')).toBe(1_500_000);
    expect(toAmount('12.5')).toBe(12.5);
  });
});
