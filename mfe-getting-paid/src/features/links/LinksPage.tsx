import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAYMENT_LINK_STATUSES, type PaymentLink } from 'shared-contracts/areas/getting-paid/getting-paid';
import { RouteLink, useHostApi } from 'shared-contracts/react';
import { PageHeader } from 'shared-ui';
import { DataTable, type Column, type TableStatus } from 'shared-ui/data';
import { usePaymentLinks } from '../../api/get-payment-links';
import { filtersFromSearch, isFiltered, queryOf, searchOfFilters } from '../../rules/list-filters';
import { useGates } from '../../rules/use-gates';
import { ListFilterBar } from '../shared/FilterBar';
import { Forbidden } from '../shared/Forbidden';
import { Status } from '../shared/Status';
import { useDisplay } from '../shared/use-display';

/** The payment links (spec 02 §4: ACTIVE or INACTIVE, single or multiple use; legacy before 2022-01-24), filters in the address. */
export const LinksPage = observer(function LinksPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('getting-paid');
  const gates = useGates(hostApi);
  const display = useDisplay(hostApi);
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const list = usePaymentLinks(hostApi, queryOf(filters, display.currency));
  if (!gates.read) return <Forbidden reason="permission" />;

  const columns: Column<PaymentLink>[] = [
    { key: 'created', header: t('columns.created'), card: 'date', cell: (row) => display.time(row.created) },
    {
      key: 'title',
      header: t('columns.link'),
      card: 'title',
      cell: (row) => (
        <span>
          <RouteLink route="getting-paid.payment-link" params={{ id: row.id }}>{row.title}</RouteLink>
          {row.is_legacy ? <span className="mdp-gp-muted"> · {t('links.legacy')}</span> : null}
        </span>
      ),
    },
    { key: 'type', header: t('columns.type'), cell: (row) => t(`type.${row.type}`) },
    { key: 'uses', header: t('columns.uses'), align: 'end', cell: (row) => row.uses },
    { key: 'status', header: t('columns.status'), card: 'status', cell: (row) => <Status status={row.status} /> },
    { key: 'amount', header: t('columns.amount'), align: 'end', card: 'amount', cell: (row) => display.money(row.amount, row.currency) },
  ];
  const rows = list.data?.pages.flatMap((page) => page.docs) ?? [];
  const state: TableStatus =
    list.isError && !list.data ? { status: 'failed', title: t('links.failed'), onRetry: () => void list.refetch() } : list.data ? { status: 'ready' } : { status: 'loading' };

  return (
    <div className="mdp-gp-page">
      <PageHeader
        title={t('links.title')}
        description={t('links.description')}
        actions={gates.createLink ? <RouteLink route="payment-links.create" className="mdp-button" variant="primary">{t('links.new')}</RouteLink> : null}
      />
      <DataTable
        caption={t('links.caption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        state={state}
        more={{ hasMore: Boolean(list.hasNextPage), loading: list.isFetchingNextPage, onMore: () => void list.fetchNextPage() }}
        filters={<ListFilterBar filters={filters} statuses={PAYMENT_LINK_STATUSES} currency={display.currency} searchLabel={t('filters.searchTitle')} onChange={(next) => setParams(searchOfFilters(next))} />}
        empty={isFiltered(filters) ? { title: t('links.emptyFiltered') } : { title: t('links.empty'), description: t('links.emptyDescription') }}
      />
    </div>
  );
});
