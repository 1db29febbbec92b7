/**
 * The business's default invoice reminders (issue 44, docs/decisions/0091-default-invoice-reminders.md):
 * one schedule per business and environment, days before the due date, applied to a new invoice that
 * names no reminders of its own. The rule is the per-invoice one (decision 0085, `reminderScheduleProblems`).
 */
export const INVOICE_REMINDER_SETTINGS_API = {
  /** GET: the business's default schedule in the environment (none until saved). PUT (InvoiceReminderSettings): replace it. */
  settings: '/api/invoice-settings/reminders',
} as const;

export interface InvoiceReminderSettings {
  /** Days before the due date, as a new invoice's `reminder_days_before`; empty: no default reminders. */
  reminder_days_before: number[];
}

export interface InvoiceReminderSettingsAnswer extends InvoiceReminderSettings {
  /** When it was last saved; null until then. */
  updated: string | null;
}
