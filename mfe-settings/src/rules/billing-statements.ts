import type { BillingStatement } from 'shared-contracts/areas/settings/settings';
import { isOverdue } from 'shared-contracts/rules';

export type StatementState = 'PAID' | 'UNPAID' | 'OVERDUE';

/** The state a statement shows: the shell's billing reminder's overdue rule (spec 02 §6), so both agree. */
export function statementState(statement: Pick<BillingStatement, 'status' | 'due_date_term'>, now: Date): StatementState {
  if (isOverdue(statement, now)) return 'OVERDUE';
  return statement.status;
}

/** Newest due date first; what is owed (overdue, then unpaid) before what is paid. */
export function orderStatements<T extends Pick<BillingStatement, 'status' | 'due_date_term'>>(statements: readonly T[], now: Date): T[] {
  const rank: Record<StatementState, number> = { OVERDUE: 0, UNPAID: 1, PAID: 2 };
  return [...statements].sort(
    (a, b) => rank[statementState(a, now)] - rank[statementState(b, now)] || b.due_date_term.localeCompare(a.due_date_term),
  );
}
