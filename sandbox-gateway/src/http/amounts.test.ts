import { amountDigitsProblem } from './amounts';

test.each([
  [1e-7, 'IDR'],
  [100.0000004, 'IDR'],
  [0.5, 'IDR'],
  [12.345, 'PHP'],
  [0.001, 'USD'],
  [1.0000001, 'PHP'],
])('%p %s does not fit the currency’s minor units', (amount, currency) => {
  expect(amountDigitsProblem(amount, currency)).toMatch(/^must /);
});

test.each([
  [100, 'IDR'],
  [0.07, 'PHP'],
  [12.34, 'PHP'],
  [1234567.89, 'USD'],
  [0.3, 'SGD'],
])('%p %s fits', (amount, currency) => {
  expect(amountDigitsProblem(amount, currency)).toBeNull();
});
