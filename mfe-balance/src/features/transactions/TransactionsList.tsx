import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toMajor, type LedgerEntry } from 'shared-contracts/areas/balance/balance';
import { RouteLink, useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { DataTable, Money, type Column, type TableStatus } from 'shared-ui/data';
import { useTransactions } from '../../api/get-transactions';
import { amountRangeReversed, filtersFromSearch, isFiltered, queryOfList, searchOfFilters, seesBalances, type ListFilters } from '../../rules/transaction-filters';
import { EntryStatus } from '../shared/EntryStatus';
import { useLedgerDisplay } from '../shared/use-ledger-display';
import { TransactionFilterBar } from './TransactionFilterBar';

const ExportModal = lazy(() => import('./ExportModal'));


export interface TransactionsListProps {
  /** Filters the page fixes (Cash: available entries; Pending: pending ones). */
  preset?: ListFilters;
  caption: string;
}

/**
 * Every ledger entry, newest first (docs/money-pages.md): the filters live in the address (a link, a
 * reload or Back shows the same view), the rows come by cursor ("Show more"), and Export takes
 * exactly the filters shown.
 */
export const TransactionsList = observer(function TransactionsList({ preset = {}, caption }: TransactionsListProps) {
  const hostApi = useHostApi();
  const { t } = useTranslation('balance');
  const display = useLedgerDisplay(hostApi);
  const [params, setParams] = useSearchParams();
  const filters: ListFilters = { ...filtersFromSearch(params, display.currency), ...preset };
  const currency = filters.currency ?? display.currency;
  const list = useTransactions(hostApi, queryOfList(filters, display.currency));
  const [exporting, setExporting] = useState(false);
  // The page's own filters stay out of the address: /cash is the available entries already.
  const show = (next: ListFilters) =>
    setParams(searchOfFilters(Object.fromEntries(Object.entries(next).filter(([key, value]) => preset[key as keyof ListFilters] !== value)) as ListFilters));

  const columns: Column<LedgerEntry>[] = [
    { key: 'created', header: t('columns.created'), card: 'date', cell: (row) => <span className="mdp-balance-nowrap">{display.time(row.created)}</span> },
    {
      key: 'description',
      header: t('columns.description'),
      card: 'title',
      cell: (row) => (
        <span className="mdp-balance-what">
          <RouteLink route="balance.transaction" params={{ id: row.id }} aria-label={t('list.open', { type: t(`type.${row.type}`), id: row.id })}>
            {t(`type.${row.type}`)}
          </RouteLink>
          <span className="mdp-balance-muted">{row.description}</span>
        </span>
      ),
    },
    { key: 'status', header: t('columns.status'), card: 'status', cell: (row) => <EntryStatus status={row.status} /> },
    { key: 'channel', header: t('columns.channel'), cell: (row) => t(`channel.${row.channel}`) },
    { key: 'amount', header: t('columns.amount'), align: 'end', card: 'amount', cell: (row) => <Money amount={toMajor(row.amount, row.currency)} currency={row.currency} /> },
    ...(seesBalances(hostApi.session.user)
      ? [{ key: 'balance', header: t('columns.balance'), align: 'end' as const, cell: (row: LedgerEntry) => (row.running_balance === null ? null : <Money amount={toMajor(row.running_balance, row.currency)} currency={row.currency} />) }]
      : []),
  ];

  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];
  const state: TableStatus =
    list.isError && !list.data
      ? { status: 'failed', title: t('list.failed'), onRetry: () => void list.refetch() }
      : list.data
        ? { status: 'ready' }
        : { status: 'loading' };
  const filtered = isFiltered(filters, preset);

  return (
    <div className="mdp-balance-list">
      <div className="mdp-balance-list-actions">
        <Button variant="secondary" onClick={() => setExporting(true)}>
          {t('export.open')}
        </Button>
      </div>
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        state={state}
        more={{ hasMore: Boolean(list.hasNextPage), loading: list.isFetchingNextPage, onMore: () => void list.fetchNextPage() }}
        filters={<TransactionFilterBar filters={filters} preset={preset} currency={currency} onChange={show} />}
        empty={
          filtered || amountRangeReversed(filters)
            ? { title: t('list.emptyFiltered'), description: t('list.emptyFilteredDescription') }
            : { title: t('list.empty'), description: t('list.emptyDescription') }
        }
      />
      {exporting ? (
        <Suspense fallback={null}>
          <ExportModal filters={filters} currency={currency} onClose={() => setExporting(false)} />
        </Suspense>
      ) : null}
    </div>
  );
});
