/** @jest-environment node */
import { firstStepFrom, isWithinPlan, stepDate } from './recurring-schedule';

test('cycles fall on the start date and every interval after it; a monthly day past a month’s end is its last day, without drifting', () => {
  expect([0, 1, 2].map((index) => stepDate('2026-06-15', 'DAILY', index))).toEqual(['2026-06-15', '2026-06-16', '2026-06-17']);
  expect([0, 1, 30].map((index) => stepDate('2026-06-15', 'WEEKLY', index))).toEqual(['2026-06-15', '2026-06-22', '2027-01-11']);
  expect([0, 1, 2, 3, 12, 13].map((index) => stepDate('2026-01-31', 'MONTHLY', index))).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2027-01-31', '2027-02-28']);
  expect(stepDate('2027-12-29', 'MONTHLY', 2)).toBe('2028-02-29');
});

test('a plan ends after its count of invoices or with its last cycle on or before its end date; without either it runs until stopped', () => {
  expect(isWithinPlan({ total_cycles: 3, end_date: null }, '2026-06-15', 'DAILY', 2, 2)).toBe(true);
  expect(isWithinPlan({ total_cycles: 3, end_date: null }, '2026-06-15', 'DAILY', 3, 3)).toBe(false);
  expect(isWithinPlan({ total_cycles: null, end_date: '2026-07-15' }, '2026-06-15', 'MONTHLY', 1, 1)).toBe(true);
  expect(isWithinPlan({ total_cycles: null, end_date: '2026-07-14' }, '2026-06-15', 'MONTHLY', 1, 1)).toBe(false);
  expect(isWithinPlan({ total_cycles: null, end_date: null }, '2026-06-15', 'DAILY', 5000, 5000)).toBe(true);
});

test('resuming starts at the first cycle from today: the ones missed while paused are skipped', () => {
  expect(firstStepFrom('2026-06-15', 'DAILY', 1, '2026-06-20')).toBe(5);
  expect(firstStepFrom('2026-06-15', 'WEEKLY', 1, '2026-06-23')).toBe(2);
  expect(firstStepFrom('2026-06-15', 'MONTHLY', 3, '2026-06-20')).toBe(3);
});
