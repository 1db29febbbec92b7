import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from 'shared-contracts';
import { PREDICTION_PAGE_SIZE, PREDICTION_RANGE_MAX_DAYS, type Prediction } from 'shared-contracts/areas/cards/card-fraud';
import { Button, PageHeader } from 'shared-ui';
import { DataTable, FilterBar, Money, StatusBadge, type Column, type TableStatus } from 'shared-ui/data';
import { DateRangePicker, checkDateRange, type IsoDateRange } from 'shared-ui/pickers';
import type { Currency } from 'shared-contracts/rules';
import { useExportPredictions, usePredictions } from '../../../api/fraud-rules';
import { LEVEL_TONES, exportErrorKey, reportErrorKeys } from '../../../rules/fraud-report';
import { saveFile, useHostApi } from 'shared-contracts/react';
import { useDisplay } from '../../shared/use-display';
import { FraudNav, FRAUD_BASE } from '../fraud-nav';

const DAY = 24 * 60 * 60 * 1000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** /credit_cards/fraud_prevention/reports (spec 02 §7, §8; issue 18): the fraud predictions of a period, and their export. */
export default function FraudReportsPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const display = useDisplay(hostApi);
  const [range, setRange] = useState<IsoDateRange>(() => ({ start: dayOf(Date.now() - 29 * DAY), end: dayOf(Date.now()) }));
  const [page, setPage] = useState(1);
  const predictions = usePredictions(hostApi, { from: range.start, to: range.end, page });
  const exporting = useExportPredictions(hostApi);

  const columns: Column<Prediction>[] = [
    { key: 'created', header: t('fraudReports.columns.created'), card: 'date', cell: (row) => display.time(row.created) },
    { key: 'card', header: t('fraudReports.columns.card'), card: 'title', cell: (row) => <span className="mdp-cards-number">{row.masked_card_number}</span> },
    { key: 'amount', header: t('fraudReports.columns.amount'), align: 'end', card: 'amount', cell: (row) => <Money amount={row.amount} currency={row.currency as Currency} /> },
    { key: 'score', header: t('fraudReports.columns.score'), align: 'end', cell: (row) => row.score },
    { key: 'level', header: t('fraudReports.columns.level'), card: 'status', cell: (row) => <StatusBadge status={row.level} tone={LEVEL_TONES[row.level]} label={t(`fraudRules.levels.${row.level}`)} /> },
    { key: 'recommendation', header: t('fraudReports.columns.recommendation'), cell: (row) => <StatusBadge status={row.recommendation} tone={row.recommendation === 'BLOCK' ? 'danger' : 'success'} label={t(`fraud.actionNames.${row.recommendation}`)} /> },
    { key: 'payment', header: t('fraudReports.columns.payment'), priority: 'low', cell: (row) => <span className="mdp-cards-code">{row.payment_id}</span> },
  ];

  // Spec 02 §8: a failed report is an empty list under a title and subtitle mapped from its code.
  const failure = predictions.isError ? reportErrorKeys(isGatewayError(predictions.error) ? predictions.error.code : undefined) : null;
  const rows = failure ? [] : (predictions.data?.data ?? []);
  const state: TableStatus = failure || predictions.data ? { status: 'ready' } : { status: 'loading' };
  const exportCode = isGatewayError(exporting.error) ? exporting.error.code : undefined;

  const exportNow = () =>
    exporting.mutate(
      { from: range.start, to: range.end },
      {
        onSuccess: (file) => {
          saveFile(file.file_name, 'text/csv', file.content);
          hostApi.toasts.show(t('fraudReports.exported'), 'success');
        },
      },
    );

  return (
    <div className="mdp-cards-page">
      <PageHeader
        title={t('fraudReports.title')}
        description={t('fraudReports.description')}
        actions={
          <Button variant="secondary" onClick={exportNow} busy={exporting.isPending}>
            {t('fraudReports.export')}
          </Button>
        }
      />
      <FraudNav current={`${FRAUD_BASE}/reports`} />
      {exporting.isError ? (
        <p role="alert" className="mdp-cards-error">
          {t('fraudReports.exportFailed', { code: exportCode ?? 'SERVER_ERROR', message: t(exportErrorKey(exportCode)) })}
        </p>
      ) : null}
      <DataTable
        caption={t('fraudReports.caption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        state={state}
        page={page}
        pageSize={PREDICTION_PAGE_SIZE}
        total={failure ? 0 : (predictions.data?.total_count ?? 0)}
        onPageChange={setPage}
        filters={
          <FilterBar label={t('fraudReports.filters')}>
            <DateRangePicker
              country={display.country}
              label={t('fraudReports.period')}
              value={range}
              maxDays={PREDICTION_RANGE_MAX_DAYS}
              maxDate={dayOf(Date.now())}
              onChange={(value) => {
                if (value && checkDateRange(value, PREDICTION_RANGE_MAX_DAYS) === null) {
                  setRange(value);
                  setPage(1);
                  exporting.reset();
                }
              }}
            />
          </FilterBar>
        }
        empty={failure ? { title: t(failure.title), description: t(failure.subtitle) } : { title: t('fraudReports.empty'), description: t('fraudReports.emptyDescription') }}
      />
    </div>
  );
}
