import { string, type ObjectSchema } from 'yup';
import { toMajor } from 'shared-contracts/areas/getting-paid/getting-paid';
import { planEndProblem, type RecurringPlan, type RecurringPlanChanges } from 'shared-contracts/areas/getting-paid/recurring';
import { validateWith } from 'shared-contracts/rules';
import { planOf, recurringFormSchema, type RecurringFormValues } from './recurring-form';

/**
 * Editing a live plan (decision 0088): the create form's values and schema, with the plan's start
 * date kept as it is (not editable: only the end's bounds read it) and the end checked against what
 * the plan already did (planEndProblem, the gateway's own rule): its count not below the invoices
 * issued, its end date not before the next cycle's day.
 */
export function recurringEditSchema(plan: RecurringPlan, today: string): ObjectSchema<RecurringFormValues> {
  return recurringFormSchema(plan.currency, today)
    .shape({ start_date: string().defined() })
    .test('endAfterIssued', (values, context) => {
      const problem = planEndProblem(endOf(values), plan, today);
      if (!problem) return true;
      return context.createError({ path: problem === 'cyclesBelowIssued' ? 'total_cycles' : 'end_date', message: problem });
    });
}

export const validateRecurringEdit = (plan: RecurringPlan, today: string) => validateWith(recurringEditSchema(plan, today));

/** The end the values choose, as the gateway stores it (numbers and days that do not read are left to the field rules). */
function endOf(values: Pick<RecurringFormValues, 'ends' | 'total_cycles' | 'end_date'>): { total_cycles: number | null; end_date: string | null } {
  const count = values.ends === 'COUNT' && /^\d+$/.test(values.total_cycles) ? Number(values.total_cycles) : null;
  return { total_cycles: count, end_date: values.ends === 'DATE' && values.end_date ? values.end_date : null };
}

/** The form prefilled with the plan as it stands. */
export function recurringEditInitial(plan: RecurringPlan): RecurringFormValues {
  const ends = plan.total_cycles !== null ? 'COUNT' : plan.end_date !== null ? 'DATE' : 'NEVER';
  return {
    name: plan.name, description: plan.description, amount: String(toMajor(plan.amount, plan.currency)), interval: plan.interval, start_date: plan.start_date,
    ends, total_cycles: plan.total_cycles === null ? '' : String(plan.total_cycles), end_date: plan.end_date ?? '', customer_name: plan.customer.name, customer_email: plan.customer.email,
  };
}

/** What the checked values change, as the gateway takes it: only the fields that differ, the end as a whole. */
export function changesOf(values: RecurringFormValues, plan: RecurringPlan): RecurringPlanChanges {
  const next = planOf(values, plan.currency);
  const changes: RecurringPlanChanges = {};
  if (next.name !== plan.name) changes.name = next.name;
  if ((next.description ?? '') !== plan.description) changes.description = next.description ?? '';
  if (next.amount !== plan.amount) changes.amount = next.amount;
  if (next.customer_name !== plan.customer.name) changes.customer_name = next.customer_name;
  if (next.customer_email !== plan.customer.email) changes.customer_email = next.customer_email;
  const end = { total_cycles: next.total_cycles ?? null, end_date: next.end_date ?? null };
  return end.total_cycles !== plan.total_cycles || end.end_date !== plan.end_date ? { ...changes, ...end } : changes;
}
