import { GETTING_PAID_MESSAGES as M, reminderProblems, type InvoiceFormValues } from 'shared-contracts/areas/getting-paid/getting-paid-rules';

/** The create form's values with its reminders as typed: days before the due date, one box each (decision 0085). */
export interface NewInvoiceValues extends InvoiceFormValues {
  reminder_days_before: string[];
}

/** Reminders go by email before a due date: the form offers them only for an emailed invoice with a due date. */
export const remindersApply = (values: Pick<InvoiceFormValues, 'due_date' | 'should_send_email'>): boolean => Boolean(values.due_date) && values.should_send_email;

/**
 * Each reminder's message key, or undefined (decision 0085, as the gateway checks it): typed, digits
 * only, then the shared rule (0 to 30 days, each once, on a day after `today`). Nothing when the
 * reminders do not apply: they are not sent then.
 */
export function reminderErrors(values: NewInvoiceValues, today: string): (string | undefined)[] | undefined {
  if (!remindersApply(values) || values.reminder_days_before.length === 0) return undefined;
  const typed = values.reminder_days_before.map((text) => text.trim());
  // What does not read is NaN: never equal to another, so it is not "chosen twice".
  const problems = reminderProblems(typed.map((text) => (/^\d+$/.test(text) ? Number(text) : Number.NaN)), values.due_date ?? '', today);
  const errors = typed.map((text, index) => {
    if (text === '') return M.requiredField;
    if (!/^\d+$/.test(text)) return M.numericOnly;
    return problems[index] ?? undefined;
  });
  return errors.some(Boolean) ? errors : undefined;
}

/** The reminders as the gateway takes them; none when they do not apply. */
export const reminderDaysOf = (values: NewInvoiceValues): { reminder_days_before?: number[] } =>
  remindersApply(values) && values.reminder_days_before.length > 0 ? { reminder_days_before: values.reminder_days_before.map((text) => Number(text.trim())) } : {};
