import { object } from 'yup';
import { profilePhone, profilePhoneProblem } from './phone';
import { validateWith } from './schemas';

/** Spec 02 §5, profile phone: each value and the key it yields. */
const TABLE: [string, string | undefined][] = [
  ['', 'requiredField'],
  ['   ', 'requiredField'],
  ['+', 'requiredField'],
  ['0812345678', 'phoneStartsWithZero'],
  ['+0812345678', 'phoneStartsWithZero'],
  ['+6281234567890123', 'exceedMaxCharacters'],
  ['+62812', 'phoneMinDigits'],
  ['+1', 'phoneMinDigits'],
  ['+6281234', 'invalidPhoneNumber'],
  ['6281234567890', 'invalidPhoneNumber'],
  ['+62 812 3456 789', 'invalidPhoneNumber'],
  ['+62812345678', undefined],
  ['+6281234567001', undefined],
  [' +639171234567 ', undefined],
  ['+628123456789012', undefined],
];

describe('the profile phone (spec 02 §5)', () => {
  it.each(TABLE)('%j → %s', (typed, message) => {
    expect(profilePhoneProblem(typed)).toBe(message);
  });

  it.each(TABLE)('as a form field, %j → %s', (typed, message) => {
    const validate = validateWith(object({ phone: profilePhone() }));
    expect(validate({ phone: typed })).toEqual(message === undefined ? {} : { phone: message });
  });

  it('accepts the 15 digits the pattern allows, and not 16', () => {
    expect(profilePhoneProblem(`+${'6'.repeat(15)}`)).toBeUndefined();
    expect(profilePhoneProblem(`+${'6'.repeat(16)}`)).toBe('exceedMaxCharacters');
  });
});
