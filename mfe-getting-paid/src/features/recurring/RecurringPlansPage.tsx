import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useHostApi } from 'shared-contracts/react';
import { PageHeader } from 'shared-ui';
import { DataTable, type Column, type TableStatus } from 'shared-ui/data';
import { NativeSelect } from 'shared-ui/forms';
import { RECURRING_PLAN_STATUSES, type RecurringPlan, type RecurringPlanStatus } from 'shared-contracts/areas/getting-paid/recurring';
import { useRecurringPlans } from '../../api/recurring-plans';
import { useRecurringGates } from '../../rules/use-recurring-gates';
import { Forbidden } from '../shared/Forbidden';
import { Status } from '../shared/Status';
import { useDisplay } from '../shared/use-display';
import type { RecurringPlace } from './place';

const statusOf = (params: URLSearchParams): RecurringPlanStatus | undefined => {
  const status = params.get('status');
  return RECURRING_PLAN_STATUSES.find((candidate) => candidate === status);
};

/** The plans (decision 0082), newest first, with their status and next charge date; the status filter is in the address. */
export const RecurringPlansPage = observer(function RecurringPlansPage({ place }: { place: RecurringPlace }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('getting-paid');
  const gates = useRecurringGates(hostApi);
  const display = useDisplay(hostApi);
  const [params, setParams] = useSearchParams();
  const status = statusOf(params);
  const list = useRecurringPlans(hostApi, status, gates.read);
  const links = place === 'payment-links';
  const header = (
    <PageHeader
      title={t(links ? 'recurring.titleLinks' : 'recurring.title')}
      description={t(links ? 'recurring.descriptionLinks' : 'recurring.description')}
      actions={gates.create ? <Link to="new" className="mdp-button" data-variant="primary">{t('recurring.new')}</Link> : null}
    />
  );
  if (!gates.read) {
    return (
      <div className="mdp-gp-page">
        {header}
        <Forbidden reason="permission" />
      </div>
    );
  }
  const columns: Column<RecurringPlan>[] = [
    {
      key: 'name',
      header: t('recurring.columns.plan'),
      card: 'title',
      cell: (row) => (
        <Link to={row.id} aria-label={t('recurring.open', { name: row.name, customer: row.customer.name })}>
          {row.name}
        </Link>
      ),
    },
    { key: 'customer', header: t('recurring.columns.customer'), cell: (row) => row.customer.name },
    { key: 'status', header: t('columns.status'), card: 'status', cell: (row) => <Status status={row.status} /> },
    { key: 'every', header: t('recurring.columns.every'), priority: 'low', cell: (row) => t(`recurring.every.${row.interval}`) },
    { key: 'next', header: t('recurring.columns.next'), card: 'date', cell: (row) => (row.next_charge_date ? display.day(row.next_charge_date) : t('recurring.noNext')) },
    { key: 'amount', header: t('recurring.columns.amount'), align: 'end', card: 'amount', cell: (row) => display.money(row.amount, row.currency) },
  ];
  const rows = list.data?.pages.flatMap((page) => page.docs) ?? [];
  const state: TableStatus =
    list.isError && !list.data ? { status: 'failed', title: t('recurring.failed'), onRetry: () => void list.refetch() } : list.data ? { status: 'ready' } : { status: 'loading' };
  const filter = (
    <NativeSelect
      label={t('recurring.statusFilter')}
      value={status ?? ''}
      onChange={(value) => setParams(value ? { status: value } : {})}
      options={[{ value: '', label: t('recurring.allStatuses') }, ...RECURRING_PLAN_STATUSES.map((each) => ({ value: each, label: t(`status.${each}`) }))]}
    />
  );
  return (
    <div className="mdp-gp-page">
      {header}
      <DataTable
        caption={t('recurring.caption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        state={state}
        more={{ hasMore: Boolean(list.hasNextPage), loading: list.isFetchingNextPage, onMore: () => void list.fetchNextPage() }}
        filters={filter}
        empty={status ? { title: t('recurring.emptyFiltered') } : { title: t('recurring.empty'), description: t('recurring.emptyDescription') }}
      />
    </div>
  );
});
