import type { TFunction } from 'i18next';
import type { InvoiceDetail, InvoiceReminder } from 'shared-contracts/areas/getting-paid/getting-paid';
import { reminderDay } from 'shared-contracts/areas/getting-paid/getting-paid-rules';
import type { TimelineEvent } from 'shared-ui/data';
import type { Display } from '../shared/use-display';

const TONE = { created: 'neutral', sent: 'info', viewed: 'info', paid: 'success', expired: 'danger', voided: 'danger' } as const;

/** When a reminder goes, said as the merchant chose it: "3 days before", "On the due date". */
export const reminderWhen = (t: TFunction, days: number): string => (days === 0 ? t('reminders.onDueDate') : t('reminders.daysBeforeShort', { count: days }));

/** The invoice's events, its sent reminders (decision 0085) and a draft's issue (0069) among them, oldest first. */
export function invoiceEvents(invoice: InvoiceDetail, t: TFunction, display: Display): TimelineEvent[] {
  const events = invoice.timeline.map((event) => ({ id: event.event, at: event.at, title: t(`event.${event.event}`), tone: TONE[event.event] }));
  const issued = invoice.issued_at ? [{ id: 'issued', at: invoice.issued_at, title: t('event.issued'), tone: 'info' as const }] : [];
  const reminders = (invoice.reminders ?? []).flatMap((reminder) =>
    reminder.sent_at === null ? [] : [{ id: `reminded-${reminder.days_before}`, at: reminder.sent_at, title: t('event.reminded'), description: reminderWhen(t, reminder.days_before), tone: 'info' as const }],
  );
  // Issued before the email it sent at the same moment.
  return [...issued, ...events, ...reminders].sort((a, b) => a.at.localeCompare(b.at)).map(({ at, ...event }) => ({ ...event, time: display.time(at) }));
}

/**
 * The reminders still to go, earliest first (the gateway answers them only while the invoice is
 * PENDING), by their day: each goes at 09:00 of the business's day, which a moment in the user's
 * time zone would not say.
 */
export function ScheduledReminders({ reminders, dueDate, t, display }: { reminders: readonly InvoiceReminder[]; dueDate: string; t: TFunction; display: Display }) {
  return (
    <ul className="mdp-gp-plain">
      {reminders.map((reminder) => (
        <li key={reminder.days_before}>
          {display.day(reminderDay(dueDate, reminder.days_before))} · {reminderWhen(t, reminder.days_before)}
        </li>
      ))}
    </ul>
  );
}
