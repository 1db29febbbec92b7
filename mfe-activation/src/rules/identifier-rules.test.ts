import { emailProblem, mobileProblem, yearProblem } from './identifier-rules';

test.each([
  ['+6281234567890', undefined],
  ['81234567890', undefined],
  ['+628123', undefined],
  ['081234567', 'mobileStartsWithZero'],
  ['+0812345', 'mobileStartsWithZero'],
  ['+62 812 3456', 'invalidPhoneNumber'],
  ['+62-812-3456', 'invalidPhoneNumber'],
  ['62+8123456', 'invalidPhoneNumber'],
  ['+62812', 'phoneMinDigits'],
  ['12345', 'phoneMinDigits'],
  ['+62812345678901', undefined],
  ['+628123456789012', 'exceedMaxCharacters'],
  ['123456789012345', 'invalidPhoneNumber'],
])('mobile %p → %p', (value, problem) => {
  expect(mobileProblem(value)).toBe(problem);
});

test.each([
  ['2019', undefined],
  ['19', 'invalidYear'],
  ['20x6', 'invalidYear'],
  ['02019', 'invalidYear'],
])('year %p → %p', (value, problem) => {
  expect(yearProblem(value)).toBe(problem);
});

test.each([
  ['ayu@warungbaru.co.id', undefined],
  ['ayu@warungbaru', 'invalidEmail'],
  ['ayu warung@baru.id', 'invalidEmail'],
])('email %p → %p', (value, problem) => {
  expect(emailProblem(value)).toBe(problem);
});
