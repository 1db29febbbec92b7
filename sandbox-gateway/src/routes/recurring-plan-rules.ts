import type { FieldError } from 'shared-contracts';
import { CUSTOMER_NAME_MAX, GETTING_PAID_CURRENCIES } from 'shared-contracts/areas/getting-paid/getting-paid';
import { amountProblem } from 'shared-contracts/areas/getting-paid/getting-paid-rules';
import { earliestEndDate, planEndProblem, RECURRING_EDITABLE_FIELDS, RECURRING_INTERVALS, RECURRING_LIMITS } from 'shared-contracts/areas/getting-paid/recurring';
import { AMOUNT_MAX, type Currency } from 'shared-contracts/rules';
import type { Validated } from '../http/gateway-app';
import { DAY_SCHEMA, EMAIL_SCHEMA, nameSchema, objectSchema } from '../http/validation';
import { addDays } from '../store/business-calendar';
import type { PlanChangeRow, RecurringPlanRow } from '../store/recurring-plans';

/** A plan's fields as a new plan and an edit take them. Limits: RECURRING_LIMITS (shared-contracts, decision 0082). */
const PLAN_FIELDS = {
  name: nameSchema(RECURRING_LIMITS.nameMax),
  description: { type: 'string', maxLength: RECURRING_LIMITS.descriptionMax },
  currency: { type: 'string', enum: [...GETTING_PAID_CURRENCIES] },
  amount: { type: 'integer', minimum: 1, maximum: AMOUNT_MAX },
  interval: { type: 'string', enum: [...RECURRING_INTERVALS] },
  start_date: DAY_SCHEMA,
  total_cycles: { type: 'integer', minimum: 1, maximum: RECURRING_LIMITS.totalCyclesMax },
  end_date: DAY_SCHEMA,
  customer_name: nameSchema(CUSTOMER_NAME_MAX),
  customer_email: EMAIL_SCHEMA,
} as const;

export const NEW_PLAN = objectSchema(PLAN_FIELDS, ['name', 'currency', 'amount', 'interval', 'start_date', 'customer_name', 'customer_email']);
export type NewPlanBody = Validated<typeof NEW_PLAN>;

/**
 * An edit (decision 0088): the creation's own field schemas; the end's two may be null ("not this
 * way"). Interval, currency and start date are not among them: an unknown field is refused.
 */
export const PLAN_CHANGES = objectSchema({
  name: PLAN_FIELDS.name,
  description: PLAN_FIELDS.description,
  amount: PLAN_FIELDS.amount,
  customer_name: PLAN_FIELDS.customer_name,
  customer_email: PLAN_FIELDS.customer_email,
  total_cycles: { ...PLAN_FIELDS.total_cycles, type: ['integer', 'null'] },
  end_date: { ...PLAN_FIELDS.end_date, type: ['string', 'null'] },
});
export type PlanChangesBody = Validated<typeof PLAN_CHANGES>;

function amountErrors(amount: number | undefined, currency: Currency): FieldError[] {
  const problem = amount === undefined ? null : amountProblem(amount, currency);
  if (!problem) return [];
  return [{ field: 'amount', message: problem === 'belowMin' ? 'is below the smallest amount of its currency' : 'is above the largest amount' }];
}

/** One end at most, and an end date from the start to five years after it (creation's rule, and an edit's). */
function endErrors(end: { total_cycles?: number | null; end_date?: string | null }, start: string): FieldError[] {
  const endDate = end.end_date ?? undefined;
  if (endDate !== undefined && end.total_cycles != null) return [{ field: 'end_date', message: 'a plan ends after a number of cycles or on an end date, not both' }];
  if (endDate !== undefined && (endDate < start || endDate > addDays(start, RECURRING_LIMITS.endDaysMax))) {
    return [{ field: 'end_date', message: `must be from start_date to ${RECURRING_LIMITS.endDaysMax} days after it` }];
  }
  return [];
}

/** What the schema cannot say of a new plan: the currency the business bills in, the amount's bounds, the days in order and in reach. */
export function planProblems(body: NewPlanBody, billed: Currency, multicurrency: boolean, today: string): FieldError[] {
  const errors: FieldError[] = [];
  if (body.currency !== billed && !multicurrency) errors.push({ field: 'currency', message: `must be ${billed}: this business does not bill in other currencies` });
  errors.push(...amountErrors(body.amount, body.currency));
  if (body.start_date < today || body.start_date > addDays(today, RECURRING_LIMITS.startDaysMax)) errors.push({ field: 'start_date', message: `must be from today to ${RECURRING_LIMITS.startDaysMax} days ahead` });
  errors.push(...endErrors(body, body.start_date));
  return errors;
}

/** The fields an edit changes (the environment parameter is not one). */
const changedFields = (body: PlanChangesBody): (typeof RECURRING_EDITABLE_FIELDS)[number][] => RECURRING_EDITABLE_FIELDS.filter((field) => body[field] !== undefined);

/** The end an edit gives: replaced as a whole when either of its fields is sent, else the plan's own (decision 0088). */
const endOf = (body: PlanChangesBody, plan: RecurringPlanRow): { total_cycles: number | null; end_date: string | null } =>
  body.total_cycles !== undefined || body.end_date !== undefined ? { total_cycles: body.total_cycles ?? null, end_date: body.end_date ?? null } : { total_cycles: plan.total_cycles, end_date: plan.end_date };

/**
 * What the schema cannot say of an edit (decision 0088), against the plan as it stands: at least one
 * change, the amount's bounds in the plan's currency, creation's end rules from the plan's start, and
 * no end before what the plan already did (planEndProblem, shared with the form).
 */
export function changeProblems(body: PlanChangesBody, plan: RecurringPlanRow, today: string): FieldError[] {
  if (changedFields(body).length === 0) return [{ field: 'body', message: `names no change: send at least one of ${RECURRING_EDITABLE_FIELDS.join(', ')}` }];
  const errors = [...amountErrors(body.amount, plan.currency)];
  if (body.total_cycles === undefined && body.end_date === undefined) return errors;
  const end = endOf(body, plan);
  const bounds = endErrors(end, plan.start_date);
  if (bounds.length > 0) return [...errors, ...bounds];
  const problem = planEndProblem(end, plan, today);
  if (problem === 'cyclesBelowIssued') errors.push({ field: 'total_cycles', message: `must be at least ${plan.cycles_issued}, the cycles already issued` });
  if (problem === 'endDateBeforeNext') errors.push({ field: 'end_date', message: `must be on or after ${earliestEndDate(plan, today)}, the next cycle's day` });
  return errors;
}

/** A checked edit as the store writes it: names trimmed as on creation, the end as a whole when sent. */
export function changesOf(body: PlanChangesBody, plan: RecurringPlanRow): PlanChangeRow {
  const changes: PlanChangeRow = {};
  for (const field of ['name', 'description', 'customer_name'] as const) if (body[field] !== undefined) changes[field] = body[field].trim();
  if (body.amount !== undefined) changes.amount = body.amount;
  if (body.customer_email !== undefined) changes.customer_email = body.customer_email;
  return body.total_cycles !== undefined || body.end_date !== undefined ? { ...changes, ...endOf(body, plan) } : changes;
}
