import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BALANCE_HISTORY_DAYS, toMajor, type BalanceHistoryDays } from 'shared-contracts/areas/balance/balance';
import { formatDate, type Currency } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { ErrorState, Skeleton } from 'shared-ui';
import { Money } from 'shared-ui/data';
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
            <div className="mdp-table-scroll" role="region" aria-label={t('history.tableCaption', { count: days })} tabIndex={0}>
              <table className="mdp-balance-history-table">
                <caption className="mdp-visually-hidden">{t('history.tableCaption', { count: days })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('history.date')}</th>
                    <th scope="col" data-align="end">{t('figures.available.label')}</th>
                    <th scope="col" data-align="end">{t('figures.pending.label')}</th>
                    <th scope="col" data-align="end">{t('figures.on_hold.label')}</th>
                  </tr>
                </thead>
                <tbody>
                  {[...points].reverse().map((point) => (
                    <tr key={point.date}>
                      <th scope="row">{day(point.date)}</th>
                      <td data-align="end"><Money amount={toMajor(point.available, currency)} currency={currency} /></td>
                      <td data-align="end"><Money amount={toMajor(point.pending, currency)} currency={currency} /></td>
                      <td data-align="end"><Money amount={toMajor(point.on_hold, currency)} currency={currency} /></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </div>
  );
});
