import { Field, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { INVOICE_REMINDERS_MAX, INVOICE_REMINDER_DAYS_MAX } from 'shared-contracts/areas/getting-paid/getting-paid';
import { Button } from 'shared-ui';
import { TextField, fromFinalForm } from 'shared-ui/forms';
import { remindersApply, type NewInvoiceValues } from '../../rules/reminders';

/**
 * The invoice's reminders (decision 0085): up to INVOICE_REMINDERS_MAX emails, each some days before
 * the due date; offered once the invoice has a due date and is emailed, and said so until then.
 */
export function InvoiceReminders({ values }: { values: NewInvoiceValues }) {
  const { t } = useTranslation('getting-paid');
  const form = useForm<NewInvoiceValues>();
  const message = (key: string) => t(`validation.${key}`);
  const reminders = values.reminder_days_before;
  return (
    <fieldset className="mdp-gp-section">
      <legend>{t('reminders.title')}</legend>
      {!remindersApply(values) ? (
        <p className="mdp-gp-muted">{t('reminders.needsDueDate')}</p>
      ) : (
        <>
          <p className="mdp-gp-muted">{t('reminders.help', { max: INVOICE_REMINDER_DAYS_MAX })}</p>
          {reminders.map((_reminder, index) => (
            <div className="mdp-gp-reminder" key={index}>
              <Field<string> name={`reminder_days_before[${index}]`}>
                {(props) => <TextField {...fromFinalForm(props, message)} label={t('reminders.daysBefore', { number: index + 1 })} inputMode="numeric" required />}
              </Field>
              <Button variant="secondary" onClick={() => form.change('reminder_days_before', reminders.filter((_, other) => other !== index))} aria-label={t('reminders.remove', { number: index + 1 })}>
                {t('create.remove')}
              </Button>
            </div>
          ))}
          {reminders.length < INVOICE_REMINDERS_MAX ? (
            <div>
              <Button variant="secondary" onClick={() => form.change('reminder_days_before', [...reminders, ''])}>
                {t('reminders.add')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </fieldset>
  );
}
