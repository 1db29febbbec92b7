import type { RecurringPlan } from 'shared-contracts/areas/getting-paid/recurring';
import { changesOf, recurringEditInitial, validateRecurringEdit } from './recurring-edit';

const TODAY = '2026-06-15';
const PLAN: RecurringPlan = {
  id: 'rcp_1', name: 'Batik club', description: '', currency: 'IDR', amount: 250_000, interval: 'MONTHLY', total_cycles: null, end_date: '2026-12-31',
  start_date: '2026-04-15', customer: { name: 'Sari', email: 'sari@example.test' }, status: 'ACTIVE', next_charge_date: '2026-07-15', cycles_issued: 3,
  created: '2026-04-15T03:00:00.000Z', updated: '2026-04-15T03:00:00.000Z', paused_at: null, stopped_at: null, completed_at: null,
};
const validate = validateRecurringEdit(PLAN, TODAY);
const VALUES = recurringEditInitial(PLAN);

describe('the recurring plan edit form (decision 0088)', () => {
  it('is prefilled with the plan and valid as it stands, though its start is past', () => {
    expect(VALUES).toMatchObject({ name: 'Batik club', amount: '250000', ends: 'DATE', end_date: '2026-12-31', start_date: '2026-04-15', customer_email: 'sari@example.test' });
    expect(validate(VALUES)).toEqual({});
  });

  it('answers the create form’s keys, and an end before what the plan already did', () => {
    expect(validate({ ...VALUES, name: '', amount: '500' })).toEqual({ name: 'requiredField', amount: 'amountBelowMin' });
    expect(validate({ ...VALUES, end_date: '2026-07-14' })).toEqual({ end_date: 'endDateBeforeNext' });
    expect(validate({ ...VALUES, end_date: '2031-04-16' })).toEqual({ end_date: 'endDateTooFar' });
    expect(validate({ ...VALUES, ends: 'COUNT', total_cycles: '2' })).toEqual({ total_cycles: 'cyclesBelowIssued' });
    expect(validate({ ...VALUES, ends: 'COUNT', total_cycles: '0' })).toEqual({ total_cycles: 'cyclesOutOfRange' });
    expect(validate({ ...VALUES, ends: 'COUNT', total_cycles: '3' })).toEqual({});
    // A paused plan's next day is decided on resuming: its end may be today.
    expect(validateRecurringEdit({ ...PLAN, status: 'PAUSED', next_charge_date: null }, TODAY)({ ...VALUES, end_date: TODAY })).toEqual({});
  });

  it('sends only what changed, and the end as a whole', () => {
    expect(changesOf(VALUES, PLAN)).toEqual({});
    expect(changesOf({ ...VALUES, amount: '300000', name: ' Batik club plus ' }, PLAN)).toEqual({ amount: 300_000, name: 'Batik club plus' });
    expect(changesOf({ ...VALUES, ends: 'COUNT', total_cycles: '12' }, PLAN)).toEqual({ total_cycles: 12, end_date: null });
    expect(changesOf({ ...VALUES, ends: 'NEVER' }, PLAN)).toEqual({ total_cycles: null, end_date: null });
  });
});
