import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MID_SETTING_KEYS, type CardSettingsLogEntry, type ChangeRequest, type MidSetting } from 'shared-contracts/areas/cards/card-settings';
import { useHostApi } from 'shared-contracts/react';
import { Button, PageHeader } from 'shared-ui';
import { DataTable, StatusBadge, type Column, type TableStatus } from 'shared-ui/data';
import { useCardSettingsLog, useChangeRequests, useMidSettings } from '../../../api/card-settings';
import { awaitsAnotherAdministrator, canDecide } from '../../../rules/card-settings-form';
import { CHANGE_REQUEST_TONES } from '../../../rules/fraud-report';
import { FraudNav, CARD_SETTINGS_PATH } from '../../fraud/fraud-nav';
import { canChangeFraud } from '../../fraud/use-fraud-display';
import { useDisplay } from '../../shared/use-display';
import { ChangeRequestDecision } from '../ChangeRequestDecision';
import '../../shared/shared.css';
import '../../promotions/promotions.css';
import '../../fraud/fraud.css';

const MidLabelModal = lazy(() => import('../MidLabelModal'));
const ChangeRequestModal = lazy(() => import('../ChangeRequestModal'));

const tableState = (query: { isError: boolean; data?: unknown; refetch: () => unknown }, title: string): TableStatus =>
  query.isError && !query.data ? { status: 'failed', title, onRetry: () => void query.refetch() } : query.data ? { status: 'ready' } : { status: 'loading' };

const onePage = <Row,>(rows: readonly Row[]) => ({ rows, page: 1, pageSize: Math.max(rows.length, 1), total: rows.length, onPageChange: () => undefined });

/** A table under its own heading: the page holds three. */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mdp-cards-section">
      <h2 id={id} className="mdp-cards-table-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /credit_cards/settings (spec 02 §3, §4, §7, §8; issue 18): MID settings and labels, change requests, and the settings log for administrators. */
