import { Field, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { INVOICE_REMINDERS_MAX } from 'shared-contracts/areas/getting-paid/getting-paid';
import { Button } from 'shared-ui';
import { TextField, fromFinalForm } from 'shared-ui/forms';

/**
 * The boxes of `reminder_days_before`: one per reminder, days before the due date, each removable,
 * up to INVOICE_REMINDERS_MAX (decisions 0085 and 0091: an invoice's reminders and the business's
 * default schedule). Read-only: the boxes without Add and Remove.
 */
export function ReminderDayFields({ days, readOnly = false }: { days: string[]; readOnly?: boolean }) {
  const { t } = useTranslation('getting-paid');
  const form = useForm<{ reminder_days_before: string[] }>();
  const message = (key: string) => t(`validation.${key}`);
  return (
    <>
      {days.map((_day, index) => (
        <div className="mdp-gp-reminder" key={index}>
          <Field<string> name={`reminder_days_before[${index}]`}>
            {(props) => <TextField {...fromFinalForm(props, message)} label={t('reminders.daysBefore', { number: index + 1 })} inputMode="numeric" required disabled={readOnly} />}
          </Field>
          {readOnly ? null : (
            <Button variant="secondary" onClick={() => form.change('reminder_days_before', days.filter((_, other) => other !== index))} aria-label={t('reminders.remove', { number: index + 1 })}>
              {t('create.remove')}
            </Button>
          )}
        </div>
      ))}
      {days.length < INVOICE_REMINDERS_MAX && !readOnly ? (
        <div>
          <Button variant="secondary" onClick={() => form.change('reminder_days_before', [...days, ''])}>
            {t('reminders.add')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
