import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BATCH_STATUSES, type BatchStatus as Status, type DisbursementBatch } from 'shared-contracts/areas/sending-money/sending-money';
import { RouteLink, useHostApi } from 'shared-contracts/react';
import { PageHeader } from 'shared-ui';
import { DataTable, FilterBar, type Column, type TableStatus } from 'shared-ui/data';
import { NativeSelect } from 'shared-ui/forms';
import { useBatches } from '../../api/batches';
import { useGates } from '../../rules/use-gates';
import { Forbidden } from '../shared/Forbidden';
import { useDisplay } from '../shared/use-display';
import { BatchStatus } from './BatchStatus';
import { BatchUpload } from './BatchUpload';
import { BATCH_PLACE, usePlace } from '../shared/place';

const ALL = 'ALL';
const statusOf = (value: string | null): Status | undefined => ((BATCH_STATUSES as readonly (string | null)[]).includes(value) ? (value as Status) : undefined);

/**
 * Batch disbursements: a maker uploads a file; the batches wait for a checker, newest first, ten at a
 * time like the other lists, the status filter in the address (`?status=NEEDS_APPROVAL`: the approval queue).
 */
export const BatchesPage = observer(function BatchesPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('sending-money');
  const gates = useGates(hostApi);
  const display = useDisplay(hostApi);
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const batches = useBatches(hostApi, status ? { status } : {});
  const place = usePlace(BATCH_PLACE);
  if (!gates.readBatches) return <Forbidden what="read" />;

  const columns: Column<DisbursementBatch>[] = [
    { key: 'created', header: t('columns.created'), card: 'date', cell: (row) => display.time(row.created) },
    {
      key: 'file',
      header: t('batch.fileName'),
      card: 'title',
      cell: (row) => (
        <RouteLink route={place.detail} params={{ id: row.id }}>
          {row.file_name}
        </RouteLink>
      ),
    },
    { key: 'rows', header: t('batch.rows'), align: 'end', cell: (row) => row.row_count },
    { key: 'maker', header: t('batch.maker'), cell: (row) => row.created_by },
    { key: 'status', header: t('columns.status'), card: 'status', cell: (row) => <BatchStatus status={row.status} /> },
    { key: 'total', header: t('columns.amount'), align: 'end', card: 'amount', cell: (row) => display.money(row.total, row.currency) },
  ];
  const rows = batches.data?.pages.flatMap((page) => page.docs) ?? [];
  const state: TableStatus = batches.isError && !batches.data
    ? { status: 'failed', title: t('batch.listFailed'), onRetry: () => void batches.refetch() }
    : batches.data
      ? { status: 'ready' }
      : { status: 'loading' };

  return (
    <div className="mdp-sm-page">
      <PageHeader title={t(place.title)} description={t(place.description)} />
      {gates.makeBatch ? <BatchUpload /> : null}
      <DataTable
        caption={t('batch.caption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        state={state}
        more={{ hasMore: Boolean(batches.hasNextPage), loading: batches.isFetchingNextPage, onMore: () => void batches.fetchNextPage() }}
        filters={
          <FilterBar label={t('batch.filters')}>
            <NativeSelect
              label={t('filters.status')}
              value={status ?? ALL}
              onChange={(value) => setParams(value === ALL ? new URLSearchParams() : new URLSearchParams({ status: value }))}
              options={[{ value: ALL, label: t('filters.all') }, ...BATCH_STATUSES.map((value) => ({ value, label: t(`batchStatus.${value}`) }))]}
            />
          </FilterBar>
        }
        empty={
          status
            ? { title: t('batch.emptyFiltered') }
            : { title: t('batch.empty'), description: gates.makeBatch ? t('batch.emptyMaker') : t('batch.emptyChecker') }
        }
      />
    </div>
  );
});
