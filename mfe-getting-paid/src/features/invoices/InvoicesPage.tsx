import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { INVOICE_STATUSES, type Invoice } from 'shared-contracts/areas/getting-paid/getting-paid';
import { RouteLink, useHostApi } from 'shared-contracts/react';
import { PageHeader } from 'shared-ui';
import { DataTable, type Column, type TableStatus } from 'shared-ui/data';
import { useInvoices } from '../../api/get-invoices';
import { filtersFromSearch, isFiltered, queryOf, searchOfFilters } from '../../rules/list-filters';
import { useGates } from '../../rules/use-gates';
import { ListFilterBar } from '../shared/FilterBar';
import { Forbidden } from '../shared/Forbidden';
import { Status } from '../shared/Status';
import { useDisplay } from '../shared/use-display';
import { FromLinkNotice, keepingLink, onDemandLinkOf } from './FromLinkNotice';

/** The empty list's words: none match the filters (or the on-demand link made none), or none at all. */
const emptyOf = (filtered: boolean, onDemandLink: string | undefined, t: (key: string) => string) =>
  filtered || onDemandLink !== undefined ? { title: t('invoices.emptyFiltered') } : { title: t('invoices.empty'), description: t('invoices.emptyDescription') };

/** The invoices (spec 01 §3: docs, has_next, invoice_ttl), newest first, filters in the address. */
export const InvoicesPage = observer(function InvoicesPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('getting-paid');
  const gates = useGates(hostApi);
  const display = useDisplay(hostApi);
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  // Spec 02 §2's /invoices?on_demand_link=: the invoices one on-demand link made (decision 0079), kept through the filter bar's changes.
  const onDemandLink = onDemandLinkOf(params);
  const list = useInvoices(hostApi, { ...queryOf(filters, display.currency), on_demand_link: onDemandLink });
  if (!gates.read) return <Forbidden reason="permission" />;

  const columns: Column<Invoice>[] = [
    { key: 'created', header: t('columns.created'), card: 'date', cell: (row) => display.time(row.created) },
    {
      key: 'description',
      header: t('columns.invoice'),
      card: 'title',
      cell: (row) => (
        <RouteLink route="getting-paid.invoice" params={{ id: row.id }} aria-label={t('invoices.open', { name: row.description, id: row.external_id })}>
          {row.description}
        </RouteLink>
      ),
    },
    { key: 'customer', header: t('columns.customer'), cell: (row) => row.customer.name ?? row.customer.email ?? '—' },
    { key: 'status', header: t('columns.status'), card: 'status', cell: (row) => <Status status={row.status} /> },
    { key: 'expiry', header: t('columns.expiry'), priority: 'low', cell: (row) => (row.expiry_date ? display.time(row.expiry_date) : '—') },
    { key: 'amount', header: t('columns.amount'), align: 'end', card: 'amount', cell: (row) => display.money(row.amount, row.currency) },
  ];
  const rows = list.data?.pages.flatMap((page) => page.docs) ?? [];
  const state: TableStatus =
    list.isError && !list.data ? { status: 'failed', title: t('invoices.failed'), onRetry: () => void list.refetch() } : list.data ? { status: 'ready' } : { status: 'loading' };
  const ttlHours = Math.round((list.data?.pages[0]?.invoice_ttl ?? 0) / 3600);

  return (
    <div className="mdp-gp-page">
      <PageHeader
        title={t('invoices.title')}
        description={ttlHours > 0 ? t('invoices.descriptionTtl', { hours: ttlHours }) : t('invoices.description')}
        actions={
          <>
            {gates.invoices ? <RouteLink route="getting-paid.invoice-reminders" className="mdp-button" variant="secondary">{t('reminders.settings.link')}</RouteLink> : null}
            {gates.createInvoice ? <RouteLink route="getting-paid.new-invoice" className="mdp-button" variant="primary">{t('invoices.new')}</RouteLink> : null}
          </>
        }
      />
      {!gates.invoices && gates.decided ? <p className="mdp-gp-muted">{t('invoices.linkMode')}</p> : null}
      <FromLinkNotice link={onDemandLink} />
      <DataTable
        caption={t('invoices.caption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        state={state}
        more={{ hasMore: Boolean(list.hasNextPage), loading: list.isFetchingNextPage, onMore: () => void list.fetchNextPage() }}
        filters={<ListFilterBar filters={filters} statuses={INVOICE_STATUSES} currency={display.currency} searchLabel={t('filters.searchCustomer')} onChange={(next) => setParams(keepingLink(searchOfFilters(next), onDemandLink))} />}
        empty={emptyOf(isFiltered(filters), onDemandLink, t)}
      />
    </div>
  );
});
