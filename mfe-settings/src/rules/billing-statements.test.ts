import { orderStatements, statementState } from './billing-statements';

const NOW = new Date('2026-06-15T08:00:00Z');

describe('statementState (the reminder’s overdue rule, spec 02 §6)', () => {
  it.each([
    ['UNPAID', '2026-06-05', 'OVERDUE'],
    ['UNPAID', '2026-06-30', 'UNPAID'],
    ['PAID', '2026-06-05', 'PAID'],
    ['PAID', '2026-06-30', 'PAID'],
  ] as const)('%s due %s is %s', (status, due, state) => {
    expect(statementState({ status, due_date_term: due }, NOW)).toBe(state);
  });
});

test('orderStatements puts what is owed first, newest first within each', () => {
  const statements = [
    { id: 'a', status: 'PAID', due_date_term: '2026-05-06' },
    { id: 'b', status: 'UNPAID', due_date_term: '2026-06-30' },
    { id: 'c', status: 'UNPAID', due_date_term: '2026-06-05' },
    { id: 'd', status: 'PAID', due_date_term: '2026-06-01' },
  ] as const;
  expect(orderStatements(statements, NOW).map((s) => s.id)).toEqual(['c', 'b', 'd', 'a']);
});
