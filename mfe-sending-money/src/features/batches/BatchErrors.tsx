import { useTranslation } from 'react-i18next';
import type { BatchRowError } from 'shared-contracts/areas/sending-money/batch-csv';
import type { BatchCheck } from 'shared-contracts/areas/sending-money/batch-validation';
import { Banner } from 'shared-ui';
import { DataTable, type Column } from 'shared-ui/data';

/** Why a file was refused: the whole file's reason, or every bad row with its line, column and problem. */
export function BatchErrors({ result }: { result: Extract<BatchCheck, { status: 'invalid' }> }) {
  const { t } = useTranslation('sending-money');
  if (result.fileProblem) {
    return (
      <Banner tone="danger" title={t('batch.refusedTitle')} role="alert">
        {t(`batch.fileProblem.${result.fileProblem}`, { count: result.rowCount })}
      </Banner>
    );
  }
  const columns: Column<BatchRowError & { key: string }>[] = [
    { key: 'line', header: t('batch.line'), card: 'title', cell: (row) => row.line },
    { key: 'column', header: t('batch.column'), cell: (row) => (row.column ? <code>{row.column}</code> : t('batch.wholeRow')) },
    { key: 'problem', header: t('batch.problem'), card: 'status', cell: (row) => t(`batch.rowProblem.${row.problem}`) },
  ];
  const lines = new Set(result.errors.map((error) => error.line)).size;
  return (
    <>
      <Banner tone="danger" title={t('batch.refusedTitle')} role="alert">
        {t('batch.rowErrors', { count: result.errors.length, lines })}
      </Banner>
      <DataTable
        caption={t('batch.errorsCaption')}
        columns={columns}
        rows={result.errors.map((error, index) => ({ ...error, key: `${error.line}-${error.column ?? ''}-${index}` }))}
        rowKey={(row) => row.key}
        state={{ status: 'ready' }}
        empty={{ title: t('batch.noErrors') }}
      />
    </>
  );
}
