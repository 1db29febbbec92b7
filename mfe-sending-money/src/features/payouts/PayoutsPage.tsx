import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAYOUT_STATUSES, type Payout, type PayoutStatus as Status } from 'shared-contracts/areas/sending-money/payouts';
import { RouteLink, useHostApi } from 'shared-contracts/react';
import { PageHeader } from 'shared-ui';
import { DataTable, FilterBar, type Column, type TableStatus } from 'shared-ui/data';
import { NativeSelect } from 'shared-ui/forms';
import { usePayouts } from '../../api/payouts';
import { useGates } from '../../rules/use-gates';
import { Forbidden } from '../shared/Forbidden';
import { useDisplay } from '../shared/use-display';
import { PayoutStatus } from './PayoutStatus';
import { PAYOUT_PLACE, usePlace } from '../shared/place';

const ALL = 'ALL';
const statusOf = (value: string | null): Status | undefined => (PAYOUT_STATUSES as readonly (string | null)[]).includes(value) ? (value as Status) : undefined;

/** The payout links, ten at a time (spec 01 §3), the status filter in the address. */
export const PayoutsPage = observer(function PayoutsPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('sending-money');
  const gates = useGates(hostApi);
  const display = useDisplay(hostApi);
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const list = usePayouts(hostApi, status ? { status } : {});
  const place = usePlace(PAYOUT_PLACE);
  if (!gates.read) return <Forbidden what="read" />;

  const columns: Column<Payout>[] = [
    { key: 'created', header: t('columns.created'), card: 'date', cell: (row) => display.time(row.created) },
    {
      key: 'description',
      header: t('columns.description'),
      card: 'title',
      cell: (row) => (
        <RouteLink route={place.detail} params={{ id: row.id }}>
          {row.description}
        </RouteLink>
      ),
    },
    { key: 'recipient', header: t('payout.recipientEmail'), cell: (row) => row.recipient_email ?? '—' },
    { key: 'status', header: t('columns.status'), card: 'status', cell: (row) => <PayoutStatus status={row.status} /> },
    { key: 'amount', header: t('columns.amount'), align: 'end', card: 'amount', cell: (row) => display.money(row.amount, row.currency) },
  ];
  const rows = list.data?.pages.flatMap((page) => page.docs) ?? [];
  const state: TableStatus =
    list.isError && !list.data ? { status: 'failed', title: t('payout.listFailed'), onRetry: () => void list.refetch() } : list.data ? { status: 'ready' } : { status: 'loading' };

  return (
    <div className="mdp-sm-page">
      <PageHeader
        title={t(place.title)}
        description={t(place.description)}
        actions={gates.send && place.create ? <RouteLink route={place.create} className="mdp-button" variant="primary">{t('payout.new')}</RouteLink> : null}
      />
      <DataTable
        caption={t('payout.caption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        state={state}
        more={{ hasMore: Boolean(list.hasNextPage), loading: list.isFetchingNextPage, onMore: () => void list.fetchNextPage() }}
        filters={
          <FilterBar label={t('payout.filters')}>
            <NativeSelect
              label={t('filters.status')}
              value={status ?? ALL}
              onChange={(value) => setParams(value === ALL ? new URLSearchParams() : new URLSearchParams({ status: value }))}
              options={[{ value: ALL, label: t('filters.all') }, ...PAYOUT_STATUSES.map((value) => ({ value, label: t(`payoutStatus.${value}`) }))]}
            />
          </FilterBar>
        }
        empty={status ? { title: t('payout.emptyFiltered') } : { title: t('payout.empty'), description: t('payout.emptyDescription') }}
      />
    </div>
  );
});
