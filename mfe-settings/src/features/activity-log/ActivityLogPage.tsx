import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PageProps } from 'shared-contracts';
import { ACTIVITY_ACTIONS, ACTIVITY_ACTOR_MAX, ACTIVITY_PAGE_SIZE, type ActivityEntry } from 'shared-contracts/areas/settings/activity-log';
import { countryOf, formatDateTime, timeZoneOf } from 'shared-contracts/rules';
import { HostApiProvider, useHostApi } from 'shared-contracts/react';
import { PageHeader } from 'shared-ui';
import { DataTable, DateRangeFilter, FilterBar, useFilterDraft, type Column, type TableStatus } from 'shared-ui/data';
import { NativeSelect, TextField } from 'shared-ui/forms';
import { useActivityLog } from '../../api/get-activity-log';
import {
  activityFiltersFromSearch,
  activityQuery,
  isActivityFiltered,
  searchOfActivityFilters,
  type ActivityFilters,
} from '../../rules/activity-log-filters';
import './activity-log.css';

const ALL = 'ALL';
/** The log keeps a year to look through at once. */
const RANGE_MAX_DAYS = 366;

function Filters({ filters, onChange }: { filters: ActivityFilters; onChange: (next: ActivityFilters) => void }) {
  const { t } = useTranslation('settings');
  const country = countryOf(useHostApi().session.business);
  const [actor, setActor] = useFilterDraft(filters.actor);
  const range = filters.from && filters.to ? { start: filters.from, end: filters.to } : null;
  const change = (next: Partial<ActivityFilters>) => onChange({ ...filters, ...next, page: 1 });
  return (
    <FilterBar
      label={t('activityLog.filters')}
      onSubmit={() => change({ actor: actor.trim() || undefined })}
      applyLabel={t('activityLog.search')}
      onClear={() => {
        setActor('');
        onChange({ page: 1 });
      }}
    >
      <NativeSelect
        label={t('activityLog.action')}
        value={filters.action ?? ALL}
        onChange={(value) => change({ action: value === ALL ? undefined : (value as ActivityFilters['action']) })}
        options={[
          { value: ALL, label: t('activityLog.allActions') },
          ...ACTIVITY_ACTIONS.map((action) => ({ value: action, label: t(`activityLog.actions.${action}`) })),
        ]}
      />
      <TextField
        label={t('activityLog.actor')}
        description={t('activityLog.actorHelp')}
        value={actor}
        onChange={setActor}
        maxLength={ACTIVITY_ACTOR_MAX}
        type="search"
      />
      <DateRangeFilter
        country={country}
        label={t('activityLog.dates')}
        value={range}
        maxDays={RANGE_MAX_DAYS}
        onChange={(next) => change({ from: next?.start, to: next?.end })}
      />
    </FilterBar>
  );
}

/**
 * /activity-logs (issue 21; administrators, spec 01 §6): who did what in the business, when and from
 * which address, newest first, paged by the gateway; the address keeps the page and the filters.
 */
const ActivityLogView = observer(function ActivityLogView() {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const [params, setParams] = useSearchParams();
  const filters = activityFiltersFromSearch(params);
  const log = useActivityLog(hostApi, activityQuery(filters));
  const country = countryOf(hostApi.session.business);
  const timeZone = timeZoneOf(hostApi.session.user);
  const show = (next: ActivityFilters) => setParams(searchOfActivityFilters(next));

  const columns: Column<ActivityEntry>[] = [
    {
      key: 'created',
      header: t('activityLog.columns.when'),
      card: 'date',
      cell: (row) => <time dateTime={row.created}>{formatDateTime(row.created, country, { timeZone, seconds: true })}</time>,
    },
    { key: 'action', header: t('activityLog.columns.action'), card: 'title', cell: (row) => t(`activityLog.actions.${row.action}`) },
    { key: 'actor', header: t('activityLog.columns.actor'), cell: (row) => row.actor_email },
    { key: 'target', header: t('activityLog.columns.target'), cell: (row) => row.target ?? t('activityLog.noTarget') },
    {
      key: 'origin',
      header: t('activityLog.columns.origin'),
      cell: (row) => <span title={row.user_agent ?? undefined}>{row.ip_address}</span>,
    },
  ];
  const answer = log.data;
  const state: TableStatus =
    log.isError && !answer
      ? { status: 'failed', title: t('activityLog.failed'), onRetry: () => void log.refetch() }
      : answer
        ? { status: 'ready' }
        : { status: 'loading' };

  return (
    <div className="mdp-activity-page">
      <PageHeader title={t('activityLog.title')} description={t('activityLog.description')} />
      <DataTable
        caption={t('activityLog.caption')}
        columns={columns}
        rows={answer?.data ?? []}
        rowKey={(row) => row.id}
        state={state}
        page={filters.page}
        pageSize={ACTIVITY_PAGE_SIZE}
        total={answer?.total_count ?? 0}
        onPageChange={(page) => show({ ...filters, page })}
        filters={<Filters filters={filters} onChange={show} />}
        empty={
          isActivityFiltered(filters)
            ? { title: t('activityLog.emptyFiltered'), description: t('activityLog.emptyFilteredDescription') }
            : { title: t('activityLog.empty'), description: t('activityLog.emptyDescription') }
        }
      />
    </div>
  );
});

/** The route's page: hands its tree the HostApi the shell mounted it with. */
export default function ActivityLogPage({ hostApi }: PageProps) {
  return (
    <HostApiProvider hostApi={hostApi}>
      <ActivityLogView />
    </HostApiProvider>
  );
}
