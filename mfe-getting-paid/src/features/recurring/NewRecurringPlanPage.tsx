import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useHostApi } from 'shared-contracts/react';
import { Button, PageHeader } from 'shared-ui';
import { FormActions, FormError, RadioGroup, fromFinalForm, submissionErrorsOf } from 'shared-ui/forms';
import { DatePicker } from 'shared-ui/pickers';
import { RECURRING_INTERVALS, RECURRING_LIMITS } from 'shared-contracts/areas/getting-paid/recurring';
import { useCreateRecurringPlan } from '../../api/recurring-plans';
import { isoDaysAfter } from '../../rules/due-date';
import { planOf, RECURRING_FORM_INITIAL, validateRecurringForm, type RecurringFormValues } from '../../rules/recurring-form';
import { useRecurringGates } from '../../rules/use-recurring-gates';
import { Forbidden } from '../shared/Forbidden';
import { useDisplay } from '../shared/use-display';
import { PlanCustomerFields, PlanEndFields, PlanWhatFields } from './PlanFields';

const FIELDS = ['name', 'description', 'amount', 'currency', 'interval', 'start_date', 'total_cycles', 'end_date', 'customer_name', 'customer_email'];

/** A new recurring plan (decision 0082): what, how much, how often, from when, until when, for whom. */
export const NewRecurringPlanPage = observer(function NewRecurringPlanPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('getting-paid');
  const gates = useRecurringGates(hostApi);
  const display = useDisplay(hostApi);
  const navigate = useNavigate();
  const create = useCreateRecurringPlan(hostApi);
  const { today, currency, country } = display;
  const validate = useMemo(() => validateRecurringForm(currency, today), [currency, today]);
  const initial = useMemo(() => RECURRING_FORM_INITIAL(today), [today]);
  const message = (key: string) => t(`validation.${key}`);
  if (gates.decided && !gates.create) return <Forbidden reason={gates.change ? 'mode' : 'permission'} />;

  const onSubmit = async (values: RecurringFormValues) => {
    try {
      const created = await create.mutateAsync(planOf(values, currency));
      hostApi.toasts.show(t('recurring.create.created'), 'success');
      void navigate(`../${created.id}`, { relative: 'path' });
      return undefined;
    } catch (error) {
      return submissionErrorsOf(error, FIELDS, t('recurring.create.failed'));
    }
  };

  return (
    <div className="mdp-gp-page">
      <PageHeader title={t('recurring.create.title')} description={<Link to="..">{t('recurring.detail.back')}</Link>} />
      <p className="mdp-gp-muted">{t('recurring.create.description')}</p>
      <Form<RecurringFormValues> onSubmit={onSubmit} validate={validate} initialValues={initial}>
        {({ handleSubmit, submitting, submitError, values }) => (
          <form className="mdp-gp-section mdp-gp-preview" onSubmit={handleSubmit} noValidate aria-label={t('recurring.create.title')}>
            <PlanWhatFields currency={currency} />
            <Field<string> name="interval">
              {({ input }) => (
                <RadioGroup
                  label={t('recurring.create.interval')}
                  orientation="horizontal"
                  value={input.value}
                  onChange={input.onChange}
                  options={RECURRING_INTERVALS.map((interval) => ({ value: interval, label: t(`recurring.interval.${interval}`) }))}
                />
              )}
            </Field>
            <Field<string> name="start_date">
              {(props) => (
                <DatePicker {...fromFinalForm(props, message)} country={country} minDate={today} maxDate={isoDaysAfter(today, RECURRING_LIMITS.startDaysMax)} label={t('recurring.create.startDate')} description={t('recurring.create.startDateHelp')} required />
              )}
            </Field>
            <PlanEndFields ends={values.ends} country={country} minDate={values.start_date || today} maxDate={isoDaysAfter(values.start_date || today, RECURRING_LIMITS.endDaysMax)} />
            <PlanCustomerFields />
            <FormError>{submitError}</FormError>
            <FormActions align="start">
              <Button type="submit" busy={submitting}>
                {t('recurring.create.submit')}
              </Button>
            </FormActions>
          </form>
        )}
      </Form>
    </div>
  );
});
