import { GETTING_PAID_MESSAGES as M, defaultRemindersFor, reminderProblems, reminderScheduleProblems, type InvoiceFormValues } from 'shared-contracts/areas/getting-paid/getting-paid-rules';
import type { Currency } from 'shared-contracts/rules';

/** The create form's values with its reminders as typed: days before the due date, one box each (decision 0085). */
export interface NewInvoiceValues extends InvoiceFormValues {
  reminder_days_before: string[];
  /** The business's own, or another where the business may bill in others (`allowed_multicurrency`). */
  currency: Currency;
}

/** The default schedule's form (decision 0091): the same boxes, without a due date. */
export interface ReminderScheduleValues {
  reminder_days_before: string[];
}

/** Reminders go by email before a due date: the form offers them only for an emailed invoice with a due date. */
export const remindersApply = (values: Pick<InvoiceFormValues, 'due_date' | 'should_send_email'>): boolean => Boolean(values.due_date) && values.should_send_email;

/**
 * Each typed day's message key, or undefined: typed, digits only, then the shared rule `problemsOf`
 * gives for the numbers. Undefined when all are good.
 */
function typedDayErrors(typedDays: readonly string[], problemsOf: (days: number[]) => (string | null)[]): (string | undefined)[] | undefined {
  const typed = typedDays.map((text) => text.trim());
  // What does not read is NaN: never equal to another, so it is not "chosen twice".
  const problems = problemsOf(typed.map((text) => (/^\d+$/.test(text) ? Number(text) : Number.NaN)));
  const errors = typed.map((text, index) => {
    if (text === '') return M.requiredField;
    if (!/^\d+$/.test(text)) return M.numericOnly;
    return problems[index] ?? undefined;
  });
  return errors.some(Boolean) ? errors : undefined;
}

/**
 * Each reminder's message key, or undefined (decision 0085, as the gateway checks it): typed, digits
 * only, then the shared rule (0 to 30 days, each once, on a day after `today`). Nothing when the
 * reminders do not apply: they are not sent then.
 */
export function reminderErrors(values: NewInvoiceValues, today: string): (string | undefined)[] | undefined {
  if (!remindersApply(values) || values.reminder_days_before.length === 0) return undefined;
  return typedDayErrors(values.reminder_days_before, (days) => reminderProblems(days, values.due_date ?? '', today));
}

/** The default schedule's errors (decision 0091): the same rule without a due date (0 to 30 days, each once). */
export function scheduleErrors(values: ReminderScheduleValues): { reminder_days_before?: (string | undefined)[] } {
  const errors = typedDayErrors(values.reminder_days_before, reminderScheduleProblems);
  return errors ? { reminder_days_before: errors } : {};
}

/** Typed days as numbers (checked already). */
export const typedDays = (typed: readonly string[]): number[] => typed.map((text) => Number(text.trim()));

/**
 * The reminders as the gateway takes them; none when they do not apply. An empty list is sent as
 * "none" once the form has shown the business's default (decision 0091: the merchant removed it);
 * otherwise it is left out, and the gateway applies the default as it does for an older remote.
 */
export function reminderDaysOf(values: NewInvoiceValues, defaultShown = false): { reminder_days_before?: number[] } {
  if (!remindersApply(values) || (values.reminder_days_before.length === 0 && !defaultShown)) return {};
  return { reminder_days_before: typedDays(values.reminder_days_before) };
}

/**
 * What the create form pre-fills (decision 0091): the business's default schedule for this due date,
 * without the days today or earlier (as the gateway applies it), typed as the boxes hold it.
 */
export const prefilledReminders = (schedule: readonly number[], values: Pick<InvoiceFormValues, 'due_date' | 'should_send_email'>, today: string): string[] =>
  remindersApply(values) ? defaultRemindersFor(schedule, values.due_date ?? '', today).map(String) : [];
