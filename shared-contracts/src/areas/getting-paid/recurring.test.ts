import { earliestEndDate, planEndProblem, type RecurringPlan } from './recurring';

const TODAY = '2026-06-15';
const ACTIVE: Pick<RecurringPlan, 'status' | 'next_charge_date' | 'start_date' | 'cycles_issued'> = { status: 'ACTIVE', next_charge_date: '2026-07-15', start_date: '2026-04-15', cycles_issued: 3 };

describe('an edited plan’s end (decision 0088)', () => {
  it('starts at the next cycle’s day, today for a paused plan, never before the start', () => {
    expect(earliestEndDate(ACTIVE, TODAY)).toBe('2026-07-15');
    expect(earliestEndDate({ ...ACTIVE, status: 'PAUSED', next_charge_date: null }, TODAY)).toBe(TODAY);
    expect(earliestEndDate({ ...ACTIVE, status: 'PAUSED', next_charge_date: null, start_date: '2026-08-01' }, TODAY)).toBe('2026-08-01');
  });

  it('refuses a count below the cycles issued and an end date before the next cycle', () => {
    expect(planEndProblem({ total_cycles: 2, end_date: null }, ACTIVE, TODAY)).toBe('cyclesBelowIssued');
    expect(planEndProblem({ total_cycles: 3, end_date: null }, ACTIVE, TODAY)).toBeNull();
    expect(planEndProblem({ total_cycles: null, end_date: '2026-07-14' }, ACTIVE, TODAY)).toBe('endDateBeforeNext');
    expect(planEndProblem({ total_cycles: null, end_date: '2026-07-15' }, ACTIVE, TODAY)).toBeNull();
    expect(planEndProblem({ total_cycles: null, end_date: null }, ACTIVE, TODAY)).toBeNull();
  });
});
