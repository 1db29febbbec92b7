import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { CardPaymentSummary } from 'shared-contracts/areas/cards/cards';
import { CARD_LIST_PAGE_SIZE } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { PageHeader } from 'shared-ui';
import { DataTable, Money, StatusBadge, type Column, type TableStatus } from 'shared-ui/data';
import { useCardPayments } from '../../../api/get-card-payments';
import { filtersFromSearch, isFiltered, queryOfFilters, searchOfFilters, type PaymentFilters } from '../../../rules/payment-filters';
import { ExportAction } from '../../export/ExportAction';
import { ReportJobs } from '../../export/ReportJobs';
import { CardBrandMark } from '../../shared/CardBrandMark';
import { PaymentTime } from '../../shared/PaymentTime';
import { paymentPath } from '../../shared/step-path';
import { useDisplay } from '../../shared/use-display';
import { PaymentFilterBar } from '../PaymentFilterBar';
import '../../shared/shared.css';
import '../payments.css';

/**
 * /credit_cards/payments (spec 02 §2, §9; issue 17): the server pages (10 a page), filters and
 * sorts; the address keeps the page and the filters, so a link or a reload shows the same view.
 */
const PaymentsView = observer(function PaymentsView() {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const list = useCardPayments(hostApi, queryOfFilters(filters));
  const display = useDisplay(hostApi);
  const show = (next: PaymentFilters) => setParams(searchOfFilters(next));

  const columns: Column<CardPaymentSummary>[] = [
    { key: 'created', header: t('payments.columns.created'), sortable: true, card: 'date', cell: (row) => <PaymentTime iso={row.created} display={display} /> },
    {
      key: 'external_id',
      header: t('payments.columns.externalId'),
      card: 'title',
      cell: (row) => (
        <Link className="mdp-cards-nowrap" to={paymentPath(row.id)} aria-label={t('payments.open', { externalId: row.external_id })}>
          {row.external_id}
        </Link>
      ),
    },
    { key: 'status', header: t('payments.columns.status'), card: 'status', cell: (row) => <StatusBadge status={row.status} label={t(`chargeStatus.${row.status}`)} /> },
    { key: 'amount', header: t('payments.columns.amount'), align: 'end', card: 'amount', cell: (row) => <Money amount={row.amount} currency={row.currency} /> },
    {
      key: 'card',
      header: t('payments.columns.card'),
      cell: (row) => (
        <span className="mdp-cards-card">
          <CardBrandMark brand={row.card_brand} />
          <span>{row.masked_card_number}</span>
        </span>
      ),
    },
    { key: 'source', header: t('payments.columns.source'), priority: 'low', cell: (row) => t(`source.${row.source}`) },
  ];

  const answer = list.data;
  const state: TableStatus =
    list.isError && !answer
      ? { status: 'failed', title: t('payments.failed'), onRetry: () => void list.refetch() }
      : answer
        ? { status: 'ready' }
        : { status: 'loading' };
  const filtered = isFiltered(filters);

  return (
    <div className="mdp-cards-page">
      <PageHeader title={t('payments.title')} description={t('payments.description')} actions={<ExportAction filters={filters} />} />
      <ReportJobs />
      <DataTable
        caption={t('payments.caption')}
        columns={columns}
        rows={answer?.data ?? []}
        rowKey={(row) => row.id}
        state={state}
        page={filters.page}
        pageSize={CARD_LIST_PAGE_SIZE}
        total={answer?.total_count ?? 0}
        onPageChange={(page) => show({ ...filters, page })}
        sort={{ column: 'created', direction: filters.sort === 'created_asc' ? 'ascending' : 'descending' }}
        onSortChange={(sort) => show({ ...filters, page: 1, sort: sort.direction === 'ascending' ? 'created_asc' : 'created_desc' })}
        filters={<PaymentFilterBar filters={filters} onChange={show} />}
        empty={
          filtered
            ? { title: t('payments.emptyFiltered'), description: t('payments.emptyFilteredDescription') }
            : { title: t('payments.empty'), description: t('payments.emptyDescription') }
        }
      />
    </div>
  );
});

export default function PaymentsPage() {
  return <PaymentsView />;
}
