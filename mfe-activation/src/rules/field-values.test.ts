import { fieldError, shownValue, storedValue } from './field-values';

describe('typed values become stored values (spec 02 §5)', () => {
  test.each([
    ['npwp', '01.234.567.8-901.234', '012345678901234'],
    ['npwp', '012345678901234', '012345678901234'],
    ['tin', '123-456-789-012', '123456789012'],
    ['sec', '123456789', 'CS123456789'],
    ['sec', 'CS123456789', 'CS123456789'],
    ['text', '  PT Warung Baru ', 'PT Warung Baru'],
    ['mobile', ' 81234567890 ', '81234567890'],
    ['text', '   ', ''],
  ] as const)('%s %p → %p', (input, typed, stored) => {
    expect(storedValue(input, typed)).toBe(stored);
  });

  test('the SEC number is shown without its prefix, anything else as stored', () => {
    expect(shownValue('sec', 'CS123456789')).toBe('123456789');
    expect(shownValue('text', 'CS123')).toBe('CS123');
  });
});

describe('field problems', () => {
  test.each([
    ['text', '', true, 'requiredField'],
    ['text', '', false, undefined],
    ['year', '2026', true, undefined],
    ['year', '2027', true, 'yearInFuture'],
    ['year', '20x6', true, 'invalidYear'],
    ['mobile', '081234567', true, 'mobileStartsWithZero'],
    ['mobile', '+6281234567', true, undefined],
    ['mobile', '+62 abc', true, 'invalidPhoneNumber'],
    ['mobile', '+62812', true, 'phoneMinDigits'],
    ['npwp', '01.234.567.8-901.23', true, 'npwpLength'],
    ['npwp', '0123456789012345', true, 'npwpLength'],
    ['npwp', '01.234.567.8-901.234', true, undefined],
    ['tin', '123-456-789', true, 'tinMinimum12Digits'],
    ['tin', '123-456-789-012', true, undefined],
    ['sec', '12345678', true, 'invalidSecNumber'],
    ['sec', 'CS12345678', true, 'invalidSecNumber'],
    ['sec', '123456789', true, undefined],
    ['email', 'ayu@warungbaru', true, 'invalidEmail'],
    ['yes_no', 'yes', true, undefined],
  ] as const)('%s %p (required %s) → %p', (input, typed, required, problem) => {
    expect(fieldError(input, typed, required, 2026)).toBe(problem);
  });

  test.each([
    ['account_holder_name', 'PT Warung Baru', undefined],
    ['account_holder_name', 'Warung <Baru>', 'accountNameCharacters'],
    ['account_holder_name', 'warung_baru@bank', 'accountNameCharacters'],
    ['nib_number', 'Warung <Baru>', 'mustBeNumeric'],
    ['nib_number', '1234567890123', undefined],
    ['nib_number', '123456789', 'nibLength'],
    ['account_number', '1234567890', undefined],
    ['account_number', '1234-567-890', 'mustBeNumeric'],
  ])('the text field %s %p → %p', (key, typed, problem) => {
    expect(fieldError('text', typed, true, 2026, key)).toBe(problem);
  });
});
