import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Disbursement } from 'shared-contracts/areas/sending-money/sending-money';
import { RouteLink, useHostApi } from 'shared-contracts/react';
import { Button, PageHeader } from 'shared-ui';
import { DataTable, type Column, type TableStatus } from 'shared-ui/data';
import { useChannels } from '../../api/get-channels';
import { useDisbursements } from '../../api/get-disbursements';
import { filtersFromSearch, isFiltered, queryOf, searchOfFilters } from '../../rules/list-filters';
import { useGates } from '../../rules/use-gates';
import { Forbidden } from '../shared/Forbidden';
import { DisbursementFilterBar } from './DisbursementFilterBar';
import { Status } from '../shared/Status';
import { maskedAccount, useDisplay } from '../shared/use-display';

const ExportModal = lazy(() => import('./ExportModal'));

/** The disbursements, ten at a time, newest first (spec 01 §3), the filters and the search in the address (decision 0093). */
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
        filters={<DisbursementFilterBar filters={filters} channels={channels.data ?? []} onChange={(next) => setParams(searchOfFilters(next))} />}
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
