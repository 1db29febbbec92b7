import { observer } from 'mobx-react-lite';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { INVOICE_REMINDERS_MAX, INVOICE_REMINDER_DAYS_MAX } from 'shared-contracts/areas/getting-paid/getting-paid';
import { useHostApi } from 'shared-contracts/react';
import { Banner, Button, ErrorState, PageHeader, Skeleton } from 'shared-ui';
import { FormActions, FormError, submissionErrorsOf } from 'shared-ui/forms';
import { useReminderSchedule, useSaveReminderSchedule } from '../../api/invoice-reminder-settings';
import { scheduleErrors, typedDays, type ReminderScheduleValues } from '../../rules/reminders';
import { useGates } from '../../rules/use-gates';
import { Forbidden } from '../shared/Forbidden';
import { ReminderDayFields } from './ReminderDayFields';

/**
 * /invoices/settings (decision 0091): the business's default reminder schedule, which every new
 * emailed invoice with a due date starts with. The invoices' readers see it; those who may create an
 * invoice change it (others see it read-only, and the page says why).
 */
export const ReminderSettingsPage = observer(function ReminderSettingsPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('getting-paid');
  const gates = useGates(hostApi);
  const schedule = useReminderSchedule(hostApi, gates.read);
  const save = useSaveReminderSchedule(hostApi);
  const header = <PageHeader title={t('reminders.settings.title')} description={t('reminders.settings.description', { max: INVOICE_REMINDERS_MAX })} />;
  if (!gates.read) return <div className="mdp-gp-page">{header}<Forbidden reason="permission" /></div>;
  if (schedule.isPending) return <div className="mdp-gp-page">{header}<Skeleton label={t('reminders.settings.loading')} lines={4} /></div>;
  if (schedule.isError) {
    return <div className="mdp-gp-page">{header}<ErrorState title={t('reminders.settings.failed')} headingLevel={2} onRetry={() => void schedule.refetch()} /></div>;
  }
  const readOnly = !gates.createInvoice;

  const onSubmit = async (values: ReminderScheduleValues) => {
    try {
      await save.mutateAsync({ reminder_days_before: typedDays(values.reminder_days_before) });
      hostApi.toasts.show(t('reminders.settings.saved'), 'success');
      return undefined;
    } catch (error) {
      return submissionErrorsOf(error, [], t('reminders.settings.saveFailed'));
    }
  };

  return (
    <div className="mdp-gp-page">
      {header}
      {readOnly ? <Banner title={t('reminders.settings.readOnlyTitle')}>{t('reminders.settings.readOnly')}</Banner> : null}
      <Form<ReminderScheduleValues> onSubmit={onSubmit} validate={scheduleErrors} initialValues={{ reminder_days_before: schedule.data.reminder_days_before.map(String) }}>
        {({ handleSubmit, submitting, submitError, values }) => (
          <form className="mdp-gp-section" onSubmit={handleSubmit} noValidate aria-label={t('reminders.settings.title')}>
            <fieldset className="mdp-gp-section">
              <legend>{t('reminders.settings.legend')}</legend>
              <p className="mdp-gp-muted">{t('reminders.settings.help', { max: INVOICE_REMINDER_DAYS_MAX })}</p>
              {values.reminder_days_before.length === 0 ? <p className="mdp-gp-muted">{t('reminders.settings.none')}</p> : null}
              <ReminderDayFields days={values.reminder_days_before} readOnly={readOnly} />
            </fieldset>
            <p className="mdp-gp-muted">{t('reminders.settings.beforeDueOnly')}</p>
            <FormError>{submitError}</FormError>
            {readOnly ? null : (
              <FormActions align="start">
                <Button type="submit" busy={submitting}>
                  {t('reminders.settings.save')}
                </Button>
              </FormActions>
            )}
          </form>
        )}
      </Form>
    </div>
  );
});
