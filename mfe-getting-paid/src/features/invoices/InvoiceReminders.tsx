import { useEffect, useRef } from 'react';
import { useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { INVOICE_REMINDER_DAYS_MAX } from 'shared-contracts/areas/getting-paid/getting-paid';
import { prefilledReminders, remindersApply, type NewInvoiceValues } from '../../rules/reminders';
import { ReminderDayFields } from './ReminderDayFields';

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((day, index) => day === b[index]);

/**
 * Pre-fills the reminders with the business's default schedule for the chosen due date (decision
 * 0091) while they are still what was pre-filled: once the merchant changes them, they are theirs.
 */
function useDefaultReminders(values: NewInvoiceValues, schedule: readonly number[] | undefined, today: string) {
  const form = useForm<NewInvoiceValues>();
  const prefilled = useRef<string[]>([]);
  const { due_date: dueDate, should_send_email: emailed } = values;
  useEffect(() => {
    if (!schedule || !same(form.getState().values.reminder_days_before, prefilled.current)) return;
    prefilled.current = prefilledReminders(schedule, { due_date: dueDate, should_send_email: emailed }, today);
    form.change('reminder_days_before', prefilled.current);
  }, [form, schedule, dueDate, emailed, today]);
}

/**
 * The invoice's reminders (decision 0085): up to INVOICE_REMINDERS_MAX emails, each some days before
 * the due date; offered once the invoice has a due date and is emailed, and said so until then.
 * `schedule`: the business's default (decision 0091), pre-filled; undefined while it is not read.
 */
export function InvoiceReminders({ values, schedule, today }: { values: NewInvoiceValues; schedule: readonly number[] | undefined; today: string }) {
  const { t } = useTranslation('getting-paid');
  useDefaultReminders(values, schedule, today);
  return (
    <fieldset className="mdp-gp-section">
      <legend>{t('reminders.title')}</legend>
      {!remindersApply(values) ? (
        <p className="mdp-gp-muted">{t('reminders.needsDueDate')}</p>
      ) : (
        <>
          <p className="mdp-gp-muted">{t('reminders.help', { max: INVOICE_REMINDER_DAYS_MAX })}</p>
          {schedule && schedule.length > 0 ? <p className="mdp-gp-muted">{t('reminders.fromDefault')}</p> : null}
          <ReminderDayFields days={values.reminder_days_before} />
        </>
      )}
    </fieldset>
  );
}