export default function CardSettingsPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const display = useDisplay(hostApi);
  const canChange = canChangeFraud(hostApi);
  const isAdministrator = hostApi.session.user?.can_administer === true;
  const mids = useMidSettings(hostApi);
  const requests = useChangeRequests(hostApi);
  const log = useCardSettingsLog(hostApi, isAdministrator);
  const [editing, setEditing] = useState<{ mid: MidSetting; kind: 'label' | 'request' } | null>(null);
  const onOff = (on: boolean) => t(on ? 'cardSettings.on' : 'cardSettings.off');
  // What a log line changed, in the page's words; a line logged before the gateway said it as data keeps its own text.
  const logSubjectText = ({ subject, detail }: CardSettingsLogEntry) => {
    if (!subject) return <span className="mdp-cards-code">{detail}</span>;
    if ('label' in subject) return t('cardSettings.labelChange', { from: subject.label.from, to: subject.label.to });
    return t('cardSettings.settingValue', { setting: t(`cardSettings.settings.${subject.setting}`), value: onOff(subject.value) });
  };

  const midColumns: Column<MidSetting>[] = [
    { key: 'label', header: t('cardSettings.columns.label'), card: 'title', cell: (row) => <strong>{row.label}</strong> },
    { key: 'mid', header: t('cardSettings.columns.mid'), cell: (row) => <span className="mdp-cards-number">{row.mid}</span> },
    { key: 'acquirer', header: t('cardSettings.columns.acquirer'), cell: (row) => `${row.acquirer} · ${row.currency}` },
    {
      key: 'settings',
      header: t('cardSettings.columns.settings'),
      cell: (row) => (
        <ul className="mdp-cards-settings-list">
          {MID_SETTING_KEYS.map((key) => (
            <li key={key}>{t('cardSettings.settingValue', { setting: t(`cardSettings.settings.${key}`), value: onOff(row.settings[key]) })}</li>
          ))}
        </ul>
      ),
    },
  ];
  if (canChange) {
    midColumns.push({
      key: 'actions',
      header: t('cardSettings.columns.actions'),
      card: 'action',
      cell: (row) => (
        <span className="mdp-cards-row-actions">
          <Button variant="secondary" onClick={() => setEditing({ mid: row, kind: 'label' })} aria-label={t('cardSettings.label.named', { mid: row.mid })}>
            {t('cardSettings.label.open')}
          </Button>
          <Button variant="secondary" onClick={() => setEditing({ mid: row, kind: 'request' })} aria-label={t('cardSettings.request.named', { mid: row.mid })}>
            {t('cardSettings.request.open')}
          </Button>
        </span>
      ),
    });
  }

  const requestColumns: Column<ChangeRequest>[] = [
    { key: 'created', header: t('cardSettings.columns.created'), card: 'date', cell: (row) => <span className="mdp-cards-nowrap">{display.time(row.created)}</span> },
    { key: 'change', header: t('cardSettings.columns.change'), card: 'title', cell: (row) => t('cardSettings.requestOf', { setting: t(`cardSettings.settings.${row.setting}`), value: onOff(row.value), mid: row.mid }) },
    { key: 'reason', header: t('cardSettings.columns.reason'), cell: (row) => <span className="mdp-cards-promotion-name">{row.reason}</span> },
    { key: 'by', header: t('cardSettings.columns.requestedBy'), cell: (row) => row.requested_by },
    { key: 'status', header: t('cardSettings.columns.status'), card: 'status', cell: (row) => <StatusBadge status={row.status} tone={CHANGE_REQUEST_TONES[row.status]} label={t(`cardSettings.statuses.${row.status}`)} /> },
  ];
  if (isAdministrator) {
    const administrator = hostApi.session.user ?? null;
    requestColumns.push({
      key: 'decide',
      header: t('cardSettings.columns.actions'),
      card: 'action',
      cell: (row) => {
        if (canDecide(row, administrator)) return <ChangeRequestDecision request={row} />;
        return awaitsAnotherAdministrator(row, administrator) ? <span className="mdp-cards-note">{t('cardSettings.anotherAdministrator')}</span> : null;
      },
    });
  }

  const logColumns: Column<CardSettingsLogEntry>[] = [
    { key: 'created', header: t('cardSettings.columns.created'), card: 'date', cell: (row) => <span className="mdp-cards-nowrap">{display.time(row.created)}</span> },
    { key: 'change', header: t('cardSettings.columns.logChange'), card: 'title', cell: (row) => t(`cardSettings.logChanges.${row.change}`) },
    { key: 'mid', header: t('cardSettings.columns.mid'), cell: (row) => <span className="mdp-cards-number">{row.mid}</span> },
    { key: 'detail', header: t('cardSettings.columns.detail'), cell: (row) => logSubjectText(row) },
    { key: 'actor', header: t('cardSettings.columns.actor'), cell: (row) => row.actor_email },
  ];

  return (
    <div className="mdp-cards-page">
      <PageHeader title={t('cardSettings.title')} description={t('cardSettings.description')} />
      <FraudNav current={CARD_SETTINGS_PATH} />
      <Titled title={t('cardSettings.mids')}>
        <DataTable
          caption={t('cardSettings.mids')}
          columns={midColumns}
          {...onePage(mids.data?.data ?? [])}
          rowKey={(row) => row.id}
          state={tableState(mids, t('cardSettings.failed'))}
          empty={{ title: t('cardSettings.noMids') }}
        />
      </Titled>
      <Titled title={t('cardSettings.requests')}>
        <DataTable
          caption={t('cardSettings.requests')}
          columns={requestColumns}
          {...onePage(requests.data?.data ?? [])}
          rowKey={(row) => row.id}
          state={tableState(requests, t('cardSettings.failed'))}
          empty={{ title: t('cardSettings.noRequests') }}
        />
      </Titled>
      {isAdministrator ? (
        <Titled title={t('cardSettings.log')}>
          <DataTable
            caption={t('cardSettings.log')}
            columns={logColumns}
            {...onePage(log.data?.data ?? [])}
            rowKey={(row) => row.id}
            state={tableState(log, t('cardSettings.failed'))}
            empty={{ title: t('cardSettings.noLog') }}
          />
        </Titled>
      ) : null}
      {editing ? (
        <Suspense fallback={null}>
          {editing.kind === 'label' ? (
            <MidLabelModal mid={editing.mid} onClose={() => setEditing(null)} />
          ) : (
            <ChangeRequestModal mid={editing.mid} onClose={() => setEditing(null)} />
          )}
        </Suspense>
      ) : null}
    </div>
  );
}
