import type { TranslationTree } from 'shared-contracts';

// Invoice reminders (decision 0085); translations/reminders.id.ts has the same keys.
export const remindersEn: TranslationTree = {
  title: 'Reminders',
  needsDueDate: 'Choose a due date and email the invoice to send reminders before it is due.',
  help: 'Emails to your customer before the due date, at 09:00 your business’s time: 0 to {{max}} days before, up to 4 reminders. None is sent once the invoice is paid, voided or expired.',
  daysBefore: 'Reminder {{number}}: days before the due date',
  remove: 'Remove reminder {{number}}',
  add: 'Add a reminder',
  scheduled: 'Reminders',
  onDueDate: 'On the due date',
  daysBeforeShort_one: '{{count}} day before',
  daysBeforeShort_other: '{{count}} days before',
  fromDefault: 'Filled in from your business’s default reminders; change them for this invoice if you like.',
  // The business's default schedule (decision 0091).
  settings: {
    title: 'Invoice reminders',
    link: 'Reminder settings',
    description: 'The reminders every new invoice starts with when it has a due date and is emailed: up to {{max}}, changeable on each invoice.',
    legend: 'Default reminders',
    help: 'Emails to your customer 0 to {{max}} days before the due date, at 09:00 your business’s time. Days that have already passed when an invoice is made are skipped.',
    none: 'No default reminders: new invoices get none unless you add them on the invoice.',
    beforeDueOnly: 'Reminders go before the due date only: an invoice expires at the end of its due date, when your customer can no longer pay it.',
    loading: 'Loading the reminder settings',
    failed: 'The reminder settings could not be loaded.',
    save: 'Save reminders',
    saved: 'Default reminders saved. New invoices start with them.',
    saveFailed: 'The reminders could not be saved. Check them and try again.',
    readOnlyTitle: 'View only',
    readOnly: 'Only team members who can create invoices can change the default reminders.',
  },
};
