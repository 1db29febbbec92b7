import { planOf, RECURRING_FORM_INITIAL, validateRecurringForm } from './recurring-form';

const TODAY = '2026-06-15';
const validate = validateRecurringForm('IDR', TODAY);
const FILLED = { ...RECURRING_FORM_INITIAL(TODAY), name: 'Batik club', amount: '250.000', customer_name: 'Sari', customer_email: 'sari@example.test' };

describe('the recurring plan form', () => {
  it('answers the message keys of each wrong field, and nothing for a filled form', () => {
    expect(validate(FILLED)).toEqual({});
    expect(validate(RECURRING_FORM_INITIAL(TODAY))).toMatchObject({ name: 'requiredField', amount: 'requiredField', customer_name: 'requiredField', customer_email: 'requiredField' });
    expect(validate({ ...FILLED, amount: '500', customer_email: 'sari' })).toMatchObject({ amount: 'amountBelowMin', customer_email: 'invalidEmail' });
    expect(validate({ ...FILLED, start_date: '2026-06-14' })).toEqual({ start_date: 'startDateBeforeToday' });
    expect(validate({ ...FILLED, start_date: '2027-06-16' })).toEqual({ start_date: 'startDateTooFar' });
  });

  it('asks for the chosen end only, within its bounds', () => {
    expect(validate({ ...FILLED, ends: 'COUNT' })).toEqual({ total_cycles: 'requiredField' });
    expect(validate({ ...FILLED, ends: 'COUNT', total_cycles: 'ten' })).toEqual({ total_cycles: 'numericOnly' });
    expect(validate({ ...FILLED, ends: 'COUNT', total_cycles: '1001' })).toEqual({ total_cycles: 'cyclesOutOfRange' });
    expect(validate({ ...FILLED, ends: 'DATE', end_date: '2026-06-01' })).toEqual({ end_date: 'endDateBeforeStart' });
    expect(validate({ ...FILLED, ends: 'DATE', end_date: '2031-06-16' })).toEqual({ end_date: 'endDateTooFar' });
    expect(validate({ ...FILLED, ends: 'NEVER', total_cycles: 'ten', end_date: '2020-01-01' })).toEqual({});
  });

  it('sends minor units and only the chosen end', () => {
    expect(planOf({ ...FILLED, ends: 'COUNT', total_cycles: '12', end_date: '2026-12-31' }, 'IDR')).toEqual({
      name: 'Batik club', currency: 'IDR', amount: 250_000, interval: 'MONTHLY', start_date: TODAY, total_cycles: 12, customer_name: 'Sari', customer_email: 'sari@example.test',
    });
    expect(planOf({ ...FILLED, ends: 'DATE', end_date: '2026-12-31', description: ' Monthly ' }, 'IDR')).toMatchObject({ end_date: '2026-12-31', description: 'Monthly' });
  });
});
