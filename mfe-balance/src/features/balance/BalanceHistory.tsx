import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BALANCE_HISTORY_DAYS, toMajor, type BalanceHistoryDays, type BalancePoint } from 'shared-contracts/areas/balance/balance';
import { formatDate, type Currency } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { ErrorState, Skeleton } from 'shared-ui';
import { DataTable, Money, type Column } from 'shared-ui/data';
import { NativeSelect } from 'shared-ui/forms';
import { useBalanceHistory } from '../../api/get-balance-history';
import { useLedgerDisplay } from '../shared/use-ledger-display';

const BalanceChart = lazy(() => import('./BalanceChart'));

/**
 * The balance over the last 7, 30 or 90 days: a chart, and the same points as a table (what a screen
 * reader reads, and what anyone may open to read the exact figures).
 */
export const BalanceHistory = observer(function BalanceHistory({ currency }: { currency: Currency }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('balance');
  const display = useLedgerDisplay(hostApi);
  const [days, setDays] = useState<BalanceHistoryDays>(30);
  const history = useBalanceHistory(hostApi, { currency, days });
  const labels = useMemo(() => ({ available: t('figures.available.label'), pending: t('figures.pending.label') }), [t]);
  const { country } = display;
  // One function per country, so the chart is drawn again only when its points or words change.
  const day = useMemo(() => (date: string) => formatDate(`${date}T00:00:00Z`, country), [country]);
  const points = history.data?.data;
  const figure = (key: 'available' | 'pending' | 'on_hold', place: Column<BalancePoint>['card']): Column<BalancePoint> => ({
    key,
    header: t(`figures.${key}.label`),
    align: 'end',
    card: place,
    cell: (point) => <Money amount={toMajor(point[key], currency)} currency={currency} />,
  });
  const historyColumns: Column<BalancePoint>[] = [
    { key: 'date', header: t('history.date'), card: 'title', rowHeader: true, cell: (point) => day(point.date) },
    figure('available', 'amount'),
    figure('pending', 'detail'),
    figure('on_hold', 'detail'),
  ];

  return (
    <div className="mdp-balance-history">
      <div className="mdp-balance-history-head">
        <h2 id="balance-history">{t('history.title')}</h2>
        <NativeSelect
          label={t('history.period')}
          value={String(days)}
          onChange={(value) => setDays(Number(value) as BalanceHistoryDays)}
          options={BALANCE_HISTORY_DAYS.map((count) => ({ value: String(count), label: t('history.days', { count }) }))}
        />
      </div>
      {history.isError ? (
        <ErrorState title={t('history.failed')} onRetry={() => void history.refetch()} headingLevel={3} />
      ) : !points ? (
        <Skeleton label={t('history.loading')} lines={6} />
      ) : (
        <>
          <p className="mdp-balance-muted">{t('history.summary', { count: days })}</p>
          <Suspense fallback={<Skeleton label={t('history.loading')} lines={6} />}>
            <BalanceChart points={points} currency={currency} labels={labels} day={day} />
          </Suspense>
          <details className="mdp-balance-table-toggle">
            <summary>{t('history.asTable')}</summary>
            <DataTable
              caption={t('history.tableCaption', { count: days })}
              columns={historyColumns}
              rows={[...points].reverse()}
              rowKey={(point) => point.date}
              state={{ status: 'ready' }}
              empty={{ title: t('history.tableCaption', { count: days }) }}
            />
          </details>
        </>
      )}
    </div>
  );
});
