import { onDemandAmountProblems, onDemandInvoiceAmount } from './on-demand';

test('a fixed link needs its amount within the currency’s bounds', () => {
  expect(onDemandAmountProblems({ currency: 'IDR', amount_type: 'FIXED', amount: 50_000 })).toEqual({});
  expect(onDemandAmountProblems({ currency: 'IDR', amount_type: 'FIXED' })).toEqual({ amount: 'requiredField' });
  expect(onDemandAmountProblems({ currency: 'IDR', amount_type: 'FIXED', amount: 999 })).toEqual({ amount: 'amountBelowMin' });
});

test('a link whose customer chooses needs a minimum and a maximum in order', () => {
  expect(onDemandAmountProblems({ currency: 'IDR', amount_type: 'CUSTOMER_CHOOSES', min_amount: 10_000, max_amount: 10_000 })).toEqual({});
  expect(onDemandAmountProblems({ currency: 'IDR', amount_type: 'CUSTOMER_CHOOSES', min_amount: 10_000, max_amount: 9_999 })).toEqual({ max_amount: 'maxBelowMin' });
  expect(onDemandAmountProblems({ currency: 'USD', amount_type: 'CUSTOMER_CHOOSES', min_amount: 99 })).toEqual({ min_amount: 'amountBelowMin', max_amount: 'requiredField' });
});

test('the customer’s amount is taken within the bounds only; a fixed link ignores it', () => {
  const chooses = { amount_type: 'CUSTOMER_CHOOSES', amount: null, min_amount: 10_000, max_amount: 100_000 } as const;
  expect(onDemandInvoiceAmount(chooses, 10_000)).toBe(10_000);
  expect(onDemandInvoiceAmount(chooses, 100_000)).toBe(100_000);
  expect(onDemandInvoiceAmount(chooses, 9_999)).toBe('outOfRange');
  expect(onDemandInvoiceAmount(chooses, 100_001)).toBe('outOfRange');
  expect(onDemandInvoiceAmount(chooses, undefined)).toBe('outOfRange');
  expect(onDemandInvoiceAmount({ amount_type: 'FIXED', amount: 50_000, min_amount: null, max_amount: null }, 1)).toBe(50_000);
});
