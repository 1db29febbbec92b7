import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FRAUD_LISTS, type FraudList, type FraudListEntry } from 'shared-contracts/areas/cards/card-fraud';
import { useHostApi } from 'shared-contracts/react';
import { Button, PageHeader } from 'shared-ui';
import { DataTable, StatusBadge, type Column, type TableStatus } from 'shared-ui/data';
import { Tabs } from 'shared-ui/overlays';
import { useFraudList } from '../../../api/fraud-lists';
import { FRAUD_STATE_TONES, fraudEntryStateOf } from '../../../rules/fraud-entry';
import { useDisplay } from '../../shared/use-display';
import { FraudEntryActions } from '../FraudEntryActions';
import { FraudNav, FRAUD_BASE } from '../fraud-nav';
import { FraudValue } from '../FraudValue';
import { canChangeFraud, useEntryNamer } from '../use-fraud-display';

// The form and its pickers load when the user adds an entry.
const AddEntryModal = lazy(() => import('../AddEntryModal'));
const isList = (value: string | null): value is FraudList => (FRAUD_LISTS as readonly string[]).includes(value ?? '');

/** One list's entries with their state, and the actions a user with edit rights has. */
function ListTable({ list }: { list: FraudList }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const entries = useFraudList(hostApi, list);
  const { nameOf, shownValue } = useEntryNamer(hostApi);
  const display = useDisplay(hostApi);
  const canChange = canChangeFraud(hostApi);
  const columns: Column<FraudListEntry>[] = [
    {
      key: 'value',
      header: t(`fraud.columns.value.${list}`),
      card: 'title',
      cell: (row) => (
        <Link to={`${FRAUD_BASE}/list/${encodeURIComponent(row.id)}?list=${list}`}>
          <FraudValue entry={row} nameOf={nameOf} />
        </Link>
      ),
    },
    { key: 'state', header: t('fraud.columns.state'), card: 'status', cell: (row) => <StatusBadge status={fraudEntryStateOf(row.action)} tone={FRAUD_STATE_TONES[fraudEntryStateOf(row.action)]} label={t(`fraud.states.${fraudEntryStateOf(row.action)}`)} /> },
    { key: 'note', header: t('fraud.columns.note'), cell: (row) => row.note ?? '—' },
    { key: 'updated', header: t('fraud.columns.updated'), card: 'date', cell: (row) => display.time(row.updated) },
  ];
  if (canChange) {
    columns.push({ key: 'actions', header: t('fraud.columns.actions'), card: 'action', cell: (row) => <FraudEntryActions list={list} entry={row} shown={shownValue(row)} /> });
  }
  const rows = entries.data?.data ?? [];
  const state: TableStatus = entries.isError && !entries.data ? { status: 'failed', title: t('fraud.failed'), onRetry: () => void entries.refetch() } : entries.data ? { status: 'ready' } : { status: 'loading' };
  return (
    <DataTable
      caption={t(`fraud.lists.${list}`)}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      state={state}
      // A business keeps few custom entries: the gateway answers them all, one page.
      page={1}
      pageSize={Math.max(rows.length, 1)}
      total={rows.length}
      onPageChange={() => undefined}
      empty={{ title: t('fraud.empty'), description: t(`fraud.emptyDescription.${list}`) }}
    />
  );
}

/** /credit_cards/fraud_prevention/list (spec 02 §2, §3; issue 18): the custom card data, BIN, IP and country lists. */
export default function FraudListsPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const [params, setParams] = useSearchParams();
  const requested = params.get('list');
  const list: FraudList = isList(requested) ? requested : 'bin-list';
  const [adding, setAdding] = useState<FraudList | 'bulk' | null>(null);
  const canChange = canChangeFraud(hostApi);
  const preload = () => void import('../AddEntryModal');
  return (
    <div className="mdp-cards-page">
      <PageHeader
        title={t('fraud.listsTitle')}
        description={t('fraud.listsDescription')}
        actions={
          canChange ? (
            <span className="mdp-cards-row-actions">
              <Button onClick={() => setAdding(list)} onPointerEnter={preload}>
                {t(`fraud.add.open.${list}`)}
              </Button>
              {list === 'country-list' ? (
                <Button variant="secondary" onClick={() => setAdding('bulk')} onPointerEnter={preload}>
                  {t('fraud.add.open.bulk')}
                </Button>
              ) : null}
            </span>
          ) : undefined
        }
      />
      <FraudNav current={`${FRAUD_BASE}/list`} />
      <Tabs
        label={t('fraud.listsLabel')}
        selectedId={list}
        onSelectionChange={(id) => setParams(new URLSearchParams({ list: id }))}
        tabs={FRAUD_LISTS.map((id) => ({ id, label: t(`fraud.lists.${id}`), content: id === list ? <ListTable list={id} /> : null }))}
      />
      {adding ? (
        <Suspense fallback={null}>
          <AddEntryModal list={adding} onClose={() => setAdding(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
