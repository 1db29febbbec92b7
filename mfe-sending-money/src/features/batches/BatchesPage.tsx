import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DisbursementBatch } from 'shared-contracts/areas/sending-money/sending-money';
import { RouteLink, useHostApi } from 'shared-contracts/react';
import { PageHeader } from 'shared-ui';
import { DataTable, type Column, type TableStatus } from 'shared-ui/data';
import { useBatches } from '../../api/batches';
import { useGates } from '../../rules/use-gates';
import { Forbidden } from '../shared/Forbidden';
import { useDisplay } from '../shared/use-display';
import { BatchStatus } from './BatchStatus';
import { BatchUpload } from './BatchUpload';
import { BATCH_PLACE, usePlace } from '../shared/place';

/** Batch disbursements: a maker uploads a file; the batches wait for a checker, newest first. */
export const BatchesPage = observer(function BatchesPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('sending-money');
  const gates = useGates(hostApi);
  const display = useDisplay(hostApi);
  const batches = useBatches(hostApi);
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
  const state: TableStatus = batches.isError
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
        rows={batches.data ?? []}
        rowKey={(row) => row.id}
        state={state}
        empty={{ title: t('batch.empty'), description: gates.makeBatch ? t('batch.emptyMaker') : t('batch.emptyChecker') }}
      />
    </div>
  );
});
