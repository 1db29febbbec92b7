import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isGatewayError } from 'shared-contracts';
import { useHostApi } from 'shared-contracts/react';
import { Card, ErrorState, PageHeader, Skeleton } from 'shared-ui';
import { KeyValueList } from 'shared-ui/data';
import type { RecurringPlanDetail } from 'shared-contracts/areas/getting-paid/recurring';
import { useRecurringPlan } from '../../api/recurring-plans';
import { useRecurringGates } from '../../rules/use-recurring-gates';
import { Status } from '../shared/Status';
import { useDisplay, type Display } from '../shared/use-display';
import { IssueNext, PlanActions } from './PlanActions';
import { PlanCardOnFile } from './PlanCardOnFile';
import { PlanCycles } from './PlanCycles';

type Translate = (key: string, values?: Record<string, string | number>) => string;

const endOf = (plan: RecurringPlanDetail, display: Display, t: Translate): string => {
  if (plan.total_cycles !== null) return t('recurring.detail.endsCount', { count: plan.total_cycles });
  if (plan.end_date !== null) return t('recurring.detail.endsDate', { date: display.day(plan.end_date) });
  return t('recurring.detail.endsNever');
};

/** What happened to a plan that no longer bills every cycle. */
const noteOf = (plan: RecurringPlanDetail, display: Display, t: Translate): string | null => {
  if (plan.status === 'PAUSED' && plan.paused_at) return t('recurring.detail.pausedNote', { date: display.time(plan.paused_at) });
  if (plan.status === 'STOPPED' && plan.stopped_at) return t('recurring.detail.stoppedNote', { date: display.time(plan.stopped_at) });
  if (plan.status === 'COMPLETED' && plan.completed_at) return t('recurring.detail.completedNote', { date: display.time(plan.completed_at) });
  return null;
};

/** One plan (decision 0082): its facts, edit (0088), pause / resume / stop, its card on file (0089), the sandbox's "next invoice now", and its cycles' invoices. */
export const RecurringPlanPage = observer(function RecurringPlanPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('getting-paid');
  const { id = '' } = useParams();
  const gates = useRecurringGates(hostApi);
  const display = useDisplay(hostApi);
  const plan = useRecurringPlan(hostApi, id);
  const back = <Link to="..">{t('recurring.detail.back')}</Link>;
  if (plan.isPending) return <Skeleton label={t('detail.loading')} lines={8} />;
  if (plan.isError) {
    if (isGatewayError(plan.error) && (plan.error.status === 404 || plan.error.status === 403)) return <PageHeader title={t('detail.notFound')} description={back} />;
    return <ErrorState title={t('detail.failed')} headingLevel={2} onRetry={() => void plan.refetch()} />;
  }
  const data = plan.data;
  const live = data.status === 'ACTIVE' || data.status === 'PAUSED';
  const note = noteOf(data, display, t);
  return (
    <div className="mdp-gp-page">
      <PageHeader title={data.name} description={back} actions={gates.change && live ? <PlanActions plan={data} editable={gates.create} /> : null} />
      {note ? <p className="mdp-gp-muted">{note}</p> : null}
      <Card aria-labelledby="gp-plan-facts">
        <h2 id="gp-plan-facts">{t('recurring.detail.facts')}</h2>
        <KeyValueList
          columns={2}
          items={[
            { key: 'status', term: t('columns.status'), value: <Status status={data.status} /> },
            { key: 'amount', term: t('recurring.columns.amount'), value: display.money(data.amount, data.currency) },
            { key: 'every', term: t('recurring.columns.every'), value: t(`recurring.every.${data.interval}`) },
            { key: 'next', term: t('recurring.columns.next'), value: data.next_charge_date ? display.day(data.next_charge_date) : t('recurring.noNext') },
            { key: 'customer', term: t('recurring.detail.customer'), value: `${data.customer.name} (${data.customer.email})` },
            { key: 'start', term: t('recurring.detail.start'), value: display.day(data.start_date) },
            { key: 'ends', term: t('recurring.detail.ends'), value: endOf(data, display, t) },
            { key: 'created', term: t('recurring.detail.created'), value: display.time(data.created) },
          ]}
        />
        {data.description ? <p className="mdp-gp-muted">{data.description}</p> : null}
      </Card>
      <PlanCardOnFile plan={data} display={display} removable={gates.change} />
      <Card aria-labelledby="gp-plan-cycles">
        <h2 id="gp-plan-cycles">{t('recurring.detail.cycles')}</h2>
        {gates.change && data.status === 'ACTIVE' ? <IssueNext plan={data} /> : null}
        <PlanCycles plan={data} display={display} />
      </Card>
    </div>
  );
});
