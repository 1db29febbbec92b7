import type { PermissionFlags } from '../../contract/entities';

/**
 * What the reminder reads of a billing statement (the settings area's BillingStatement): the rules
 * import no area, the areas import the rules (docs/decisions/0055-lint-what-the-decisions-say.md).
 */
export interface StatementDue {
  status: 'PAID' | 'UNPAID';
  /** ISO date: after it an unpaid statement is overdue. */
  due_date_term: string;
}

/** An unpaid statement whose due date term has passed (spec 02 §6). */
export function isOverdue(statement: StatementDue, now: Date): boolean {
  return statement.status === 'UNPAID' && new Date(statement.due_date_term).getTime() < now.getTime();
}

/** Where the reminder's pay link goes. */
export const BILLING_PAY_PATH = '/settings/billings#billing-statements';

/**
 * The unpaid-billing reminder: for users with can_administer and can_view, when a statement is
 * overdue, unless dismissed.
 */
export function showsBillingReminder(
  user: Pick<PermissionFlags, 'can_administer' | 'can_view'>,
  statements: readonly StatementDue[],
  now: Date,
  dismissed: boolean,
): boolean {
  return user.can_administer && user.can_view && !dismissed && statements.some((s) => isOverdue(s, now));
}
