import { dueDateSchema, isoDaysAfter, isoToday } from './due-date';

describe('the due date (decision 0069: today to 365 days ahead)', () => {
  const schema = dueDateSchema('2026-11-30', isoDaysAfter('2026-11-30', 365));
  const problem = (due_date?: string) => {
    try {
      schema.validateSync({ due_date });
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('takes none, today and the last day; refuses yesterday and the day after the last', () => {
    expect([undefined, '', '2026-11-30', '2027-11-30'].map(problem)).toEqual([null, null, null, null]);
    expect(problem('2026-11-29')).toBe('dueDateBeforeToday');
    expect(problem('2027-12-01')).toBe('dueDateTooFar');
  });

  it('counts days across months and years, and reads today in a time zone', () => {
    expect(isoDaysAfter('2026-12-31', 1)).toBe('2027-01-01');
    expect(isoDaysAfter('2028-02-28', 1)).toBe('2028-02-29');
    const moment = new Date('2026-11-30T20:00:00Z');
    expect(isoToday('Asia/Jakarta', moment)).toBe('2026-12-01');
    expect(isoToday('UTC', moment)).toBe('2026-11-30');
  });
});
