import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DISBURSEMENT_STATUSES, type Disbursement } from 'shared-contracts/areas/sending-money/sending-money';
import { RouteLink, useHostApi } from 'shared-contracts/react';
import { countryOf } from 'shared-contracts/rules';
import { Button, PageHeader } from 'shared-ui';
import { DataTable, DateRangeFilter, FilterBar, type Column, type TableStatus } from 'shared-ui/data';
import { NativeSelect } from 'shared-ui/forms';
import { useChannels } from '../../api/get-channels';
import { useDisbursements } from '../../api/get-disbursements';
import { filtersFromSearch, isFiltered, queryOf, searchOfFilters, type AddressFilters } from '../../rules/list-filters';
import { useGates } from '../../rules/use-gates';
import { Forbidden } from '../shared/Forbidden';
import { Status } from '../shared/Status';
import { maskedAccount, useDisplay } from '../shared/use-display';

const ALL = 'ALL';
/** Browsing has no date limit; the 92-day rule is the export's (spec 02 §5). */
const BROWSE_MAX_DAYS = 100_000;
const ExportModal = lazy(() => import('./ExportModal'));

/** The disbursements, ten at a time, newest first (spec 01 §3), status and channel filters in the address. */
export const DisbursementsPage = observer(function DisbursementsPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('sending-money');
  const gates = useGates(hostApi);
  const display = useDisplay(hostApi);
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const list = useDisbursements(hostApi, queryOf(filters));
  const channels = useChannels(hostApi);
  const [exporting, setExporting] = useState(false);
  if (!gates.read) return <Forbidden what="read" />;

  const change = (next: Partial<AddressFilters>) => setParams(searchOfFilters({ ...filters, ...next }));
  const columns: Column<Disbursement>[] = [
    { key: 'created', header: t('columns.created'), card: 'date', cell: (row) => display.time(row.created) },
    {
      key: 'recipient',
      header: t('columns.recipient'),
      card: 'title',
      cell: (row) => (
        <RouteLink route="sending-money.disbursement" params={{ id: row.id }}>
          {row.account_holder_name}
        </RouteLink>
      ),
    },
    { key: 'account', header: t('columns.account'), cell: (row) => maskedAccount(row.channel_code, row.account_number) },
    { key: 'description', header: t('columns.description'), cell: (row) => <span className="mdp-sm-wrap">{row.description}</span> },
    { key: 'status', header: t('columns.status'), card: 'status', cell: (row) => <Status status={row.status} /> },
    { key: 'amount', header: t('columns.amount'), align: 'end', card: 'amount', cell: (row) => display.money(row.amount, row.currency) },
  ];
  const rows = list.data?.pages.flatMap((page) => page.docs) ?? [];
  const state: TableStatus =
    list.isError && !list.data ? { status: 'failed', title: t('list.failed'), onRetry: () => void list.refetch() } : list.data ? { status: 'ready' } : { status: 'loading' };
  const filterBar = (
    <FilterBar label={t('filters.label')}>
      <NativeSelect
        label={t('filters.status')}
        value={filters.status ?? ALL}
        onChange={(value) => change({ status: value === ALL ? undefined : (value as AddressFilters['status']) })}
        options={[{ value: ALL, label: t('filters.all') }, ...DISBURSEMENT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))]}
      />
      <NativeSelect
        label={t('filters.channel')}
        value={filters.channel ?? ALL}
        onChange={(value) => change({ channel: value === ALL ? undefined : value })}
        options={[{ value: ALL, label: t('filters.all') }, ...(channels.data ?? []).map((channel) => ({ value: channel.code, label: channel.name }))]}
      />
      <DateRangeFilter
        country={countryOf(hostApi.session.business)}
        label={t('filters.dates')}
        value={filters.from && filters.to ? { start: filters.from, end: filters.to } : null}
        maxDays={BROWSE_MAX_DAYS}
        onChange={(range) => change({ from: range?.start, to: range?.end })}
      />
    </FilterBar>
  );

  return (
    <div className="mdp-sm-page">
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setExporting(true)}>
              {t('export.open')}
            </Button>
            {gates.send ? <RouteLink route="sending-money.send" className="mdp-button" variant="primary">{t('list.send')}</RouteLink> : null}
          </>
        }
      />
      <DataTable
        caption={t('list.caption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        state={state}
        more={{ hasMore: Boolean(list.hasNextPage), loading: list.isFetchingNextPage, onMore: () => void list.fetchNextPage() }}
        filters={filterBar}
        empty={isFiltered(filters) ? { title: t('list.emptyFiltered') } : { title: t('list.empty'), description: t('list.emptyDescription') }}
      />
      {exporting ? (
        <Suspense fallback={null}>
          <ExportModal
            filters={filters}
            channelName={(code) => channels.data?.find((channel) => channel.code === code)?.name ?? code}
            onClose={() => setExporting(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
});
