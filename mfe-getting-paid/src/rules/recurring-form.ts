import { object, string, type ObjectSchema } from 'yup';
import { amountProblem } from 'shared-contracts/areas/getting-paid/getting-paid-rules';
import { emailField, VALIDATION_MESSAGES as M, validateWith, type Currency } from 'shared-contracts/rules';
import { RECURRING_INTERVALS, RECURRING_LIMITS, type NewRecurringPlan, type RecurringInterval } from 'shared-contracts/areas/getting-paid/recurring';
import { readAmount, toMinorUnits } from './amounts';
import { isoDaysAfter } from './due-date';

/** How the plan ends: when stopped, after a number of invoices, or with its last cycle on or before a day (decision 0082). */
export type RecurringEnd = 'NEVER' | 'COUNT' | 'DATE';

/** The create form's values, as typed. */
export interface RecurringFormValues {
  name: string;
  description: string;
  amount: string;
  interval: RecurringInterval;
  start_date: string;
  ends: RecurringEnd;
  total_cycles: string;
  end_date: string;
  customer_name: string;
  customer_email: string;
}

export const RECURRING_FORM_INITIAL = (today: string): RecurringFormValues => ({
  name: '', description: '', amount: '', interval: 'MONTHLY', start_date: today, ends: 'NEVER', total_cycles: '', end_date: '', customer_name: '', customer_email: '',
});

/** The message keys this form adds to the spec's (translations' validation.*). */
export const RECURRING_MESSAGES = {
  startDateBeforeToday: 'startDateBeforeToday',
  startDateTooFar: 'startDateTooFar',
  endDateBeforeStart: 'endDateBeforeStart',
  endDateTooFar: 'endDateTooFar',
  numericOnly: 'numericOnly',
  cyclesOutOfRange: 'cyclesOutOfRange',
  amountBelowMin: 'amountBelowMin',
  amountAboveMax: 'amountAboveMax',
} as const;
const R = RECURRING_MESSAGES;

/**
 * The form's schema, as the gateway checks a new plan (sandbox-gateway/src/routes/recurring-plans.ts):
 * the first cycle from `today` (the business's) to a year ahead, an end date from the start to five
 * years after it, a count of 1 to 1,000, the amount within its currency's bounds.
 */
export function recurringFormSchema(currency: Currency, today: string): ObjectSchema<RecurringFormValues> {
  const lastStart = isoDaysAfter(today, RECURRING_LIMITS.startDaysMax);
  return object({
    name: string().trim().required(M.requiredField).max(RECURRING_LIMITS.nameMax, M.exceedMaxCharacters),
    description: string().defined().max(RECURRING_LIMITS.descriptionMax, M.exceedMaxCharacters),
    amount: string()
      .required(M.requiredField)
      .test('readable', M.requiredField, (value) => readAmount(value, currency) !== undefined)
      .test('bounds', ({ value }: { value: string }) => (amountProblem(toMinorUnits(readAmount(value, currency) ?? '0', currency), currency) === 'belowMin' ? R.amountBelowMin : R.amountAboveMax), (value) => {
        const read = readAmount(value, currency);
        return read === undefined || amountProblem(toMinorUnits(read, currency), currency) === null;
      }),
    interval: string<RecurringInterval>().oneOf(RECURRING_INTERVALS).required(M.requiredField),
    start_date: string()
      .required(M.requiredField)
      .test('notBeforeToday', R.startDateBeforeToday, (value) => value >= today)
      .test('notTooFar', R.startDateTooFar, (value) => value <= lastStart),
    ends: string<RecurringEnd>().oneOf(['NEVER', 'COUNT', 'DATE']).required(),
    total_cycles: string()
      .defined()
      .when('ends', {
        is: 'COUNT',
        then: (schema) =>
          schema
            .required(M.requiredField)
            .matches(/^\d+$/, R.numericOnly)
            .test('range', R.cyclesOutOfRange, (value) => !/^\d+$/.test(value) || (Number(value) >= 1 && Number(value) <= RECURRING_LIMITS.totalCyclesMax)),
      }),
    end_date: string()
      .defined()
      .when(['ends', 'start_date'], ([ends, start]: string[], schema) =>
        ends === 'DATE'
          ? schema
              .required(M.requiredField)
              .test('afterStart', R.endDateBeforeStart, (value) => !start || value >= start)
              .test('notTooFar', R.endDateTooFar, (value) => !start || value <= isoDaysAfter(start, RECURRING_LIMITS.endDaysMax))
          : schema,
      ),
    customer_name: string().trim().required(M.requiredField).max(RECURRING_LIMITS.customerNameMax, M.exceedMaxCharacters),
    customer_email: emailField(),
  });
}

export const validateRecurringForm = (currency: Currency, today: string) => validateWith(recurringFormSchema(currency, today));

/** Checked values as the gateway takes them: the amount in minor units, only the chosen end. */
export function planOf(values: RecurringFormValues, currency: Currency): NewRecurringPlan {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    ...(description ? { description } : {}),
    currency,
    amount: toMinorUnits(readAmount(values.amount, currency) ?? '0', currency),
    interval: values.interval,
    start_date: values.start_date,
    ...(values.ends === 'COUNT' ? { total_cycles: Number(values.total_cycles) } : {}),
    ...(values.ends === 'DATE' ? { end_date: values.end_date } : {}),
    customer_name: values.customer_name.trim(),
    customer_email: values.customer_email.trim(),
  };
}
