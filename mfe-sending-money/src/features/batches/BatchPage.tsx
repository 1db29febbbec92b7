import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isGatewayError } from 'shared-contracts';
import type { BatchRowView } from 'shared-contracts/areas/sending-money/sending-money';
import { RouteLink, useHostApi } from 'shared-contracts/react';
import { Card, ErrorState, PageHeader, Skeleton } from 'shared-ui';
import { DataTable, KeyValueList, type Column } from 'shared-ui/data';
import { useBatch } from '../../api/batches';
import { useGates } from '../../rules/use-gates';
import { Forbidden } from '../shared/Forbidden';
import { Status } from '../shared/Status';
import { maskedAccount, useDisplay } from '../shared/use-display';
import { BatchDecision } from './BatchDecision';
import { BatchStatus } from './BatchStatus';
import { BATCH_PLACE, usePlace } from '../shared/place';

/** One batch: its totals, maker and checker, its decision, and its first rows with what became of each. */
export const BatchPage = observer(function BatchPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('sending-money');
  const { id = '' } = useParams();
  const gates = useGates(hostApi);
  const display = useDisplay(hostApi);
  const batch = useBatch(hostApi, id);
  const place = usePlace(BATCH_PLACE);
  if (!gates.readBatches) return <Forbidden what="read" />;
  if (batch.isPending) return <Skeleton label={t('batch.loading')} lines={8} />;
  if (batch.isError) {
    if (isGatewayError(batch.error) && batch.error.status === 404) return <PageHeader title={t('batch.notFound')} />;
    return <ErrorState title={t('batch.loadFailed')} headingLevel={2} onRetry={() => void batch.refetch()} />;
  }
  const data = batch.data;
  const money = (minor: number) => display.money(minor, data.currency);
  const columns: Column<BatchRowView>[] = [
    { key: 'line', header: t('batch.line'), cell: (row) => row.line },
    { key: 'reference', header: t('batch.reference'), card: 'title', cell: (row) => <span className="mdp-sm-wrap">{row.reference}</span> },
    { key: 'recipient', header: t('columns.recipient'), cell: (row) => row.account_holder_name },
    { key: 'account', header: t('columns.account'), cell: (row) => maskedAccount(row.channel_code, row.account_number) },
    {
      key: 'status',
      header: t('columns.status'),
      card: 'status',
      cell: (row) =>
        row.disbursement_id && row.status ? (
          <RouteLink route="sending-money.disbursement" params={{ id: row.disbursement_id }}>
            <Status status={row.status} />
          </RouteLink>
        ) : (
          t('batch.notPaid')
        ),
    },
    { key: 'amount', header: t('columns.amount'), align: 'end', card: 'amount', cell: (row) => money(row.amount) },
  ];
  return (
    <div className="mdp-sm-page">
      <PageHeader title={data.file_name} description={<RouteLink route={place.list}>{t('batch.backToList')}</RouteLink>} />
      <Card aria-labelledby="sm-batch-facts" className="mdp-sm-section">
        <h2 id="sm-batch-facts">{t('detail.facts')}</h2>
        <KeyValueList
          columns={2}
          items={[
            { key: 'status', term: t('columns.status'), value: <BatchStatus status={data.status} /> },
            { key: 'rows', term: t('batch.rows'), value: data.row_count },
            { key: 'total', term: t('columns.amount'), value: money(data.total) },
            { key: 'fees', term: t('confirm.fee'), value: money(data.fees) },
            { key: 'maker', term: t('batch.maker'), value: data.created_by },
            { key: 'checker', term: t('batch.checker'), value: data.decided_by ?? '—' },
            { key: 'paid', term: t('batch.paid'), value: t('batch.paidCounts', { completed: data.completed_count, failed: data.failed_count }) },
          ]}
        />
        <BatchDecision batch={data} />
      </Card>
      <DataTable
        caption={data.row_count > data.rows.length ? t('batch.rowsCaptionFirst', { shown: data.rows.length, count: data.row_count }) : t('batch.rowsCaption')}
        columns={columns}
        rows={data.rows}
        rowKey={(row) => String(row.line)}
        state={{ status: 'ready' }}
        empty={{ title: t('batch.noRows') }}
      />
    </div>
  );
});
