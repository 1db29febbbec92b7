import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CHARGEBACK_STATUSES, type ChargebackStatus, type ChargebackSummary } from 'shared-contracts/areas/cards/card-chargebacks';
import { CARD_LIST_PAGE_SIZE } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { PageHeader } from 'shared-ui';
import { DataTable, FilterBar, Money, type Column, type TableStatus } from 'shared-ui/data';
import { NativeSelect } from 'shared-ui/forms';
import { useChargebacks } from '../../../api/chargebacks';
import { chargebackFiltersFromSearch, queryOfChargebackFilters, searchOfChargebackFilters, type ChargebackFilters } from '../../../rules/chargebacks';
import { PaymentTime } from '../../shared/PaymentTime';
import { useDisplay } from '../../shared/use-display';
import { ChargebackStatusBadge } from '../ChargebackStatusBadge';
import { chargebackPath } from '../chargeback-path';
import '../../shared/shared.css';

const ALL = 'ALL';

/** /credit_cards/chargebacks (spec 02 §2, §4; issue 18): the server pages (10 a page); the address keeps the page and the status. */
const ChargebacksView = observer(function ChargebacksView() {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const [params, setParams] = useSearchParams();
  const filters = chargebackFiltersFromSearch(params);
  const list = useChargebacks(hostApi, queryOfChargebackFilters(filters));
  const display = useDisplay(hostApi);
  const show = (next: ChargebackFilters) => setParams(searchOfChargebackFilters(next));

  const columns: Column<ChargebackSummary>[] = [
    { key: 'created', header: t('chargebacks.columns.created'), card: 'date', cell: (row) => <PaymentTime iso={row.created} display={display} /> },
    {
      key: 'id',
      header: t('chargebacks.columns.id'),
      card: 'title',
      cell: (row) => (
        <Link className="mdp-cards-nowrap" to={chargebackPath(row.id)} aria-label={t('chargebacks.open', { id: row.id })}>
          {row.id}
        </Link>
      ),
    },
    { key: 'status', header: t('chargebacks.columns.status'), card: 'status', cell: (row) => <ChargebackStatusBadge status={row.status} /> },
    { key: 'amount', header: t('chargebacks.columns.amount'), align: 'end', card: 'amount', cell: (row) => <Money amount={row.amount} currency={row.currency} /> },
    { key: 'reason', header: t('chargebacks.columns.reason'), cell: (row) => t(`chargebackReason.${row.reason}`) },
    { key: 'payment', header: t('chargebacks.columns.payment'), priority: 'low', cell: (row) => <span className="mdp-cards-nowrap">{row.external_id}</span> },
    {
      key: 'respondBy',
      header: t('chargebacks.columns.respondBy'),
      cell: (row) => (row.status === 'OPEN' ? <PaymentTime iso={row.respond_by} display={display} /> : '—'),
    },
  ];

  const answer = list.data;
  const state: TableStatus =
    list.isError && !answer ? { status: 'failed', title: t('chargebacks.failed'), onRetry: () => void list.refetch() } : answer ? { status: 'ready' } : { status: 'loading' };

  return (
    <div className="mdp-cards-page">
      <PageHeader title={t('chargebacks.title')} description={t('chargebacks.description')} />
      <DataTable
        caption={t('chargebacks.caption')}
        columns={columns}
        rows={answer?.data ?? []}
        rowKey={(row) => row.id}
        state={state}
        page={filters.page}
        pageSize={CARD_LIST_PAGE_SIZE}
        total={answer?.total_count ?? 0}
        onPageChange={(page) => show({ ...filters, page })}
        filters={
          <FilterBar label={t('chargebacks.filters')}>
            <NativeSelect
              label={t('chargebacks.status')}
              value={filters.status ?? ALL}
              onChange={(value) => show({ page: 1, ...(value === ALL ? {} : { status: value as ChargebackStatus }) })}
              options={[{ value: ALL, label: t('payments.all') }, ...CHARGEBACK_STATUSES.map((status) => ({ value: status, label: t(`chargebackStatus.${status}`) }))]}
            />
          </FilterBar>
        }
        empty={
          filters.status
            ? { title: t('chargebacks.emptyFiltered'), description: t('chargebacks.emptyFilteredDescription') }
            : { title: t('chargebacks.empty'), description: t('chargebacks.emptyDescription') }
        }
      />
    </div>
  );
});

export default function ChargebacksPage() {
  return <ChargebacksView />;
}
