import { codeProblem, phoneProblem, secondsUntil } from './phone-form';

describe('the phone number check (spec 01 §5)', () => {
  it.each([
    ['', 'verifyPhoneEmptyError'],
    ['   ', 'verifyPhoneEmptyError'],
    ['+', 'verifyPhoneEmptyError'],
    ['+62', 'phoneMinDigits'],
    ['+6281', 'phoneMinDigits'],
    ['+6281234', 'phoneNumberInvalid'],
    ['6281234567890', 'phoneNumberInvalid'],
    ['081234567890', 'phoneStartsWithZero'],
    ['+0812345678', 'phoneStartsWithZero'],
    ['+62812345678901234', 'exceedMaxCharacters'],
    ['+628123456789012', undefined],
    ['+6281234567', undefined],
    ['+6281234567006', undefined],
    ['+639171234567', undefined],
  ])('%j → %s', (phone, problem) => {
    expect(phoneProblem(phone)).toBe(problem);
  });

  it.each([
    ['', 'requiredField'],
    ['12345', 'requiredField'],
    ['12345a', 'requiredField'],
    ['123456', undefined],
  ])('code %j → %s', (code, problem) => {
    expect(codeProblem(code)).toBe(problem);
  });

  it('counts the 30 s down in whole seconds', () => {
    expect(secondsUntil(null, 0)).toBe(0);
    expect(secondsUntil(30_000, 0)).toBe(30);
    expect(secondsUntil(30_000, 29_001)).toBe(1);
    expect(secondsUntil(30_000, 30_000)).toBe(0);
    expect(secondsUntil(30_000, 99_000)).toBe(0);
  });
});
