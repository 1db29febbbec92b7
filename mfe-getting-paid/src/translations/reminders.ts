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
};
