import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isGatewayError } from 'shared-contracts';
import { useHostApi } from 'shared-contracts/react';
import { EmptyState, ErrorState, PageHeader, Skeleton, Button } from 'shared-ui';
import { KeyValueList } from 'shared-ui/data';
import { FormActions, FormError, submissionErrorsOf } from 'shared-ui/forms';
import { earliestEndDate, RECURRING_EDITABLE_FIELDS, RECURRING_LIMITS, type RecurringPlanDetail } from 'shared-contracts/areas/getting-paid/recurring';
import { useEditRecurringPlan, useRecurringPlan } from '../../api/recurring-plans';
import { isoDaysAfter } from '../../rules/due-date';
import { changesOf, recurringEditInitial, validateRecurringEdit } from '../../rules/recurring-edit';
import type { RecurringFormValues } from '../../rules/recurring-form';
import { useRecurringGates } from '../../rules/use-recurring-gates';
import { Forbidden } from '../shared/Forbidden';
import { useDisplay } from '../shared/use-display';
import { PlanCustomerFields, PlanEndFields, PlanWhatFields } from './PlanFields';

/** The form of a live plan, prefilled; only what changed is sent, and the detail shows the answer. */
function PlanEditForm({ plan }: { plan: RecurringPlanDetail }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('getting-paid');
  const display = useDisplay(hostApi);
  const navigate = useNavigate();
  const edit = useEditRecurringPlan(hostApi);
  const { today, country } = display;
  const validate = useMemo(() => validateRecurringEdit(plan, today), [plan, today]);
  const initial = useMemo(() => recurringEditInitial(plan), [plan]);
  const back = () => void navigate('..', { relative: 'path' });

  const onSubmit = async (values: RecurringFormValues) => {
    const changes = changesOf(values, plan);
    if (Object.keys(changes).length === 0) {
      hostApi.toasts.show(t('recurring.edit.unchanged'), 'info');
      back();
      return undefined;
    }
    try {
      await edit.mutateAsync({ id: plan.id, changes });
      hostApi.toasts.show(t('recurring.edit.saved'), 'success');
      back();
      return undefined;
    } catch (error) {
      return submissionErrorsOf(error, RECURRING_EDITABLE_FIELDS, t('recurring.edit.failed'));
    }
  };

  return (
    <Form<RecurringFormValues> onSubmit={onSubmit} validate={validate} initialValues={initial}>
      {({ handleSubmit, submitting, submitError, values }) => (
        <form className="mdp-gp-section mdp-gp-preview" onSubmit={handleSubmit} noValidate aria-label={t('recurring.edit.title')}>
          <PlanWhatFields currency={plan.currency} />
          <KeyValueList
            items={[
              { key: 'every', term: t('recurring.create.interval'), value: t(`recurring.every.${plan.interval}`) },
              { key: 'start', term: t('recurring.detail.start'), value: display.day(plan.start_date) },
            ]}
          />
          <p className="mdp-gp-muted">{t('recurring.edit.fixed')}</p>
          <PlanEndFields
            ends={values.ends}
            country={country}
            minDate={earliestEndDate(plan, today)}
            maxDate={isoDaysAfter(plan.start_date, RECURRING_LIMITS.endDaysMax)}
            countHelp={t('recurring.edit.countHelp', { count: plan.cycles_issued })}
          />
          <PlanCustomerFields />
          <FormError>{submitError}</FormError>
          <FormActions align="start">
            <Button type="submit" busy={submitting}>
              {t('recurring.edit.submit')}
            </Button>
            <Link to=".." relative="path" className="mdp-button" data-variant="secondary">
              {t('recurring.edit.cancel')}
            </Link>
          </FormActions>
        </form>
      )}
    </Form>
  );
}

/** Editing a live plan (decision 0088): its name, description, amount, customer and end, for its future cycles. */
export const EditRecurringPlanPage = observer(function EditRecurringPlanPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('getting-paid');
  const { id = '' } = useParams();
  const gates = useRecurringGates(hostApi);
  const plan = useRecurringPlan(hostApi, id);
  const back = (
    <Link to=".." relative="path">
      {t('recurring.edit.back')}
    </Link>
  );
  if (gates.decided && !gates.create) return <Forbidden reason={gates.change ? 'mode' : 'permission'} />;
  if (plan.isPending) return <Skeleton label={t('detail.loading')} lines={8} />;
  if (plan.isError) {
    if (isGatewayError(plan.error) && (plan.error.status === 404 || plan.error.status === 403)) return <PageHeader title={t('detail.notFound')} description={back} />;
    return <ErrorState title={t('detail.failed')} headingLevel={2} onRetry={() => void plan.refetch()} />;
  }
  const live = plan.data.status === 'ACTIVE' || plan.data.status === 'PAUSED';
  return (
    <div className="mdp-gp-page">
      <PageHeader title={t('recurring.edit.title')} description={back} />
      {live ? (
        <>
          <p className="mdp-gp-muted">{t('recurring.edit.description', { name: plan.data.name })}</p>
          <PlanEditForm plan={plan.data} />
        </>
      ) : (
        <EmptyState title={t('recurring.edit.notLive')} description={t('recurring.edit.notLiveDescription')} headingLevel={2} />
      )}
    </div>
  );
});
