import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { canEditPromotion, canPause, canResume, PROMOTION_STATUSES, type Promotion, type PromotionStatus } from 'shared-contracts/areas/cards/card-promotions';
import { formatDate } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { Button, PageHeader } from 'shared-ui';
import { DataTable, FilterBar, StatusBadge, type Column, type TableStatus } from 'shared-ui/data';
import { NativeSelect } from 'shared-ui/forms';
import { usePromotions } from '../../../api/promotions';
import { useDisplay } from '../../shared/use-display';
import { PromotionStatusAction } from '../PromotionStatusAction';
import '../../shared/shared.css';
import '../promotions.css';

// The form, its date picker and shared-ui/overlays load when the user creates or edits one.
const PromotionModal = lazy(() => import('../PromotionModal'));
const ALL = 'ALL';
const isStatus = (value: string | null): value is PromotionStatus => (PROMOTION_STATUSES as readonly string[]).includes(value ?? '');

/** /credit_cards/promotions (spec 02 §2, §4; issue 18): the promotions with their status; create, edit, pause and resume. */
const PromotionsView = observer(function PromotionsView() {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filter = isStatus(status) ? status : undefined;
  const list = usePromotions(hostApi);
  const display = useDisplay(hostApi);
  const canEdit = hostApi.session.user?.can_edit === true;
  const [editing, setEditing] = useState<Promotion | 'new' | null>(null);
  const day = (iso: string) => formatDate(iso, display.country);

  const columns: Column<Promotion>[] = [
    { key: 'name', header: t('promotions.columns.name'), card: 'title', cell: (row) => <strong className="mdp-cards-promotion-name">{row.name}</strong> },
    {
      key: 'benefit',
      header: t('promotions.columns.benefit'),
      cell: (row) => (row.type === 'DISCOUNT' ? t('promotions.discountOf', { percent: row.discount_percent }) : t('promotions.installmentsOf', { months: row.installment_months })),
    },
    { key: 'bins', header: t('promotions.columns.bins'), cell: (row) => <span className="mdp-cards-code">{row.bin_ranges.map(({ from, to }) => (from === to ? from : `${from}–${to}`)).join(', ')}</span> },
    { key: 'period', header: t('promotions.columns.period'), cell: (row) => <span className="mdp-cards-nowrap">{t('promotions.period', { start: day(row.start_date), end: day(row.end_date) })}</span> },
    { key: 'status', header: t('promotions.columns.status'), card: 'status', cell: (row) => <StatusBadge status={row.status} tone={row.status === 'PAUSED' ? 'warning' : row.status === 'INACTIVE' ? 'neutral' : undefined} label={t(`promotionStatus.${row.status}`)} /> },
  ];
  if (canEdit) {
    columns.push({
      key: 'actions',
      header: t('promotions.columns.actions'),
      card: 'action',
      cell: (row) => (
        <span className="mdp-cards-row-actions">
          {canEditPromotion(row.status) ? (
            <Button variant="secondary" onClick={() => setEditing(row)} aria-label={t('promotions.editNamed', { name: row.name })} onPointerEnter={() => void import('../PromotionModal')}>
              {t('promotions.edit')}
            </Button>
          ) : null}
          {canPause(row.status) || canResume(row.status) ? <PromotionStatusAction promotion={row} /> : null}
        </span>
      ),
    });
  }

  const rows = (list.data?.data ?? []).filter((promotion) => !filter || promotion.status === filter);
  const state: TableStatus = list.isError && !list.data ? { status: 'failed', title: t('promotions.failed'), onRetry: () => void list.refetch() } : list.data ? { status: 'ready' } : { status: 'loading' };

  return (
    <div className="mdp-cards-page">
      <PageHeader
        title={t('promotions.title')}
        description={t('promotions.description')}
        actions={canEdit ? <Button onClick={() => setEditing('new')} onPointerEnter={() => void import('../PromotionModal')}>{t('promotions.create')}</Button> : undefined}
      />
      <DataTable
        caption={t('promotions.caption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        state={state}
        // The gateway answers every promotion at once (a business has few): one page.
        page={1}
        pageSize={Math.max(rows.length, 1)}
        total={rows.length}
        onPageChange={() => undefined}
        filters={
          <FilterBar label={t('promotions.filters')}>
            <NativeSelect
              label={t('promotions.status')}
              value={filter ?? ALL}
              onChange={(value) => setParams(value === ALL ? new URLSearchParams() : new URLSearchParams({ status: value }))}
              options={[{ value: ALL, label: t('payments.all') }, ...PROMOTION_STATUSES.map((value) => ({ value, label: t(`promotionStatus.${value}`) }))]}
            />
          </FilterBar>
        }
        empty={filter ? { title: t('promotions.emptyFiltered'), description: t('promotions.emptyFilteredDescription') } : { title: t('promotions.empty'), description: t('promotions.emptyDescription') }}
      />
      {editing ? (
        <Suspense fallback={null}>
          <PromotionModal promotion={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </div>
  );
});

export default function PromotionsPage() {
  return <PromotionsView />;
}
